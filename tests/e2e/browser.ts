import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium, installed by .ci/run (STACK.md); the browser suite skips without it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(chromiumPath);
export const skipReason = `browser tests skipped: no Chromium at ${chromiumPath} (apt-get install -y chromium)`;

const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const viewports = {
  phone: { width: 375, height: 812 },
  pc: { width: 1280, height: 800 },
} as const;

export interface Browser {
  /** A fresh page (new visitor: empty storage) at the given size. */
  page(viewport?: { width: number; height: number }): Promise<Page>;
  close(): Promise<void>;
}

/**
 * One Chromium per test file. Playwright's launch() starts it on a fresh temporary
 * --user-data-dir of its own (it refuses one passed in args), and each page gets its own
 * context with empty storage: a new user every time.
 */
export async function launchBrowser(options: { extraArgs?: string[] } = {}): Promise<Browser> {
  const contexts: BrowserContext[] = [];
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...args, ...(options.extraArgs ?? [])] });
  return {
    async page(viewport = viewports.phone) {
      const context = await browser.newContext({ viewport, permissions: ['clipboard-read', 'clipboard-write'] });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(15000);
      return page;
    },
    async close() {
      await Promise.all(contexts.map((context) => context.close()));
      await browser.close();
    },
  };
}

const screenshotDir = join(process.cwd(), 'test-artifacts', 'screenshots');

/**
 * Keeps a screenshot as a test artifact (test-artifacts/ is gitignored, CI uploads it): the whole
 * page, or with `view` what the screen shows as it is scrolled, where the fixed bars and a pinned
 * action sit where the user sees them (a whole-page capture draws them mid-page).
 */
export async function screenshot(page: Page, name: string, options: { view?: boolean } = {}): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: options.view !== true });
}
