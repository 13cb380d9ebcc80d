import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityFindings } from './axe';
import { hasChromium, launchBrowser, screenshot, skipReason, viewports, type Browser } from './browser';
import { buyWith, untilPaymentApplied } from './buySteps';
import { startCheckout, type Checkout } from './checkout';

if (!hasChromium) console.warn(skipReason);

describe.skipIf(!hasChromium)('wallet payments in a real browser', () => {
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

  it('buys with Apple Pay: the wallet sheet shows who is paid and how much, its card pays, to a completed order', async () => {
    const page = await browser.page(viewports.phone);
    await buyWith(page, checkout, '100', 'Apple Pay');
    await page.waitForURL(/#\/applePay/);
    await page.getByRole('button', { name: 'Confirm payment' }).click();

    const sheet = page.getByRole('dialog', { name: 'Apple Pay' });
    await sheet.getByText('Pay Gangway').waitFor();
    expect(await sheet.locator('.wallet-sheet__total strong').innerText()).toBe('100.00 USD');
    // The sandbox's cards come from GET /index/environment: the sheet shows a spinner until they do.
    await sheet.getByRole('radio').first().waitFor({ state: 'attached' });
    expect(await sheet.getByRole('radio').count()).toBeGreaterThan(1);
    // The sheet keeps the focus while it is open (native modal dialog).
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    await sheet.getByRole('button', { name: 'Pay with Apple Pay' }).click();
    await sheet.getByText('Invalid first name!').waitFor();
    await sheet.getByText('Invalid last name!').waitFor();
    await sheet.getByText(/^Visa •••• 4242/).click();
    await sheet.getByRole('textbox', { name: 'First name' }).fill('Ana');
    await sheet.getByRole('textbox', { name: 'Last name' }).fill('Silva');
    await screenshot(page, 'buy-apple-pay-sheet-phone');
    expect(await seriousAccessibilityFindings(page)).toEqual([]);
    await sheet.getByRole('button', { name: 'Pay with Apple Pay' }).click();

    await page.waitForURL(/#\/paymentResult/);
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    await page.getByText('Completed').waitFor({ timeout: 30000 });
    expect((await page.locator('dd.mono a').innerText()).length).toBeGreaterThan(20);
    await screenshot(page, 'buy-apple-pay-success-phone');
  });

  it('goes back to the pay button when the wallet sheet is dismissed, and the order stays payable', async () => {
    const page = await browser.page(viewports.pc);
    await buyWith(page, checkout, '100', 'Google Pay');
    await page.waitForURL(/#\/googlePay/);
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    const sheet = page.getByRole('dialog', { name: 'Google Pay' });
    await sheet.getByText('Pay Gangway').waitFor();
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await sheet.getByText('Pay Gangway').waitFor();
  });

  it('pays by Binance Pay on the gateway page, marked paid in the sandbox, to a successful payment', async () => {
    const page = await browser.page(viewports.phone);
    await buyWith(page, checkout, '100', 'Binance Pay');
    await page.waitForURL(/#\/binancePay/);
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await page.getByRole('link', { name: 'Pay now' }).waitFor();
    await screenshot(page, 'buy-binance-pay-phone');
    expect(await seriousAccessibilityFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Mark as paid (sandbox)' }).click();
    await page.getByText('The sandbox payment was recorded.').waitFor();
    await untilPaymentApplied(page, checkout);
    await page.getByRole('button', { name: 'I have completed the payment' }).click();
    await page.waitForURL(/#\/paymentResult/);
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
  });
});
