import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Frame, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverConfigFromEnv } from '../../src/server/config';
import type { HostMessage } from '../../src/ui/merchant/hostMessages';
import { hasChromium, launchBrowser, screenshot, skipReason, viewports, type Browser } from './browser';
import { newBuyer, tronAddress } from './buySteps';
import { latestCode, startCheckout, type Checkout } from './checkout';

if (!hasChromium) console.warn(skipReason);

/** examples/host-page served as it is, by a second server: the merchant's page on an origin of its own. */
async function serveHostPage(): Promise<{ origin: string; close(): Promise<void> }> {
  const dir = join(process.cwd(), 'examples', 'host-page');
  const server: Server = createServer((request, response) => {
    const file = new URL(request.url ?? '/', 'http://host').pathname.endsWith('host.js') ? 'host.js' : 'index.html';
    response.setHeader('content-type', file.endsWith('.js') ? 'text/javascript' : 'text/html');
    response.end(readFileSync(join(dir, file)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const hostMessages = (page: Page) => page.evaluate(() => (window as unknown as { gangwayMessages: HostMessage[] }).gangwayMessages);
const messagesOf = async <T extends HostMessage['type']>(page: Page, type: T) =>
  (await hostMessages(page)).filter((message): message is Extract<HostMessage, { type: T }> => message.type === type);

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

/** In the framed checkout: 100 USD, a new buyer's e-mail login, the wallet address, then the method list. */
async function toMethodList(frame: FrameLocator, checkout: Checkout): Promise<void> {
  await frame.getByRole('textbox', { name: 'You pay' }).fill('100');
  await frame.getByText(/Rates refresh in \d+s/).waitFor();
  await frame.getByRole('button', { name: 'Continue' }).click();
  const email = newBuyer();
  await frame.getByRole('textbox', { name: /e-mail/i }).fill(email);
  await frame.getByRole('checkbox').check();
  await frame.getByRole('button', { name: 'Send code' }).click();
  await frame.getByRole('textbox', { name: 'Verification code' }).fill(await codeFor(checkout, email));
  await frame.getByRole('button', { name: 'Log in' }).click();
  // Signed in, the buy goes on to the wallet address with one Continue.
  await frame.getByRole('textbox', { name: 'Wallet address' }).fill(tronAddress);
  await frame.getByRole('button', { name: 'Continue' }).click();
  await frame.getByRole('heading', { name: 'Payment method' }).waitFor();
}

function checkoutFrame(page: Page): Frame {
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  if (!frame) throw new Error('the host page has no checkout frame');
  return frame;
}

describe.skipIf(!hasChromium)('a merchant page framing the checkout, with and without allow="camera; payment"', () => {
  let checkout: Checkout;
  let host: Awaited<ReturnType<typeof serveHostPage>>;
  let browser: Browser;
  const hostUrl = (query: Record<string, string>) => `${host.origin}/index.html?${new URLSearchParams({ checkout: checkout.url, ...query }).toString()}`;

  beforeAll(async () => {
    host = await serveHostPage();
    // The host page's origin is one of the sandbox merchant's, as a real merchant lists its own.
    const config = serverConfigFromEnv();
    const merchants = config.merchants.merchants.map((merchant) => ({
      ...merchant,
      redirectOrigins: [...merchant.redirectOrigins, host.origin],
      embedOrigins: [...(merchant.embedOrigins ?? []), host.origin],
    }));
    checkout = await startCheckout({ config: { merchants: { ...config.merchants, merchants } } });
    browser = await launchBrowser({ extraArgs: ['--disable-features=LocalNetworkAccessChecks'] });
  });

  afterAll(async () => {
    await browser?.close();
    await checkout?.close();
    await host?.close();
  });

  it('tells the host what its frame is missing: nothing with allow="camera; payment", the camera and payment without', async () => {
    const allowing = await browser.page(viewports.pc);
    await allowing.goto(hostUrl({}));
    await expect.poll(async () => (await messagesOf(allowing, 'embed.capabilities')).length, { timeout: 15000 }).toBe(1);
    expect((await messagesOf(allowing, 'embed.capabilities'))[0]?.payload).toEqual({ framed: true, webview: null, missing: [], unknown: ['popups'] });
    expect((await hostMessages(allowing)).map((message) => message.type).slice(0, 2)).toEqual(['ready', 'embed.capabilities']);

    const bare = await browser.page(viewports.pc);
    await bare.goto(hostUrl({ frame: 'bare' }));
    await expect.poll(async () => (await messagesOf(bare, 'embed.capabilities')).length, { timeout: 15000 }).toBe(1);
    expect((await messagesOf(bare, 'embed.capabilities'))[0]?.payload).toEqual({
      framed: true,
      webview: null,
      missing: ['camera', 'payment'],
      unknown: ['popups'],
    });
    await screenshot(bare, 'embed-bare-frame-pc');
  });

  it('tells the host and the console why it refuses a link, and the user to go back to the merchant', async () => {
    const page = await browser.page(viewports.pc);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(hostUrl({ sign: '0', network: 'TRX', address: tronAddress }));
    await expect
      .poll(async () => (await messagesOf(page, 'link.refused')).map((message) => message.payload), { timeout: 15000 })
      .toEqual([{ appId: 'sandbox-demo', reason: 'unsigned_field', field: 'address' }]);
    const frame = page.frameLocator('iframe#checkout');
    await frame.getByText("This link can't be used. Go back to the merchant and open the checkout again from there.").waitFor();
    await frame.getByText('address: must be signed, and the link has no signature').waitFor();
    expect(warnings).toContainEqual(expect.stringContaining('Gangway: the merchant link was refused: unsigned_field (address).'));
    expect(JSON.stringify(await hostMessages(page))).not.toContain('sandbox-demo-secret');
  });

  it('offers Apple Pay inside a frame that allows payment', async () => {
    const page = await browser.page(viewports.pc);
    await page.goto(hostUrl({}));
    const frame = page.frameLocator('iframe#checkout');
    await toMethodList(frame, checkout);
    expect(await frame.getByText('Opens in a new tab').count()).toBe(0);
    await frame.getByText('Apple Pay', { exact: true }).click();
    await frame.getByText(/Rates refresh in \d+s/).waitFor();
    await frame.getByRole('button', { name: 'Continue' }).click();
    await frame.getByRole('button', { name: 'Confirm payment' }).waitFor();
    expect(await frame.getByRole('button', { name: 'Continue in a new tab' }).count()).toBe(0);
  });

  it('pays Apple Pay from a frame without the payment permission in a new tab, on the same order, and the host hears it complete', async () => {
    const page = await browser.page(viewports.pc);
    await page.goto(hostUrl({ frame: 'bare' }));
    const frame = page.frameLocator('iframe#checkout');
    await toMethodList(frame, checkout);
    // Not offered in the frame as such: the row says it continues in a new tab.
    await frame.getByText('Opens in a new tab').first().waitFor();
    await frame.getByText('Apple Pay', { exact: true }).click();
    await frame.getByText(/Rates refresh in \d+s/).waitFor();
    await frame.getByRole('button', { name: 'Continue' }).click();
    await frame.getByText("Apple Pay can't open inside this page. Continue in a new tab to pay this order; this page follows the payment.").waitFor();
    expect(await frame.getByRole('button', { name: 'Confirm payment' }).count()).toBe(0);
    const orderNo = new URL(checkoutFrame(page).url()).hash.match(/orderNo=([^&]+)/)?.[1] ?? '';
    expect(orderNo).toMatch(/\S/);
    await expect
      .poll(async () => (await messagesOf(page, 'orderCreated')).map((message) => message.payload), { timeout: 15000 })
      .toEqual([{ orderNo, side: 'buy' }]);
    await screenshot(page, 'embed-continue-in-new-tab-pc');

    const opened = page.context().waitForEvent('page');
    await frame.getByRole('button', { name: 'Continue in a new tab' }).click();
    const tab = await opened;
    // The new tab opens the same step of the same order, signed in without an e-mail login.
    await tab.waitForURL(new RegExp(`#/applePay\\?orderNo=${orderNo}`));
    const confirm = tab.getByRole('button', { name: 'Confirm payment' });
    await confirm.waitFor();
    expect(tab.url()).not.toContain('token=');
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await confirm.click();
    const sheet = tab.getByRole('dialog', { name: 'Apple Pay' });
    await sheet.getByText(/^Visa •••• 4242/).click();
    await sheet.getByRole('textbox', { name: 'First name' }).fill('Ana');
    await sheet.getByRole('textbox', { name: 'Last name' }).fill('Silva');
    await sheet.getByRole('button', { name: 'Pay with Apple Pay' }).click();
    await tab.getByRole('heading', { name: 'Payment successful' }).waitFor();
    expect(tab.url()).toContain(`orderNo=${orderNo}`);

    // The frame follows the order, shows its result and tells the host as usual: one order, completed.
    await frame.getByRole('heading', { name: 'Payment successful' }).waitFor({ timeout: 30000 });
    await expect
      .poll(
        async () =>
          (await hostMessages(page))
            .filter((message) => message.type.startsWith('order'))
            .map((message) => [message.type, (message.payload as { orderNo: string }).orderNo]),
        { timeout: 30000 },
      )
      .toEqual([
        ['orderCreated', orderNo],
        ['orderCompleted', orderNo],
      ]);
    // The new tab opened, so the host heard again that popups work.
    expect((await messagesOf(page, 'embed.capabilities')).at(-1)?.payload).toMatchObject({ missing: ['camera', 'payment'], unknown: [] });
  });
});
