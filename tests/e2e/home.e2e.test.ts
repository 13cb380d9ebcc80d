import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityFindings } from './axe';
import { hasChromium, launchBrowser, screenshot, skipReason, viewports, type Browser } from './browser';
import { startCheckout, type Checkout } from './checkout';

if (!hasChromium) console.warn(skipReason);

describe.skipIf(!hasChromium)('home page in a real browser', () => {
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

  it('shows the buy form with a live quote on a phone, and the layout switches to PC at 1280 px', async () => {
    const phone = await browser.page(viewports.phone);
    await phone.goto(`${checkout.url}/#/`);
    await expect.poll(() => phone.url()).toMatch(/#\/index$/);
    await phone.getByText(/Rates refresh in \d+s/).waitFor();
    expect(await phone.getByRole('tab', { name: 'Buy Crypto' }).getAttribute('aria-selected')).toBe('true');
    expect(await phone.getByText('Step 1 of 3').isVisible()).toBe(true);
    expect(await phone.locator('.app--phone').count()).toBe(1);
    await screenshot(phone, 'home-phone-375x812', { view: true });

    const pc = await browser.page(viewports.pc);
    await pc.goto(`${checkout.url}/#/index`);
    await pc.getByText(/Rates refresh in \d+s/).waitFor();
    expect(await pc.locator('.app--pc').count()).toBe(1);
    await screenshot(pc, 'home-pc-1280x800');
  });

  it("asks its first quote while the home screen's chunk is still on its way, and asks it once, where the browser renders the landing page itself", async () => {
    // The PC layout: the server renders the phone's (tests/e2e/landing.e2e.test.ts), so the landing gate leaves this one to the browser.
    const page = await browser.page(viewports.pc);
    const quotes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/trade/quote')) quotes.push(request.url());
    });
    // The home screen's chunk is held back until the quote has left: a quote asked only once the
    // screen rendered never leaves, and the wait below fails.
    let quoteLeft: () => void = () => undefined;
    const left = new Promise<void>((resolve) => (quoteLeft = resolve));
    page.on('request', (request) => {
      if (request.url().includes('/trade/quote')) quoteLeft();
    });
    await page.route(/\/assets\/HomeScreen-[^/]+\.js$/, async (route) => {
      await left;
      await route.continue();
    });
    await page.goto(`${checkout.url}/#/index`);
    await page.getByText(/Rates refresh in \d+s/).waitFor({ timeout: 30_000 });
    expect(quotes).toHaveLength(1);
  });

  it('keeps each tab and its amount when switching tabs', async () => {
    const page = await browser.page();
    await page.goto(`${checkout.url}/#/index`);
    const pay = page.getByRole('textbox', { name: 'You pay' });
    await pay.fill('150');
    await page.getByRole('tab', { name: 'Sell Crypto' }).click();
    await page.getByRole('textbox', { name: 'You sell' }).waitFor();
    await page.getByRole('tab', { name: 'Buy Crypto' }).click();
    expect(await page.getByRole('textbox', { name: 'You pay' }).inputValue()).toBe('150');
  });

  it('opens the crypto search overlay with its lists, focuses the search box and returns the pick', async () => {
    const page = await browser.page();
    await page.goto(`${checkout.url}/#/index`);
    await page
      .getByRole('button', { name: /^Select crypto/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Select crypto' });
    await dialog.getByRole('heading', { name: 'Popular' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('search-box');
    await screenshot(page, 'search-crypto-phone');
    await dialog.getByRole('button', { name: /^BTC/ }).first().click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: /^Select crypto: BTC/ }).count()).toBeGreaterThan(0);
  });

  it('shows the whole home page in zh-HK when the link asks for it, and keeps it for the session', async () => {
    const page = await browser.page();
    await page.goto(`${checkout.url}/#/index?language=zh-HK`);
    await page.getByRole('tab', { name: '購買加密貨幣' }).waitFor();
    await page.getByText(/秒/).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-HK');
    const text = await page.locator('#root').innerText();
    expect(text).not.toMatch(/\b(home|fee|buy|web|common)\.[a-zA-Z]+/);
    expect(text).not.toMatch(/Continue|You pay|Network/);
    await screenshot(page, 'home-zh-HK-phone');
    await page.goto(`${checkout.url}/#/index`);
    await page.reload();
    await page.getByRole('tab', { name: '出售加密貨幣' }).waitFor();
  });

  it('offers the customer-service widget on a plain visit: help opens the support contact, Escape gives focus back', async () => {
    const page = await browser.page(viewports.pc);
    await page.goto(`${checkout.url}/#/index`);
    const help = page.getByRole('button', { name: 'Help' });
    await help.click();
    const panel = page.getByRole('dialog', { name: 'Need help?' });
    await panel.getByRole('link', { name: 'support@gangway.dev' }).waitFor();
    expect(await seriousAccessibilityFindings(page)).toEqual([]);
    await screenshot(page, 'customer-service-pc');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(await help.evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it.each(['es', 'vi'])('lays out the fee panel cleanly on a phone in %s: a one-line order toggle, help in the top bar, no fee line covered', async (lng) => {
    const page = await browser.page(viewports.phone);
    await page.goto(`${checkout.url}/#/index?language=${lng}`);
    const toggle = page.locator('.fee-panel__toggle');
    await toggle.waitFor();
    // The help widget comes once the page is first idle: the layout is checked with it in place.
    const help = page.locator('.top-bar .customer-service__button');
    await help.waitFor();
    const lineTops = await toggle.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element.firstChild ?? element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lineTops).toBe(1);
    expect(await help.count()).toBe(1);
    for (const line of await page.locator('.fee-panel__lines dd, .fee-panel__note').all()) {
      await line.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      const uncovered = await line.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && (element.contains(hit) || hit.contains(element));
      });
      expect(uncovered).toBe(true);
    }
    expect(await page.title()).toBe(`${await page.evaluate(() => document.querySelector('h1')?.textContent ?? '')} · Gangway`);
    await screenshot(page, `home-fee-panel-${lng}-phone`);
  });

  it('has no serious or critical accessibility finding on home, the search overlay and the menu', async () => {
    const page = await browser.page(viewports.pc);
    await page.goto(`${checkout.url}/#/index`);
    await page.getByText(/Rates refresh in \d+s/).waitFor();
    expect(await seriousAccessibilityFindings(page)).toEqual([]);
    await page
      .getByRole('button', { name: /^Select currency/ })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Available now' }).waitFor();
    expect(await seriousAccessibilityFindings(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    expect(await seriousAccessibilityFindings(page)).toEqual([]);
  });
});
