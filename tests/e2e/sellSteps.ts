import type { Page } from 'playwright-core';
import { logInThroughUi, type Checkout, type Origin } from './checkout';

let sequence = 0;
export const newSeller = () => `seller${Date.now()}${sequence++}@example.com`;

/** Product §4 sell deep link (source 3): a visitor logs in and lands on the payout form, pre-filled. */
export async function openSellForm(
  page: Page,
  checkout: Origin,
  link: { fiat: string; country: string; crypto: string; network: string; cryptoAmount: string },
): Promise<void> {
  const query = new URLSearchParams({ source: '3', ...link });
  await page.goto(`${checkout.url}/#/sell-formUserInfo?${query.toString()}`);
  await page.waitForURL(/#\/emailCode/);
  await logInThroughUi(page, checkout, newSeller());
  await page.waitForURL(/#\/sell-formUserInfo/);
  await page.getByText(/Rates refresh in \d+s/).waitFor();
}

/** The message tied to a field (aria-describedby), as a screen reader would announce it. */
export async function fieldMessage(page: Page, label: string | RegExp): Promise<string> {
  const field = page.getByLabel(label).first();
  const describedBy = await field.getAttribute('aria-describedby');
  if (!describedBy) return '';
  return (await page.locator(`[id="${describedBy.split(' ').pop() ?? ''}"]`).textContent()) ?? '';
}

/** The order number of the sell order page in the address bar. */
export async function orderNoOf(page: Page): Promise<string> {
  await page.waitForURL(/#\/sellOrder\?orderNo=/);
  const orderNo = new URLSearchParams(page.url().split('?')[1] ?? '').get('orderNo');
  if (!orderNo) throw new Error('no orderNo in the sell order URL');
  return orderNo;
}

/** docs/sandbox.md: the chain sees the user's transfer. */
export async function sandboxDeposit(checkout: Checkout, orderNo: string): Promise<void> {
  const response = await fetch(`${checkout.url}/api/sandbox/sell/${orderNo}/deposit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  if (!response.ok) throw new Error(`sandbox deposit failed: ${response.status} ${await response.text()}`);
}

/** Deposit, wait for 'confirm order', confirm on the sell-confirm screen, back on the order page. */
export async function depositAndConfirm(page: Page, checkout: Checkout, orderNo: string): Promise<void> {
  await sandboxDeposit(checkout, orderNo);
  await page.getByRole('button', { name: 'Confirm order' }).click({ timeout: 20000 });
  await page.waitForURL(/#\/sellConfirm/);
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await page.waitForURL(/#\/sellOrder/);
}
