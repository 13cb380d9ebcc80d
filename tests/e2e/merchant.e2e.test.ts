import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signMerchantLink } from '../../src/shared/merchantLink/signing';
import type { HostMessage } from '../../src/ui/merchant/hostMessages';
import merchants from '../../config/merchants.json';
import { seriousAccessibilityFindings } from './axe';
import { hasChromium, launchBrowser, screenshot, viewports, skipReason, type Browser } from './browser';
import { latestCode, startCheckout, type Checkout } from './checkout';

if (!hasChromium) console.warn(skipReason);

const merchant = merchants.merchants.find((candidate) => candidate.appId === 'sandbox-demo');
if (!merchant) throw new Error('config/merchants.json has no sandbox-demo merchant');
/** One of the sandbox merchant's allowed origins: the example host page pretends to live there. */
const hostOrigin = 'http://localhost:5173';
const fixedAddress = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
/** docs/sandbox.md: a paid order to this Tron address ends failed to send crypto (code 11). */
const undeliverableAddress = 'T9yD14Nj9j7xAB4dbGeiX9h8unkLV6KZEN';

/** A link as a merchant's server signs it (docs/embedding.md), with the sandbox secret. */
function signedLink(params: Record<string, string>): string {
  const link = { ...params, timestamp: String(Date.now()) };
  return new URLSearchParams({ ...link, signature: signMerchantLink(link, merchant?.sandboxSecret ?? '') }).toString();
}

/** The example host page (examples/host-page), served as if from the merchant's own origin. */
async function serveHostPage(page: Page): Promise<void> {
  await page.route(`${hostOrigin}/**`, async (route) => {
    const file = new URL(route.request().url()).pathname.endsWith('.js') ? 'host.js' : 'index.html';
    await route.fulfill({
      body: readFileSync(join(process.cwd(), 'examples', 'host-page', file), 'utf8'),
      contentType: file.endsWith('.js') ? 'text/javascript' : 'text/html',
    });
  });
}

const hostMessages = (page: Page) => page.evaluate(() => (window as unknown as { gangwayMessages: HostMessage[] }).gangwayMessages);
const messageTypes = async (page: Page) => (await hostMessages(page)).map((message) => message.type);

/** The appid header of every API call the page made, by path. */
function apiCalls(page: Page): { path: string; appid: string | undefined }[] {
  const calls: { path: string; appid: string | undefined }[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push({ path: url.pathname, appid: request.headers().appid });
  });
  return calls;
}

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

  it('runs a link the example host page signed, with a fixed address, and talks to it by postMessage', async () => {
    const page = await browser.page(viewports.pc);
    await serveHostPage(page);
    const checkoutRequests: string[] = [];
    page.on('request', (request) => checkoutRequests.push(request.url()));
    const calls = apiCalls(page);
    // host.js adds timestamp and signature itself, with the sandbox secret (docs/embedding.md).
    const hostQuery = new URLSearchParams({ checkout: checkout.url, crypto: 'USDT', network: 'TRX', address: fixedAddress });
    await page.goto(`${hostOrigin}/index.html?${hostQuery.toString()}`);

    const frame = page.frameLocator('iframe#checkout');
    // Product §2 table mode: one fixed tab, no tab strip; product §6: this merchant hides the menu bar.
    await frame.getByRole('heading', { name: 'Buy Crypto' }).waitFor();
    expect(await frame.getByRole('tablist').count()).toBe(0);
    expect(await frame.getByRole('button', { name: 'Menu' }).count()).toBe(0);
    await expect.poll(() => messageTypes(page)).toContain('ready');
    expect((await hostMessages(page))[0]).toEqual({
      source: 'gangway',
      version: 1,
      type: 'ready',
      payload: { appId: merchant.appId, merchantType: merchant.mode },
    });
    await expect.poll(async () => (await messageTypes(page)).includes('resize')).toBe(true);
    // The fixed crypto and network are locked, and say who set them, so the user knows why they cannot change them.
    expect(await frame.getByRole('button', { name: 'Select crypto: USDT' }).getAttribute('aria-disabled')).toBe('true');
    expect(await frame.getByRole('button', { name: 'Network Tron (TRC20)' }).getAttribute('aria-disabled')).toBe('true');
    await frame.getByText('Gangway Demo Shop set the locked values of this order; they cannot be changed here.').waitFor();
    await screenshot(page, 'merchant-host-page-pc');

    // The fixed address skips the receiving step (product §4 Buy start step 3).
    const email = `merchant${Date.now()}@example.com`;
    await frame.getByRole('textbox', { name: 'You pay' }).fill('100');
    await frame.getByText(/Rates refresh in \d+s/).waitFor();
    await frame.getByRole('button', { name: 'Continue' }).click();
    await frame.getByRole('textbox', { name: /e-mail/i }).fill(email);
    await frame.getByRole('checkbox').check();
    await frame.getByRole('button', { name: 'Send code' }).click();
    await frame.getByRole('textbox', { name: 'Verification code' }).fill(await codeFor(checkout, email));
    await frame.getByRole('button', { name: 'Log in' }).click();
    // The buy goes on after the login, no second Continue on home; the docking stays through the login
    // round-trip and its re-dock (the link's timestamp is not tested again).
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
    const orderMessages = async () => (await hostMessages(page)).filter((m) => m.type.startsWith('order'));
    await expect.poll(async () => (await orderMessages()).map((m) => m.type)).toEqual(['orderCreated', 'orderCompleted']);
    const [created, completed] = await orderMessages();
    const orderNo = created?.type === 'orderCreated' ? created.payload.orderNo : '';
    expect(orderNo).toMatch(/\S/);
    expect(created?.payload).toEqual({ orderNo, side: 'buy' });
    expect(completed?.payload).toEqual({ orderNo, side: 'buy' });
    // The session docked the link (again after the login), so the order is the merchant's: its server confirms it.
    const query = { appId: merchant.appId, orderNo, timestamp: String(Date.now()) };
    const confirmation = await fetch(
      `${checkout.url}/api/merchant/order?${new URLSearchParams({ ...query, signature: signMerchantLink(query, merchant.sandboxSecret) }).toString()}`,
    );
    expect(await confirmation.json()).toMatchObject({
      returnCode: '0000',
      data: { orderNo, status: 'completed', crypto: 'USDT', network: 'TRX', address: fixedAddress },
    });

    // The frame is told the content height as it falls as well as rises (the login page is shorter than home), or the host keeps a blank gap.
    const heights = (await hostMessages(page)).flatMap((m) => (m.type === 'resize' ? [m.payload.height] : []));
    expect(heights.some((height, index) => index > 0 && height < (heights[index - 1] ?? 0))).toBe(true);

    // Product §6 onOrderCompletionBtnVisible: back to the merchant sends close; the example host removes the iframe.
    await frame.getByRole('button', { name: 'Back to merchant' }).click();
    await expect.poll(async () => (await hostMessages(page)).at(-1)).toEqual({ source: 'gangway', version: 1, type: 'close', payload: { orderNo } });
    await page.locator('iframe#checkout').waitFor({ state: 'detached' });

    // Every call after the check carried the merchant's app id; the check itself went without it. The
    // sandbox marker's question may leave while the check is in flight: it is the same for everyone.
    const check = calls.findIndex((call) => call.path === '/api/merchant/params/check');
    expect(calls[check]?.appid).toBeUndefined();
    const merchantCalls = calls.slice(check + 1).filter((call) => call.path !== '/api/index/environment');
    expect(merchantCalls.filter((call) => call.appid !== merchant.appId)).toEqual([]);
    // Product §6: this merchant shuts the customer-service widget down: never rendered, never loaded.
    expect(checkoutRequests.filter((url) => url.includes('CustomerServiceWidget'))).toEqual([]);
  });

  it('finishes the check and says ready when the link opens a sign-in route for a visitor', async () => {
    const page = await browser.page(viewports.phone);
    await serveHostPage(page);
    await page.goto(`${hostOrigin}/index.html?${new URLSearchParams({ checkout: checkout.url, route: 'tradeHistory' }).toString()}`);
    const frame = page.frameLocator('iframe#checkout');
    await frame.getByRole('textbox', { name: /e-mail/i }).waitFor();
    await expect.poll(() => messageTypes(page)).toContain('ready');
  });

  it('runs a refused link as a plain checkout with a notice, and never sends its app id', async () => {
    const page = await browser.page(viewports.phone);
    const calls = apiCalls(page);
    await page.goto(`${checkout.url}/#/index?appId=nope-merchant&showTable=1`);
    await page.getByText("This link can't be used. Go back to the merchant and open the checkout again from there.").waitFor();
    await page.getByText('Unauthorized access').waitFor();
    // Table mode is the link's, so it is off: the tab strip shows.
    await page.getByRole('tablist').waitFor();
    await page.getByText(/Rates refresh in \d+s/).waitFor();
    // The customer-service widget of a plain visit: it shows once the refusal has undocked the page.
    await page.getByRole('button', { name: 'Help' }).waitFor();
    expect(await page.getByRole('button', { name: 'Help' }).count()).toBe(1);
    expect(calls.filter((call) => call.appid !== undefined)).toEqual([]);
    await screenshot(page, 'merchant-refused-link-phone');
  });

  it('keeps a signed merchant session through a reload, pre-fills its e-mail, and shows only the failure of a paid order whose crypto was not sent', async () => {
    const page = await browser.page(viewports.phone);
    const calls = apiCalls(page);
    const email = `linked${Date.now()}@example.com`;
    const link = signedLink({
      appId: merchant.appId,
      showTable: 'true',
      amount: '100',
      fiat: 'USD',
      crypto: 'USDT',
      network: 'TRX',
      address: undeliverableAddress,
      email,
    });
    await page.goto(`${checkout.url}/#/index?${link}`);
    const amount = page.getByRole('textbox', { name: 'You pay' });
    await page.getByText('The amount is set by the merchant.').waitFor();
    expect(await amount.inputValue()).toBe('100');
    expect(await amount.getAttribute('readonly')).not.toBeNull();

    // A reload on a page without the link docks the session's accepted link again: the merchant's terms hold for the whole session.
    await page.evaluate(() => {
      window.location.hash = '#/index';
    });
    await page.reload();
    await page.getByText('The amount is set by the merchant.').waitFor();
    expect(await page.getByRole('tablist').count()).toBe(0);
    await page.getByText(/Rates refresh in \d+s/).waitFor();
    expect(calls.filter((call) => call.path.includes('/trade/quote')).at(-1)?.appid).toBe(merchant.appId);

    // The signed e-mail pre-fills the login: the merchant vouched for it.
    await page.getByRole('button', { name: 'Continue' }).click();
    const emailBox = page.getByRole('textbox', { name: /e-mail/i });
    await expect.poll(() => emailBox.inputValue()).toBe(email);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('textbox', { name: 'Verification code' }).fill(await codeFor(checkout, email));
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('All cards').click();
    await page.getByText(/Rates refresh in \d+s/).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('textbox', { name: 'First name' }).fill('Ana');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Silva');
    await page.getByRole('textbox', { name: 'Card number' }).fill('4242424242424242');
    await page.getByRole('textbox', { name: 'Expiry date' }).fill('1239');
    await page.getByRole('textbox', { name: 'CVV' }).fill('123');
    await page.getByRole('button', { name: 'Confirm payment' }).click();

    // Paid, crypto not sent: the failure alone, no 'Payment successful – we are sending', which would contradict it.
    await page.getByRole('heading', { name: 'Failed to send crypto' }).waitFor({ timeout: 30000 });
    expect(await page.getByText('Payment successful').count()).toBe(0);
    expect(await page.getByText(/We are sending/).count()).toBe(0);
    await screenshot(page, 'merchant-failed-to-send-phone');
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
