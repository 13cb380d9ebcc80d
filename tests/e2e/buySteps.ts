import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { constants } from '../../src/shared/config/constants';
import { logInThroughUi, signedCall, submitIdentityByApi, type Origin } from './checkout';

let sequence = 0;
export const newBuyer = () => `buyer${Date.now()}${sequence++}@example.com`;

/** A valid Tron address (the default buy network of the catalogue is USDT on Tron). */
export const tronAddress = 'TV8BnHfooNjh8ptaBRzEE4r4wbC8aZH3JZ';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface NewBuy {
  /** The fiat chosen on home; left out, home's default (USD) stays. */
  fiat?: string;
  amount: string;
  /** The network picked on home, by its name in config/networks.json; left out, the crypto's default (Tron for USDT) stays. */
  network?: string;
  /** The receiving wallet; left out, a Tron address. */
  address?: string;
  /** What a test arranges once the new user is signed in, before the receiving wallet is given (an approved identity). */
  beforeWallet?: () => Promise<void>;
}

/**
 * Home (with `fiat` chosen) → `amount` → Continue → login as a new user, after which the buy goes
 * on by itself → receiving wallet → Continue: the payment-method list.
 */
export async function startBuyAsNewUser(page: Page, checkout: Origin, buy: NewBuy): Promise<void> {
  await page.goto(`${checkout.url}/#/index`);
  if (buy.fiat !== undefined) {
    await page
      .getByRole('button', { name: /^Select currency/ })
      .first()
      .click();
    const overlay = page.getByRole('dialog', { name: 'Select currency' });
    await overlay.getByRole('searchbox').fill(buy.fiat);
    await overlay
      .getByRole('button', { name: new RegExp(`^${buy.fiat}`) })
      .first()
      .click();
  }
  if (buy.network !== undefined) {
    await page
      .getByRole('button', { name: /^Network / })
      .first()
      .click();
    await page
      .getByRole('dialog', { name: 'Select network' })
      .getByRole('button', { name: new RegExp(`^${escapeRegExp(buy.network)}`) })
      .click();
  }
  await page.getByRole('textbox', { name: 'You pay' }).fill(buy.amount);
  await page.getByText(/Rates refresh in \d+s/).waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/#\/emailCode/);
  await logInThroughUi(page, checkout, newBuyer());
  // Signed in, the buy goes on to where the user was going, with no second Continue on home.
  await page.waitForURL(/#\/receivingMode/);
  await buy.beforeWallet?.();
  await page.getByRole('textbox', { name: 'Wallet address' }).fill(buy.address ?? tronAddress);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/#\/paymentMethod/);
}

/**
 * A new user's buy (USD, the home default) paid with `cardNumber` (a docs/sandbox.md test card) by
 * All cards → the card form → Confirm payment: the payment result page.
 */
export async function payByCard(page: Page, checkout: Origin, cardNumber: string, buy: NewBuy = { amount: '100' }): Promise<void> {
  await startBuyAsNewUser(page, checkout, buy);
  await page.getByText('All cards').click();
  await page.getByText(/Rates refresh in \d+s/).waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/#\/creditCardConfig/);
  await page.getByRole('textbox', { name: 'First name' }).fill('Ana');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Silva');
  await page.getByRole('textbox', { name: 'Card number' }).fill(cardNumber);
  await page.getByRole('textbox', { name: 'Expiry date' }).fill('1239');
  await page.getByRole('textbox', { name: 'CVV' }).fill('123');
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await page.waitForURL(/#\/paymentResult/);
}

/** A new user's buy in USD (the home default) with `methodName` chosen → Continue: the method's payment page. */
export async function buyWith(page: Page, checkout: Origin, amount: string, methodName: string): Promise<void> {
  await startBuyAsNewUser(page, checkout, { amount });
  await page.getByText(methodName, { exact: true }).click();
  await page.getByText(/Rates refresh in \d+s/).waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * A new buyer's buy of 200 BRL with an approved Brazilian identity → PIX → Continue: the PIX page
 * (/brazilPay), before Confirm payment. PIX needs an approved Brazilian identity (product §6); the KYC
 * screens are another area's, so it is arranged by API and the steps go on once the sandbox's
 * review has approved it.
 */
export async function toPixPage(page: Page, checkout: Origin): Promise<void> {
  const approvedIdentity = async () => {
    await submitIdentityByApi(checkout, page, { firstName: 'Ana', lastName: 'Approved', nationality: 'BR' });
    const reviewed = async () => ((await signedCall(checkout, page, 'POST', '/kyc/getKycResult')) as { data: { kycStatus: string } }).data.kycStatus;
    await expect.poll(reviewed, { timeout: 15_000 }).toBe('succeeded');
  };
  await startBuyAsNewUser(page, checkout, { fiat: 'BRL', amount: '200', beforeWallet: approvedIdentity });
  await page.getByText('PIX', { exact: true }).click();
  await page.getByText(/Rates refresh in \d+s/).waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/#\/brazilPay/);
}

/** The legend-trading identity form (/idProof) of a US resident, with the sandbox outcome chosen by `lastName` (docs/sandbox.md). */
export async function fillIdentityForm(page: Page, lastName: string): Promise<void> {
  for (const [label, value] of [
    ['First name', 'Ana'],
    ['Last name', lastName],
    ['Date of birth', '1990-04-02'],
    ['State/Province', 'CA'],
    ['City', 'San Jose'],
    ['Address', '1 Main St'],
    ['ZIP/Postal code', '95113'],
    ['ID number', 'X1234567'],
  ] as const) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByLabel('Country', { exact: true }).selectOption('US');
  await page.getByLabel('ID type', { exact: true }).selectOption('PASSPORT');
}

/** A JPEG just over the photo minimum (product §5) in each of the form's first `count` photo fields. */
export async function choosePhotos(page: Page, count: number): Promise<void> {
  const photo = Buffer.alloc(constants.photoMinBytes + 1);
  photo.set([0xff, 0xd8, 0xff, 0xe0]);
  const files = page.locator('input[type=file]');
  for (let index = 0; index < count; index += 1) await files.nth(index).setInputFiles({ name: `photo${index}.jpg`, mimeType: 'image/jpeg', buffer: photo });
}

/**
 * Waits until the server has applied the payment the sandbox scheme reported (a signed event to its
 * intake, applied by the settlement's apply job): the payment result of the page's order is decided.
 */
export async function untilPaymentApplied(page: Page, checkout: Origin): Promise<void> {
  const orderNo = new URLSearchParams(page.url().split('?')[1] ?? '').get('orderNo') ?? '';
  const result = async () =>
    ((await signedCall(checkout, page, 'GET', `/pay/result/check?orderNo=${encodeURIComponent(orderNo)}`)) as { data: { result: string } }).data.result;
  await expect.poll(result, { timeout: 15_000 }).toBe('success');
}
