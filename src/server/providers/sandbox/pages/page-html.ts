import { createHash } from 'node:crypto';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text and attribute values in HTML: every value shown comes from the sandbox's own record, config or a translation. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

/**
 * The look of the sandbox provider's pages (the gateway page, the 3-D Secure challenge, the card
 * fields): a processor's test-mode page, served with nothing from elsewhere.
 */
export const pageStyle = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang HK", sans-serif; }
body { margin: 0; background: #eef1f5; color: #1b1f24; }
main { max-width: 26rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 12px; box-shadow: 0 2px 12px rgba(0, 0, 0, 0.08); }
.mode { margin: 0 0 1rem; padding: 0.5rem 0.75rem; border-radius: 8px; background: #fff4d6; color: #5c4400; font-size: 0.875rem; }
h1 { margin: 0 0 1rem; font-size: 1.25rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; margin: 0 0 1.5rem; }
dt { color: #4a5460; }
dd { margin: 0; text-align: end; overflow-wrap: anywhere; }
.amount { font-size: 1.25rem; font-weight: 600; }
.problem { margin: 0 0 1.5rem; padding: 0.75rem; border-radius: 8px; background: #fde8e8; color: #7a1616; }
.actions { display: grid; gap: 0.75rem; }
button, .link { display: block; box-sizing: border-box; width: 100%; padding: 0.875rem 1rem; border-radius: 8px; font: inherit; font-weight: 600; text-align: center; text-decoration: none; cursor: pointer; }
button { border: 0; background: #1947c9; color: #fff; }
.link { border: 1px solid #1947c9; background: #fff; color: #1947c9; }
button:focus-visible, .link:focus-visible { outline: 3px solid #f0a500; outline-offset: 2px; }
form { margin: 0; }
`;

/** A CSP source allowing exactly this inline element's text. */
export const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The headers of a page opened in a tab of its own (no script, never framed): HTML, never cached,
 * nothing but its own style and forms posting to this server. The security-headers plugin adds the
 * headers every page has.
 */
export const tabPageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': `default-src 'none'; style-src ${hashSource(pageStyle)}; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
};

/** What every sandbox tab page shows around its own part: the language, the title, the test-mode note and the facts listed. */
export interface TabPage {
  lng: string;
  /** The document title, and the page's heading. */
  title: string;
  heading: string;
  testMode: string;
  /** Label and value rows; the row marked amount is shown larger. */
  facts: { label: string; value: string; amount?: boolean }[];
  /** The page's own part, already HTML. */
  body: string;
}

export function renderTabPage(page: TabPage): string {
  const rows = page.facts
    .map((fact) => `    <dt>${escapeHtml(fact.label)}</dt><dd${fact.amount ? ' class="amount"' : ''}>${escapeHtml(fact.value)}</dd>`)
    .join('\n');
  return `<!doctype html>
<html lang="${escapeHtml(page.lng)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)}</title>
<style>${pageStyle}</style>
</head>
<body>
<main aria-labelledby="page-title">
  <p class="mode" role="note">${escapeHtml(page.testMode)}</p>
  <h1 id="page-title">${escapeHtml(page.heading)}</h1>
  <dl>
${rows}
  </dl>
  ${page.body}
</main>
</body>
</html>
`;
}
