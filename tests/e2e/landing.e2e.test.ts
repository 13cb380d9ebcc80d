import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import merchants from '../../config/merchants.json';
import { constants } from '../../src/shared/config/constants';
import { signMerchantLink } from '../../src/shared/merchantLink/signing';
import { hasChromium, launchBrowser, screenshot, skipReason, viewports, type Browser } from './browser';
import { startCheckout, type Checkout } from './checkout';

if (!hasChromium) console.warn(skipReason);

const merchant = merchants.merchants.find((candidate) => candidate.appId === 'sandbox-demo');
if (!merchant) throw new Error('config/merchants.json has no sandbox-demo merchant');

/** Every console error and uncaught exception of the page (a hydration mismatch is one). */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The quote requests the page sends. */
function quotesOf(page: Page): string[] {
  const quotes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/trade/quote')) quotes.push(request.postData() ?? '');
  });
  return quotes;
}

/** The page's layout shifts so far, each with what moved (an element's class and the start of its text). */
const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts);

/** Records layout shifts from the first one, before anything of the page ran. */
const watchLayoutShifts = (page: Page) =>
  page.addInitScript(`(() => {
    window.layoutShifts = [];
    const element = (node) => (node.nodeType === Node.ELEMENT_NODE ? node : node.parentElement);
    const figure = (source) => Boolean(source.node && element(source.node)?.closest('.fee-panel__line dd'));
    const moved = (source) => source.node ? (source.node.className || source.node.nodeName) + ' "' + (source.node.textContent || '').slice(0, 30) + '"' : '?';
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const only = entry.sources.length > 0 && entry.sources.every(figure) ? ' (figures of the quote only)' : '';
        window.layoutShifts.push(entry.value.toFixed(5) + ' at ' + Math.round(entry.startTime) + ' ms: ' + entry.sources.map(moved).join(', ') + only);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  })();`);

/**
 * Waits out the page the server may still reuse from an earlier test (or an earlier attempt of this
 * one), so the page this test gets is priced now: an older one refreshes its quote within the test.
 */
async function awaitFreshLandingPage(url: string): Promise<void> {
  const html = await (await fetch(`${url}/`)).text();
  const pricedAt = Number(/"pricedAt":(\d+)/.exec(html)?.[1]);
  const age = Date.now() - pricedAt;
  if (age > 1000) await new Promise((resolve) => setTimeout(resolve, constants.quoteRefreshCountdownMs - age + 200));
}

describe.skipIf(!hasChromium)('the landing page the server renders', () => {
  let checkout: Checkout;
  let browser: Browser;

  beforeAll(async () => {
    checkout = await startCheckout();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await checkout?.close();
  });

  it('comes with its live quote in the HTML, then hydrates: no second quote request, no layout shift, no console error', async () => {
    await awaitFreshLandingPage(checkout.url);
    const page = await browser.page(viewports.phone);
    const errors = errorsOf(page);
    const quotes = quotesOf(page);
    await watchLayoutShifts(page);
    const response = await page.goto(`${checkout.url}/`);
    const html = (await response?.text()) ?? '';
    // The figures are in the page as the server sent it: no script stands between the HTML and them.
    const served = /<input[^>]*readOnly=""[^>]*value="([\d.]+)"/.exec(html)?.[1];
    expect(Number(served)).toBeGreaterThan(0);
    expect(html).toContain('<script type="application/json" id="landing-state">');
    // Hydrated: the page's effects run (the help button comes once the page is first idle).
    await page.getByRole('button', { name: /help/i }).waitFor();
    expect(await page.getByRole('textbox', { name: 'You receive' }).inputValue()).toBe(served);
    await page.waitForTimeout(2000);
    expect(quotes).toEqual([]);
    expect(await layoutShifts(page)).toEqual([]);
    // It works: a new amount is quoted (after the 800 ms debounce, so poll longer than it) and Continue goes on.
    await page.getByRole('textbox', { name: 'You pay' }).fill('150');
    await expect.poll(() => quotes.length, { timeout: 5000 }).toBe(1);
    expect(JSON.parse(quotes[0] ?? '{}')).toMatchObject({ amount: '150' });
    await expect.poll(() => page.getByRole('textbox', { name: 'You receive' }).inputValue()).not.toBe(served);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/#\/emailCode/);
    expect(errors).toEqual([]);
    await screenshot(page, 'landing-hydrated-phone', { view: true });
  });

  it('hydrates without asking Intl: the texts it needs come with the page, and Intl answers once the page is idle', async () => {
    const page = await browser.page(viewports.phone);
    const errors = errorsOf(page);
    // Counts Intl's formatters made until React handles the amount field (hydrated), then after.
    await page.addInitScript(`(() => {
      window.intlMade = { hydrating: 0, after: 0 };
      let hydrated = false;
      for (const name of ['NumberFormat', 'ListFormat', 'DateTimeFormat', 'PluralRules']) {
        const Original = Intl[name];
        Intl[name] = new Proxy(Original, { construct(target, args) { window.intlMade[hydrated ? 'after' : 'hydrating'] += 1; return Reflect.construct(target, args); } });
      }
      const watch = () => {
        const field = document.querySelector('input.amount-field__input:not([readonly])');
        const props = field && Object.keys(field).find((key) => key.startsWith('__reactProps'));
        if (props && field[props].onChange) hydrated = true;
        else requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    })();`);
    await page.goto(`${checkout.url}/`);
    await page.getByRole('button', { name: /help/i }).waitFor();
    const made = () => page.evaluate(() => (window as unknown as { intlMade: { hydrating: number; after: number } }).intlMade);
    expect((await made()).hydrating).toBe(0);
    // Loaded when the page is idle (warmIntl), before anyone needs a new figure.
    await expect.poll(async () => (await made()).after, { timeout: 5000 }).toBeGreaterThan(0);
    // The page's own formatting works on: a new amount gets its figures, written by Intl.
    const served = await page.getByRole('textbox', { name: 'You receive' }).inputValue();
    await page.getByRole('textbox', { name: 'You pay' }).fill('1234.5');
    await expect.poll(() => page.getByRole('textbox', { name: 'You receive' }).inputValue(), { timeout: 5000 }).not.toBe(served);
    expect(await page.getByRole('textbox', { name: 'You receive' }).inputValue()).toMatch(/^\d{1,3}(,\d{3})*(\.\d+)?$/);
    expect(errors).toEqual([]);
  });

  it('hydrates the quote form with the page around it, not after it', async () => {
    const page = await browser.page(viewports.phone);
    const errors = errorsOf(page);
    // At the first frame where React has the layout's root element (completed after everything in it
    // that hydrates in the same pass), the amount field and Continue must have their handlers too.
    // Under a Suspense boundary of its own, the screen would be hydrated only after that pass, its
    // commit and its effects: the amount field 180-305 ms later, Continue 228-369 ms, at 4x CPU.
    await page.addInitScript(`(() => {
      const handles = (element, handler) => {
        const key = element && Object.keys(element).find((name) => name.startsWith('__reactProps'));
        return Boolean(key && typeof element[key][handler] === 'function');
      };
      const watch = () => {
        const app = document.querySelector('.app');
        if (app && Object.keys(app).some((name) => name.startsWith('__reactProps'))) {
          window.formAtShell = {
            amount: handles(document.querySelector('input.amount-field__input:not([readonly])'), 'onChange'),
            go: handles(document.querySelector('button.button--primary'), 'onClick'),
          };
        } else requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    })();`);
    await page.goto(`${checkout.url}/`);
    await page.waitForFunction(() => (window as unknown as { formAtShell?: unknown }).formAtShell !== undefined);
    expect(await page.evaluate(() => (window as unknown as { formAtShell: unknown }).formAtShell)).toEqual({ amount: true, go: true });
    await page.getByRole('button', { name: /help/i }).waitFor();
    expect(errors).toEqual([]);
  });

  it('hydrates a page priced before its refresh time as the server rendered it, then refreshes the quote at once', async () => {
    // The scripts come after the quote's refresh time (a slow phone, a page reused near the end of
    // its window): the page as served, with its price dated a minute back.
    const page = await browser.page(viewports.phone);
    const errors = errorsOf(page);
    const quotes = quotesOf(page);
    await watchLayoutShifts(page);
    await page.route(`${checkout.url}/`, async (route) => {
      const served = await route.fetch();
      const body = (await served.text()).replace(/"pricedAt":\d+/, `"pricedAt":${Date.now() - 60_000}`);
      await route.fulfill({ status: served.status(), contentType: 'text/html; charset=utf-8', body });
    });
    await page.goto(`${checkout.url}/`);
    await page.getByRole('button', { name: /help/i }).waitFor();
    // The notice the server rendered stays (a page that hydrated into something else would have
    // dropped it and said so in the console), and the quote is asked again once, by its countdown.
    await page.getByRole('complementary', { name: 'Announcement' }).waitFor();
    await expect.poll(() => quotes.length, { timeout: 5000 }).toBe(1);
    await page.getByText(/Rates refresh in \d+s/).waitFor();
    expect(errors).toEqual([]);
    // The refreshed quote's figures are new content: a right-aligned price that gets wider or
    // narrower moves its text. Nothing else may move.
    expect((await layoutShifts(page)).filter((shift) => !shift.endsWith('(figures of the quote only)'))).toEqual([]);
  });

  it('renders in the language of ?language=, else of Accept-Language, and the browser keeps it', async () => {
    const page = await browser.page(viewports.phone);
    await page.setExtraHTTPHeaders({ 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.5' });
    const errors = errorsOf(page);
    const spanish = await (await page.goto(`${checkout.url}/`))?.text();
    expect(spanish).toContain('<html lang="es"');
    await page.getByRole('button', { name: 'Continuar' }).waitFor();
    const chinese = await (await page.goto(`${checkout.url}/?language=zh-HK`))?.text();
    expect(chinese).toContain('<html lang="zh-HK"');
    // The session kept Spanish: this browser renders the page in the link's language itself.
    await page.getByRole('tab', { name: '購買加密貨幣' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-HK');
    expect(errors).toEqual([]);
  });

  /**
   * What the first paint shows: the page as the server sent it, with the landing gate run and no
   * module script (held back here), compared with the same page with nothing in #root. Equal
   * screenshots: nothing of the rendered landing page was painted.
   */
  async function firstPaint(path: string): Promise<{ painted: Buffer; empty: Buffer }> {
    const page = await browser.page(viewports.phone);
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    await page.goto(`${checkout.url}${path}`);
    const painted = await page.screenshot();
    await page.evaluate(() => document.getElementById('root')?.replaceChildren());
    return { painted, empty: await page.screenshot() };
  }

  it('paints the rendered landing page at once for a plain visit', async () => {
    const { painted, empty } = await firstPaint('/');
    expect(painted.equals(empty)).toBe(false);
  });

  it('paints no frame of it before it is parsed whole, however slowly it arrives', async () => {
    // The page as the server renders it, sent in two parts half a second apart, the cut inside the
    // landing (a slow network, or a parser that yields): every other request goes to the checkout.
    const rendered = await (await fetch(`${checkout.url}/`)).text();
    const cut = rendered.indexOf('class="home-tabs"');
    expect(cut).toBeGreaterThan(0);
    const slow = createServer((request, response) => {
      if (request.url !== '/') {
        void fetch(`${checkout.url}${request.url ?? '/'}`).then(async (answer) => {
          response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' });
          response.end(Buffer.from(await answer.arrayBuffer()));
        });
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(rendered.slice(0, cut));
      setTimeout(() => response.end(rendered.slice(cut)), 500);
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    try {
      const page = await browser.page(viewports.phone);
      // What the first frame had of the page: a frame runs its animation callbacks first.
      await page.addInitScript(
        `requestAnimationFrame(() => { window.firstFrameHad = { tabs: document.querySelector('.home-tabs') !== null, end: document.getElementById('root-end') !== null }; });`,
      );
      await page.goto(`http://127.0.0.1:${(slow.address() as AddressInfo).port}/`);
      await page.waitForFunction('window.firstFrameHad !== undefined');
      expect(await page.evaluate('window.firstFrameHad')).toEqual({ tabs: true, end: true });
    } finally {
      slow.closeAllConnections();
      await new Promise((resolve) => slow.close(resolve));
    }
  });

  it('never paints it for a deep link, which the browser renders itself', async () => {
    const { painted, empty } = await firstPaint('/#/tradeHistory');
    expect(painted.equals(empty)).toBe(true);
    const page = await browser.page(viewports.phone);
    const errors = errorsOf(page);
    await page.goto(`${checkout.url}/#/tradeHistory`);
    // The history needs a sign-in: the e-mail login, not the landing page.
    await page.waitForURL(/#\/emailCode/);
    await page.getByRole('textbox', { name: /e-mail/i }).waitFor();
    expect(await page.getByRole('tab', { name: 'Buy Crypto' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('never paints it for a merchant link with its parameters in the hash', async () => {
    const link = { appId: merchant.appId, fiat: 'EUR', crypto: 'USDT', network: 'TRX', timestamp: String(Date.now()) };
    const query = new URLSearchParams({ ...link, signature: signMerchantLink(link, merchant.sandboxSecret ?? '') }).toString();
    const { painted, empty } = await firstPaint(`/#/index?${query}`);
    expect(painted.equals(empty)).toBe(true);
    const page = await browser.page(viewports.phone);
    await page.goto(`${checkout.url}/#/index?${query}`);
    // The merchant's fixed fiat, as the browser applied the link: never the server's USD landing page.
    await expect.poll(() => page.locator('.asset-button').first().textContent()).toContain('EUR');
  });

  it('answers a hostile Accept-Language or ?language= in the default language', async () => {
    for (const headers of [{ 'accept-language': `${'x'.repeat(4000)},*;q=abc,;;;` }, { 'accept-language': '<script>alert(1)</script>' }]) {
      const response = await fetch(`${checkout.url}/`, { headers });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<html lang="en-US"');
    }
    for (const language of ['"><script>alert(1)</script>', 'zz-ZZ', '../../etc/passwd', 'x'.repeat(2000)]) {
      const response = await fetch(`${checkout.url}/?language=${encodeURIComponent(language)}`);
      expect(response.status).toBe(200);
      const page = await response.text();
      expect(page).toContain('<html lang="en-US"');
      expect(page).not.toContain('<script>alert(1)</script>');
    }
  });
});
