import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signMerchantLink } from '../../src/server/services/merchantLinks';
import type { HostMessage } from '../../src/ui/merchant/hostMessages';
import merchants from '../../config/merchants.json';
import { seriousAccessibilityFindings } from './axe';
import { hasChromium, launchBrowser, screenshot, skipReason, viewports, type Browser } from './browser';
import { latestCode, startCheckout, type Checkout } from './checkout';

if (!hasChromium) console.warn(skipReason);

const merchant = merchants.merchants[0];
if (!merchant) throw new Error('config/merchants.json has no sandbox merchant');
/** One of the sandbox merchant's allowed origins: the example host page pretends to live there. */
const hostOrigin = 'http://localhost:5173';
const fixedAddress = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

describe.skipIf(!hasChromium)('a merchant embedding the checkout', () => {
  let checkout: Checkout;
  let browser: Browser;

  beforeAll(async () => {
    checkout = await startCheckout();
    // The host page is served by page.route, which Chromium's local-network-access check counts as a
    // public page framing a local server; a real merchant page on its own origin does not need this.
    browser = await launchBrowser({ extraArgs: ['--disable-features=LocalNetworkAccessChecks'] });
  });

  afterAll(async () => {
    await browser?.close();
    await checkout?.close();
  });

  it('runs a signed table-mode link with a fixed address in the example host page and talks to it by postMessage', async () => {
    const page = await browser.page(viewports.pc);
    // The example host page (examples/host-page), served as if from the merchant's own origin.
    await page.route(`${hostOrigin}/**`, async (route) => {
      const file = new URL(route.request().url()).pathname.endsWith('.js') ? 'host.js' : 'index.html';
      await route.fulfill({
        body: readFileSync(join(process.cwd(), 'examples', 'host-page', file), 'utf8'),
        contentType: file.endsWith('.js') ? 'text/javascript' : 'text/html',
      });
    });
    const link: Record<string, string> = {
      appId: merchant.appId, showTable: '1', type: 'buy', redirectUrl: `${hostOrigin}/index.html`,
      crypto: 'USDT', network: 'TRX', address: fixedAddress, timestamp: String(Date.now()),
    };
    const signature = signMerchantLink(link, merchant.sandboxSecret);
    const hostQuery = new URLSearchParams({ checkout: checkout.url, crypto: 'USDT', network: 'TRX', address: fixedAddress, timestamp: link.timestamp ?? '', signature });
    const checkoutRequests: string[] = [];
    page.on('request', (request) => checkoutRequests.push(request.url()));
    const hostMessages = () => page.evaluate(() => (window as unknown as { gangwayMessages: HostMessage[] }).gangwayMessages);
    await page.goto(`${hostOrigin}/index.html?${hostQuery.toString()}`);

    const frame = page.frameLocator('iframe#checkout');
    // Spec §2 table mode: one fixed tab, no tab strip; spec §6: this merchant hides the menu bar.
    await frame.getByRole('heading', { name: 'Buy Crypto' }).waitFor();
    expect(await frame.getByRole('tablist').count()).toBe(0);
    expect(await frame.getByRole('button', { name: 'Menu' }).count()).toBe(0);
    await expect.poll(() => page.evaluate(() => (window as unknown as { gangwayMessages: { type: string }[] }).gangwayMessages.map((m) => m.type))).toContain('ready');
    const ready = await page.evaluate(() => (window as unknown as { gangwayMessages: unknown[] }).gangwayMessages[0]);
    expect(ready).toEqual({ source: 'gangway', version: 1, type: 'ready', payload: { appId: merchant.appId, merchantType: merchant.mode } });
    await expect.poll(() => page.evaluate(() => (window as unknown as { gangwayMessages: { type: string }[] }).gangwayMessages.some((m) => m.type === 'resize'))).toBe(true);
    await screenshot(page, 'merchant-host-page-pc');

    // The fixed address skips the receiving step (spec §4 Buy start step 3).
    const email = `merchant${Date.now()}@example.com`;
    await frame.getByRole('textbox', { name: 'You pay' }).fill('100');
    await frame.getByText(/Rates refresh in \d+s/).waitFor();
    await frame.getByRole('button', { name: 'Continue' }).click();
    await frame.getByRole('textbox', { name: /e-mail/i }).fill(email);
    await frame.getByRole('checkbox').check();
    await frame.getByRole('button', { name: 'Send code' }).click();
    await frame.getByRole('textbox', { name: 'Verification code' }).fill(await codeFor(checkout, email));
    await frame.getByRole('button', { name: 'Log in' }).click();
    await frame.getByRole('textbox', { name: 'You pay' }).waitFor();
    // Table mode outlives the login round-trip, whose return to home carries no link query.
    await frame.getByRole('heading', { name: 'Buy Crypto' }).waitFor();
    expect(await frame.getByRole('tablist').count()).toBe(0);
    const dialog = frame.getByRole('dialog', { name: 'Important updates' });
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'I understand' }).click();
    await frame.getByText(/Rates refresh in \d+s/).waitFor();
    await frame.getByRole('button', { name: 'Continue' }).click();
    await frame.getByRole('heading', { name: 'Payment method' }).waitFor();
    expect(await seriousAccessibilityFindings(page)).toEqual([]);

    // A card payment through to completion: the host hears the order created and completed.
    await frame.getByText('All cards').click();
    await frame.getByText(/Rates refresh in \d+s/).waitFor();
    await frame.getByRole('button', { name: 'Continue' }).click();
    await frame.getByRole('textbox', { name: 'First name' }).fill('Ana');
    await frame.getByRole('textbox', { name: 'Last name' }).fill('Silva');
    await frame.getByRole('textbox', { name: 'Card number' }).fill('4242424242424242');
    await frame.getByRole('textbox', { name: 'Expiry date' }).fill('1239');
    await frame.getByRole('textbox', { name: 'CVV' }).fill('123');
    await frame.getByRole('button', { name: 'Confirm payment' }).click();
    await frame.getByText('Completed').waitFor({ timeout: 30000 });
    const orderMessages = async () => (await hostMessages()).filter((m) => m.type.startsWith('order'));
    await expect.poll(async () => (await orderMessages()).map((m) => m.type)).toEqual(['orderCreated', 'orderCompleted']);
    const [created, completed] = await orderMessages();
    const orderNo = created?.type === 'orderCreated' ? created.payload.orderNo : '';
    expect(orderNo).toMatch(/\S/);
    expect(created?.payload).toEqual({ orderNo, side: 'buy' });
    expect(completed?.payload).toEqual({ orderNo, side: 'buy' });

    // Spec §6 onOrderCompletionBtnVisible: back to the merchant sends close; the example host removes the iframe.
    await frame.getByRole('button', { name: 'Back to merchant' }).click();
    await expect.poll(async () => (await hostMessages()).at(-1)).toEqual({ source: 'gangway', version: 1, type: 'close', payload: { orderNo } });
    await page.locator('iframe#checkout').waitFor({ state: 'detached' });

    // Spec §6: this merchant shuts the customer-service widget down: never rendered, never loaded.
    expect(checkoutRequests.filter((url) => url.includes('CustomerServiceWidget'))).toEqual([]);
  });

  it('leaves the customer-service widget out of a merchant page that turns it off', async () => {
    const page = await browser.page(viewports.phone);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`${checkout.url}/#/index?appId=${merchant.appId}&showTable=1`);
    await page.getByRole('heading', { name: 'Buy Crypto' }).waitFor();
    await page.getByText(/Rates refresh in \d+s/).waitFor();
    expect(await page.getByRole('button', { name: 'Help' }).count()).toBe(0);
    expect(requests.filter((url) => url.includes('CustomerServiceWidget'))).toEqual([]);
  });
});

/** The code may take a moment to reach the outbox. */
async function codeFor(checkout: Checkout, email: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    try {
      return await latestCode(checkout, email);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return latestCode(checkout, email);
}
