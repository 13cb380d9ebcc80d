import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { hasChromium, launchBrowser, skipReason, viewports, type Browser } from './browser';
import { newBuyer, tronAddress } from './buySteps';
import { latestCode, startCheckout, type Checkout } from './checkout';

if (!hasChromium) console.warn(skipReason);

/** Whether `locator` holds the focus, polled: the page renders after its chunk and data arrive. */
async function expectFocused(locator: Locator): Promise<void> {
  await expect.poll(() => locator.evaluate((element) => element === document.activeElement), { timeout: 10_000 }).toBe(true);
}

/** What the route announcer says (its live region), polled. */
async function expectAnnounced(page: Page, title: string): Promise<void> {
  await expect.poll(() => page.locator('[data-route-announcer]').textContent()).toBe(title);
}

/** After a route change a keyboard or screen-reader user starts on the new page's first field or its heading, and hears the page named. */
describe.skipIf(!hasChromium)('focus after a route change in a real browser', () => {
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

  it('lands on the verification code field, the wallet address field and the payment result heading, announcing each page', async () => {
    const page = await browser.page(viewports.phone);
    await page.goto(`${checkout.url}/#/index`);
    await page.getByRole('textbox', { name: 'You pay' }).fill('100');
    await page.getByText(/Rates refresh in \d+s/).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/#\/emailCode/);
    const email = newBuyer();
    await page.getByRole('textbox', { name: /e-mail/i }).fill(email);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Send code' }).click();

    await page.waitForURL(/#\/verifyCode/);
    const code = page.getByRole('textbox', { name: 'Verification code' });
    await expectFocused(code);
    await expectAnnounced(page, 'Verification code');
    // Typed where the focus landed: no click needed to start.
    await page.keyboard.type(await latestCode(checkout, email));
    await page.getByRole('button', { name: 'Log in' }).click();

    await page.waitForURL(/#\/receivingMode/);
    const wallet = page.getByRole('textbox', { name: 'Wallet address' });
    await expectFocused(wallet);
    await expectAnnounced(page, 'Receiving wallet');
    await page.keyboard.type(tronAddress);
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL(/#\/paymentMethod/);
    await expectFocused(page.getByRole('heading', { level: 1, name: 'Payment method' }));
    await page.getByText('All cards').click();
    await page.getByText(/Rates refresh in \d+s/).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/#\/creditCardConfig/);
    await page.getByRole('textbox', { name: 'First name' }).fill('Ana');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Silva');
    await page.getByRole('textbox', { name: 'Card number' }).fill('4242424242424242');
    await page.getByRole('textbox', { name: 'Expiry date' }).fill('1239');
    await page.getByRole('textbox', { name: 'CVV' }).fill('123');
    await page.getByRole('button', { name: 'Confirm payment' }).click();

    await page.waitForURL(/#\/paymentResult/);
    await expectAnnounced(page, 'Payment result');
    // The result's panel is replaced as the order's status arrives: focus follows to the new heading, not to the body.
    await expectFocused(page.getByRole('heading', { level: 1, name: 'Payment successful' }));
  });
});
