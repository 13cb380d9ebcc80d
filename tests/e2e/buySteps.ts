import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { logInThroughUi, signedCall, submitIdentityByApi, type Origin } from './checkout';

let sequence = 0;
export const newBuyer = () => `buyer${Date.now()}${sequence++}@example.com`;

/** A valid Tron address (the default buy network of the catalogue is USDT on Tron). */
export const tronAddress = 'TV8BnHfooNjh8ptaBRzEE4r4wbC8aZH3JZ';

export interface NewBuy {
  /** The fiat chosen on home; left out, home's default (USD) stays. */
  fiat?: string;
  amount: string;
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
    await page.getByRole('button', { name: /^Select currency/ }).first().click();
    const overlay = page.getByRole('dialog', { name: 'Select currency' });
    await overlay.getByRole('searchbox').fill(buy.fiat);
    await overlay.getByRole('button', { name: new RegExp(`^${buy.fiat}`) }).first().click();
  }
  await page.getByRole('textbox', { name: 'You pay' }).fill(buy.amount);
  await page.getByText(/Rates refresh in \d+s/).waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/#\/emailCode/);
  await logInThroughUi(page, checkout, newBuyer());
  // Signed in, the buy goes on to where the user was going, with no second Continue on home.
  await page.waitForURL(/#\/receivingMode/);
  await buy.beforeWallet?.();
  await page.getByRole('textbox', { name: 'Wallet address' }).fill(tronAddress);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/#\/paymentMethod/);
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
 * (/brazilPay), before Confirm payment. PIX needs an approved Brazilian identity (spec §6); the KYC
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

/**
 * Waits until the server has applied the payment the sandbox scheme reported (a signed event to its
 * intake, applied by the settlement's apply job): the payment result of the page's order is decided.
 */
export async function untilPaymentApplied(page: Page, checkout: Origin): Promise<void> {
  const orderNo = new URLSearchParams(page.url().split('?')[1] ?? '').get('orderNo') ?? '';
  const result = async () => ((await signedCall(checkout, page, 'GET', `/pay/result/check?orderNo=${encodeURIComponent(orderNo)}`)) as { data: { result: string } }).data.result;
  await expect.poll(result, { timeout: 15_000 }).toBe('success');
}
