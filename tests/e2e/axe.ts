import axe from 'axe-core';
import type { Page } from 'playwright-core';

export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core in the page (WCAG 2.0/2.1 A and AA rules, and 'region') and returns the serious and
 * critical findings, and any content outside every landmark ('region', a moderate best practice
 * that screen-reader users navigating by landmark would miss), each with the elements it concerns
 * so a failure says where to look.
 */
export async function seriousAccessibilityFindings(page: Page): Promise<AxeFinding[]> {
  // Evaluated through the DevTools protocol, not added as a script element: the checkout's
  // Content-Security-Policy refuses inline scripts, as it should.
  await page.evaluate(axe.source);
  const results = (await page.evaluate(async () => {
    const run = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe.run;
    return run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { region: { enabled: true } } });
  })) as { violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] };
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical' || violation.id === 'region')
    .map((violation) => ({ id: violation.id, impact: violation.impact, help: violation.help, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}
