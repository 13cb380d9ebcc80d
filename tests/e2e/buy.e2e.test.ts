import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityFindings } from './axe';
import { hasChromium, launchBrowser, screenshot, skipReason, viewports, type Browser } from './browser';
import { choosePhotos, fillIdentityForm, payByCard, startBuyAsNewUser, toPixPage, tronAddress, untilPaymentApplied } from './buySteps';
import { startCheckout, type Checkout } from './checkout';

if (!hasChromium) console.warn(skipReason);

/** docs/sandbox.md test cards. */
const approvedCard = '4242424242424242';
const insufficientFundsCard = '4000000000400202';
const challengeCard = '4000000000003220';

describe.skipIf(!hasChromium)('buying in a real browser', () => {
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

  it('buys with a test card through to a completed order with its TxID', async () => {
    const page = await browser.page(viewports.phone);
    await payByCard(page, checkout, approvedCard);
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    await page.getByText('Completed').waitFor({ timeout: 30000 });
    // Completed: the crypto was sent, no longer "We are sending".
    await page.getByText(/^We sent [\d.]+ USDT to your wallet\.$/).waitFor();
    expect(await page.getByText(/We are sending/).count()).toBe(0);
    const txId = await page.locator('dd.mono a').innerText();
    expect(txId.length).toBeGreaterThan(20);
    await screenshot(page, 'buy-card-success-phone');
    expect(await seriousAccessibilityFindings(page)).toEqual([]);
  });

  it("takes the 3-D Secure card through the processor's challenge page and back to a successful payment", async () => {
    const page = await browser.page(viewports.phone);
    await startBuyAsNewUser(page, checkout, { amount: '100' });
    await page.getByText('All cards').click();
    await page.getByText(/Rates refresh in \d+s/).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/#\/creditCardConfig/);
    await page.getByRole('textbox', { name: 'First name' }).fill('Ana');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Silva');
    await page.getByRole('textbox', { name: 'Card number' }).fill(challengeCard);
    await page.getByRole('textbox', { name: 'Expiry date' }).fill('1239');
    await page.getByRole('textbox', { name: 'CVV' }).fill('123');
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await page.waitForURL(/\/api\/sandbox\/card\/challenge\//);
    await page.getByRole('heading', { name: '3-D Secure check' }).waitFor();
    await screenshot(page, 'buy-card-3ds-challenge-phone');
    await page.getByRole('button', { name: 'Complete' }).click();
    await page.waitForURL(/#\/paymentResult/);
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor({ timeout: 20000 });
  });

  it('shows the declined card its §8 message and the failure choices', async () => {
    const page = await browser.page(viewports.pc);
    await payByCard(page, checkout, insufficientFundsCard);
    await page.getByRole('heading', { name: 'Payment failed' }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Insufficient funds on the card.' }).count()).toBe(1);
    for (const choice of ['Change card', 'Edit card information', 'Change payment method']) {
      expect(await page.getByRole('button', { name: choice }).isVisible()).toBe(true);
    }
    await screenshot(page, 'buy-card-declined-pc');
    expect(await seriousAccessibilityFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Change card' }).click();
    await page.waitForURL(/#\/creditCardConfig/);
    // Bad input: each field gets its own message and nothing typed is lost (product §5).
    await page.getByRole('textbox', { name: 'Card number' }).fill('4242424242424241');
    await page.getByRole('textbox', { name: 'CVV' }).fill('1');
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await page.getByText('Invalid card number!').waitFor();
    await page.getByText('Please enter a valid CVV.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Card number' }).inputValue()).toBe('4242 4242 4242 4241');
    await screenshot(page, 'card-form-errors-pc');
  });

  it('pays by PIX with the QR and copy code, marked paid in the sandbox, to a successful payment', async () => {
    const page = await browser.page(viewports.phone);
    await toPixPage(page, checkout);
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await page.getByRole('img', { name: 'Scan to pay' }).waitFor();
    const code = await page.locator('code.payload').innerText();
    expect(code).toMatch(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/);
    await page.getByRole('button', { name: 'Copy payment code' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await page.locator('code.payload').scrollIntoViewIfNeeded();
    await screenshot(page, 'buy-pix-qr-phone', { view: true });
    expect(await seriousAccessibilityFindings(page)).toEqual([]);
    // The order summary shows where the crypto goes, to check before paying.
    await page.locator('.order-summary').getByText(tronAddress).waitFor();
    // Not paid yet: the order-status tips open; Escape gives focus back to the button, not to <body>.
    const completed = page.getByRole('button', { name: 'I have completed the payment' });
    await completed.click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await expect.poll(() => completed.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.getByRole('button', { name: 'Mark as paid (sandbox)' }).click();
    await page.getByText('The sandbox payment was recorded.').waitFor();
    await untilPaymentApplied(page, checkout);
    await page.getByRole('button', { name: 'I have completed the payment' }).click();
    await page.waitForURL(/#\/paymentResult/);
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
  });

  it('sends an order above the verification threshold to verification: a resubmission starts from what was sent, a rejection says why, what may still be paid and where to get help', async () => {
    const page = await browser.page(viewports.phone);
    await startBuyAsNewUser(page, checkout, { amount: '1500' });
    await page.getByText('All cards').click();
    await page.getByText(/Rates refresh in \d+s/).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/#\/kycVerify/);
    await screenshot(page, 'buy-kyc-required-phone');
    await page.getByRole('button', { name: 'Start verification' }).click();
    await page.waitForURL(/#\/idProof/);
    await fillIdentityForm(page, 'Resubmit');
    await choosePhotos(page, 2);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/#\/kycStatus/);
    await page.getByRole('button', { name: 'Resubmit documents' }).click({ timeout: 30000 });
    await page.getByRole('button', { name: 'Start verification' }).click();
    await page.waitForURL(/#\/idProof/);

    // The details sent are kept; the masked ID number is typed again, and the photos the review asked for.
    await page.getByText('We kept the details you sent: check them, and upload new photos, as the review asked for new documents.').waitFor();
    expect(await page.getByLabel('First name', { exact: true }).inputValue()).toBe('Ana');
    expect(await page.getByLabel('Last name', { exact: true }).inputValue()).toBe('Resubmit');
    expect(await page.getByLabel('City', { exact: true }).inputValue()).toBe('San Jose');
    expect(await page.getByLabel('ID type', { exact: true }).inputValue()).toBe('PASSPORT');
    expect(await page.getByLabel('ID number', { exact: true }).inputValue()).toBe('');
    await page.getByText('Sent as X123****. For your security it is not shown in full: please type it again.').waitFor();
    await screenshot(page, 'kyc-resubmission-prefilled-phone');
    expect(await seriousAccessibilityFindings(page)).toEqual([]);
    await page.getByLabel('Last name', { exact: true }).fill('Rejected');
    await page.getByLabel('ID number', { exact: true }).fill('X1234567');
    await choosePhotos(page, 2);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/#\/kycStatus/);

    // Rejected: every reason, the smaller orders that go on, where to get help; no login, which could not help.
    await page.getByRole('heading', { name: 'Verification rejected' }).waitFor({ timeout: 30000 });
    for (const reason of ['Please submit your own ID.', "The name on your ID must match the cardholder's name.", 'Using more than one ID is not allowed.'])
      await page.getByText(reason).waitFor();
    await page.getByText('You can still place smaller orders, up to 1,000.00 USD.').waitFor();
    expect(await page.getByRole('link', { name: 'support@gangway.dev' }).getAttribute('href')).toBe('mailto:support@gangway.dev');
    expect(await page.getByText(/log in/i).count()).toBe(0);
    await screenshot(page, 'kyc-rejected-phone');
    expect(await seriousAccessibilityFindings(page)).toEqual([]);
  });
});
