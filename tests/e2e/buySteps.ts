import type { Page } from 'playwright-core';
import { logInThroughUi, type Origin } from './checkout';

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
