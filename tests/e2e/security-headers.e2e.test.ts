import { createServer, type Server } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import merchantsJson from '../../config/merchants.json';
import type { MerchantsConfig } from '../../src/shared/generated/merchants.schema';
import { hasChromium, launchBrowser, skipReason, viewports, type Browser } from './browser';
import { buyWith, toPixPage } from './buySteps';
import { startCheckout, type Checkout } from './checkout';
import { fieldMessage, openSellForm, orderNoOf } from './sellSteps';

if (!hasChromium) console.warn(skipReason);

/** A page on an origin of its own (a second local server, another port) that frames the checkout. */
async function startHostPage(): Promise<{ origin: string; close(): Promise<void>; set(checkoutUrl: string): void }> {
  let checkoutUrl = '';
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>Host</title><iframe id="checkout" title="Checkout" src="${checkoutUrl}/#/index" width="400" height="700"></iframe>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the host page did not bind a TCP port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    set: (url) => void (checkoutUrl = url),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/**
 * Every Content-Security-Policy violation the page reports, from its first script on: the
 * `securitypolicyviolation` events and Chromium's console lines about the policy.
 */
async function watchViolations(page: Page): Promise<() => Promise<(Violation | string)[]>> {
  const consoleLines: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) consoleLines.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { cspViolations: Violation[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample }),
    );
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations)), ...consoleLines];
}

describe.skipIf(!hasChromium)('the checkout under its security headers', () => {
  let checkout: Checkout;
  let browser: Browser;
  let merchantPage: Awaited<ReturnType<typeof startHostPage>>;
  let strangerPage: Awaited<ReturnType<typeof startHostPage>>;

  beforeAll(async () => {
    merchantPage = await startHostPage();
    strangerPage = await startHostPage();
    // The demo merchant embeds the checkout from the first host page's origin, and only from there.
    const config = merchantsJson as MerchantsConfig;
    const merchants = config.merchants.map((merchant) =>
      merchant.appId === 'sandbox-demo' ? { ...merchant, embedOrigins: [merchantPage.origin] } : { ...merchant, embedOrigins: [] },
    );
    checkout = await startCheckout({ config: { merchants: { ...config, merchants } } });
    merchantPage.set(checkout.url);
    strangerPage.set(checkout.url);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await checkout?.close();
    await merchantPage?.close();
    await strangerPage?.close();
  });

  it('serves the home screen with its policy, and the home screen runs under it with zero violations', async () => {
    const page = await browser.page(viewports.pc);
    const violations = await watchViolations(page);
    const response = await page.goto(`${checkout.url}/#/index`);
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' blob:; font-src 'self'; connect-src 'self'; object-src 'none'; " +
        `base-uri 'self'; form-action 'self'; frame-ancestors 'self' ${merchantPage.origin}`,
    );
    expect(headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' });
    expect(headers['permissions-policy']).toMatch(/^camera=\(self\), payment=\(self\), /);
    await page.getByRole('textbox', { name: 'You pay' }).fill('150');
    await page.getByText(/Rates refresh in \d+s/).waitFor();
    await page
      .getByRole('button', { name: /^Select currency/ })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Select currency' }).getByRole('searchbox').fill('EUR');
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Sell' }).click();
    await page.getByText(/Rates refresh in \d+s/).waitFor();
    expect(await violations()).toEqual([]);
    // The watch sees a violation when there is one: a style element added at run time is refused.
    await page.evaluate(() => document.head.append(Object.assign(document.createElement('style'), { textContent: 'body { color: red; }' })));
    await expect.poll(async () => (await violations()).some((found) => typeof found !== 'string' && found.directive === 'style-src-elem')).toBe(true);
  });

  it('pays by card under the policy with zero violations', async () => {
    const page = await browser.page(viewports.phone);
    const violations = await watchViolations(page);
    await buyWith(page, checkout, '100', 'All cards');
    await page.waitForURL(/#\/creditCardConfig/);
    await page.getByRole('textbox', { name: 'First name' }).fill('Ana');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Silva');
    await page.getByRole('textbox', { name: 'Card number' }).fill('4242424242424242');
    await page.getByRole('textbox', { name: 'Expiry date' }).fill('1239');
    await page.getByRole('textbox', { name: 'CVV' }).fill('123');
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await page.waitForURL(/#\/paymentResult/);
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    expect(await violations()).toEqual([]);
  });

  it('shows the PIX QR and copy code under the policy with zero violations', async () => {
    const page = await browser.page(viewports.phone);
    const violations = await watchViolations(page);
    await toPixPage(page, checkout);
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await page.getByRole('img', { name: 'Scan to pay' }).locator('svg').waitFor();
    expect(await page.locator('code.payload').innerText()).toMatch(/^000201/);
    expect(await violations()).toEqual([]);
  });

  it('checks the sell form with its precompiled validator under the policy, with zero violations', async () => {
    const page = await browser.page(viewports.phone);
    const violations = await watchViolations(page);
    await openSellForm(page, checkout, { fiat: 'BRL', country: 'BR', crypto: 'USDT', network: 'TRX', cryptoAmount: '50' });
    await page.getByLabel('Account holder name').fill('João Silva');
    await page.getByLabel('CPF').fill('529.982.247-26');
    await page.getByRole('button', { name: 'Continue' }).click();
    expect(await fieldMessage(page, 'CPF')).toBe('Invalid CPF!');
    expect(await fieldMessage(page, /^PIX key/)).toBe('Enter a PIX key, or the bank code, branch, account number and account type.');
    await page.getByLabel('CPF').fill('529.982.247-25');
    await page.getByLabel(/^PIX key/).fill('joao@example.com.br');
    await page.getByRole('button', { name: 'Continue' }).click();
    await orderNoOf(page);
    await page.getByText(/Order expires in \d\d:\d\d/).waitFor();
    expect(await violations()).toEqual([]);
  });

  it('refuses to show inside a page of another origin', async () => {
    const page = await browser.page(viewports.pc);
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('frame-ancestors')) refusals.push(message.text());
    });
    await page.goto(strangerPage.origin);
    await expect.poll(() => refusals.length, { timeout: 10000 }).toBeGreaterThan(0);
    expect(refusals[0]?.trim()).toBe(
      `Framing '${checkout.url}/' violates the following Content Security Policy directive: "frame-ancestors 'self' ${merchantPage.origin}". The request has been blocked.`,
    );
    await expect.poll(() => page.frames().length).toBe(2);
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    expect(await framed?.locator('#root').count()).toBe(0);
  });

  it('shows inside the page of a merchant that lists its origin in embedOrigins', async () => {
    const page = await browser.page(viewports.pc);
    await page.goto(merchantPage.origin);
    const frame = page.frameLocator('iframe#checkout');
    await frame.getByText(/Rates refresh in \d+s/).waitFor();
    expect(await frame.getByRole('button', { name: 'Continue' }).isVisible()).toBe(true);
  });
});
