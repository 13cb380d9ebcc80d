import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityFindings } from './axe';
import { hasChromium, launchBrowser, screenshot, skipReason, viewports, type Browser } from './browser';
import { startCheckout, type Checkout } from './checkout';

if (!hasChromium) console.warn(skipReason);

/** While sandbox adapters are in use, every page says so and which kinds, in the page's language: nobody takes a test checkout for a real one. */
describe.skipIf(!hasChromium)('the Sandbox marker in a real browser', () => {
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

  it('shows on the home page, the sell tab, the login page and after a redirect, on a phone and on a PC', async () => {
    for (const viewport of [viewports.phone, viewports.pc]) {
      const page = await browser.page(viewport);
      // The sell form sends a visitor to the e-mail page at once: that route change cancels every pending request (product §7).
      for (const hash of [
        '#/index',
        '#/index?type=sell',
        '#/login',
        '#/sell-formUserInfo?source=3&fiat=EUR&country=DE&crypto=USDT&network=TRX&cryptoAmount=50',
      ]) {
        await page.goto(`${checkout.url}/${hash}`);
        const badge = page.getByRole('note').filter({
          hasText:
            /^Sandbox test mode for card payments, local payments, identity checks, crypto transfers, payouts: nothing is charged or sent · Prices: sandbox reference rates, not the market's$/,
        });
        await badge.waitFor();
        expect(await badge.isVisible()).toBe(true);
      }
      await screenshot(page, `sandbox-badge-${viewport.width}x${viewport.height}`);
    }
  });

  it('is a region of its own, named by its text, so no content of the page lies outside every landmark', async () => {
    const page = await browser.page(viewports.phone);
    await page.goto(`${checkout.url}/#/index`);
    await page
      .getByRole('region', {
        name: "Sandbox test mode for card payments, local payments, identity checks, crypto transfers, payouts: nothing is charged or sent · Prices: sandbox reference rates, not the market's",
      })
      .getByRole('note')
      .waitFor();
    await page.getByText(/Rates refresh in \d+s/).waitFor();
    expect((await seriousAccessibilityFindings(page)).filter((finding) => finding.id === 'region')).toEqual([]);
  });

  it('speaks the language of the page', async () => {
    const page = await browser.page(viewports.phone);
    await page.goto(`${checkout.url}/#/index?language=zh-HK`);
    await page
      .getByRole('note')
      .filter({ hasText: /^沙盒測試模式（卡付款.*出款）：不會扣款或發送任何資產 · 價格：沙盒參考匯率，並非市場價格$/ })
      .waitFor();
  });
});
