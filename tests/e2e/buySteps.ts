import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { logInThroughUi, signedCall, submitIdentityByApi, type Origin } from './checkout';

let sequence = 0;
export const newBuyer = () => `buyer${Date.now()}${sequence++}@example.com`;

/** A valid Tron address (the default buy network of the catalogue is USDT on Tron). */
export const tronAddress = 'TV8BnHfooNjh8ptaBRzEE4r4wbC8aZH3JZ';

/**
 * Home → Continue → login as a new user → receiving wallet → the payment-method list
 * with `methodName` chosen → Continue: the method's payment page (USD, the home default).
 */
export async function buyWith(page: Page, checkout: Origin, amount: string, methodName: string): Promise<void> {
  await page.goto(`${checkout.url}/#/index`);
  await page.getByRole('textbox', { name: 'You pay' }).fill(amount);
  await page.getByText(/Rates refresh in \d+s/).waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/#\/emailCode/);
  await logInThroughUi(page, checkout, newBuyer());
  // The buy goes on after the login, with no second Continue on home.
  await page.waitForURL(/#\/receivingMode/);
  await page.getByRole('textbox', { name: 'Wallet address' }).fill(tronAddress);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/#\/paymentMethod/);
  await page.getByText(methodName, { exact: true }).click();
  await page.getByText(/Rates refresh in \d+s/).waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * Home in BRL for 200 → Continue → login as a new buyer → an approved Brazilian identity → receiving
 * wallet → PIX → Continue: the PIX page (/brazilPay), before Confirm payment. PIX needs an approved
 * Brazilian identity (spec §6); the KYC screens are another area's, so it is arranged by API and the
 * steps go on once the sandbox's review has approved it.
 */
export async function toPixPage(page: Page, checkout: Origin): Promise<void> {
  await page.goto(`${checkout.url}/#/index`);
  await page.getByRole('button', { name: /^Select currency/ }).first().click();
  const overlay = page.getByRole('dialog', { name: 'Select currency' });
  await overlay.getByRole('searchbox').fill('BRL');
  await overlay.getByRole('button', { name: /^BRL/ }).first().click();
  await page.getByRole('textbox', { name: 'You pay' }).fill('200');
  await page.getByText(/Rates refresh in \d+s/).waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/#\/emailCode/);
  await logInThroughUi(page, checkout, newBuyer());
  // Signed in, the buy goes on to where the user was going.
  await page.waitForURL(/#\/receivingMode/);
  await submitIdentityByApi(checkout, page, { firstName: 'Ana', lastName: 'Approved', nationality: 'BR' });
  const reviewed = async () => ((await signedCall(checkout, page, 'POST', '/kyc/getKycResult')) as { data: { kycStatus: string } }).data.kycStatus;
  await expect.poll(reviewed, { timeout: 15_000 }).toBe('succeeded');
  await page.getByRole('textbox', { name: 'Wallet address' }).fill(tronAddress);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/#\/paymentMethod/);
  await page.getByText('PIX', { exact: true }).click();
  await page.getByText(/Rates refresh in \d+s/).waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/#\/brazilPay/);
}
