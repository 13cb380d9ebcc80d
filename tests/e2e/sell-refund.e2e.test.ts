import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityFindings } from './axe';
import { hasChromium, launchBrowser, screenshot, skipReason, viewports, type Browser } from './browser';
import type { Page } from 'playwright-core';
import { signedCall, startCheckout, type Checkout } from './checkout';
import { depositAndConfirm, fieldMessage, openSellForm, orderNoOf } from './sellSteps';

if (!hasChromium) console.warn(skipReason);

/** docs/sandbox.md: an account number of twelve zeros makes the payout bank reject the transfer. */
const rejectedAccount = '000000000000';
const refundAddress = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

describe.skipIf(!hasChromium)('a bank rejection in a real browser', () => {
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

  /** A Brazilian sell order paid out to `accountNumber`, deposited and confirmed; its order number. */
  async function sellToBrazil(page: Page, accountNumber: string): Promise<string> {
    await openSellForm(page, checkout, { fiat: 'BRL', country: 'BR', crypto: 'USDT', network: 'TRX', cryptoAmount: '50' });
    await fillBrazilianAccount(page, accountNumber);
    await page.getByRole('button', { name: 'Continue' }).click();
    const orderNo = await orderNoOf(page);
    await depositAndConfirm(page, checkout, orderNo);
    return orderNo;
  }

  async function fillBrazilianAccount(page: Page, accountNumber: string): Promise<void> {
    await page.getByLabel('Account holder name').fill('João Silva');
    await page.getByLabel('CPF').fill('529.982.247-25');
    await page.getByLabel(/^Bank code/).fill('001');
    await page.getByLabel(/^Branch code/).fill('0001');
    await page.getByLabel(/^Account number/).fill(accountNumber);
    await page.getByLabel(/^Bank account type/).selectOption('CHECKING');
  }

  it('saves the corrected bank info after a rejection and pays the order out to it, to completed', async () => {
    const page = await browser.page(viewports.pc);
    const orderNo = await sellToBrazil(page, rejectedAccount);
    await page.getByRole('heading', { name: 'Bank transfer rejected' }).waitFor({ timeout: 20000 });
    await page.getByRole('button', { name: 'Update bank info' }).click();
    // The correction starts from the rejected account; the masked CPF and account number are typed again.
    await expect.poll(() => page.getByLabel('Account holder name').inputValue()).toBe('João Silva');
    expect(await page.getByLabel(/^Bank code/).inputValue()).toBe('001');
    expect(await page.getByLabel(/^Bank account type/).inputValue()).toBe('CHECKING');
    expect(await page.getByLabel(/^Account number/).inputValue()).toBe('');
    expect(await page.getByText('Saved as 0000********. For your security it is not shown in full: please type it again.').isVisible()).toBe(true);
    await page.getByLabel('CPF').fill('529.982.247-25');
    await page.getByLabel(/^Account number/).fill('12345678');
    await screenshot(page, 'sell-update-bank-info-pc');
    expect(await seriousAccessibilityFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Pay out to this account' }).click();

    // The order leaves the rejected state: in transfer to the corrected account, then completed.
    await page.getByRole('heading', { name: 'Bank transfer rejected' }).waitFor({ state: 'detached' });
    await page.locator('.sell-steps__item--done', { hasText: 'Completed' }).waitFor({ timeout: 20000 });
    const { data: order } = (await signedCall(checkout, page, 'GET', `/trade/query/sell/order/details?orderNo=${orderNo}`)) as {
      data: { status: string; userAccountId: string; recipientAccount: { account: Record<string, string> } };
    };
    expect(order.status).toBe('completed');
    // Masked as the first four characters plus stars (spec §9): the corrected number, saved as the user's account.
    expect(order.recipientAccount.account.accountNumber).toBe('1234****');
    const { data: accounts } = (await signedCall(checkout, page, 'GET', '/user/card/account/list?alpha2=BR')) as {
      data: { userAccountId: string; account: Record<string, string> }[];
    };
    expect(accounts.find((account) => account.userAccountId === order.userAccountId)?.account.accountNumber).toBe('1234****');
  });

  it('turns a rejected payout into a USDT refund on Tron, then shows it in the history and its details', async () => {
    const page = await browser.page(viewports.phone);
    const orderNo = await sellToBrazil(page, rejectedAccount);

    await page.getByRole('heading', { name: 'Bank transfer rejected' }).waitFor({ timeout: 20000 });
    await screenshot(page, 'sell-bank-rejected-phone');
    expect(await seriousAccessibilityFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Request USDT refund' }).click();
    await page.waitForURL(/#\/refundRequest/);
    await page.getByLabel('Tron (TRC20) USDT address').fill('T123');
    await page.getByRole('button', { name: 'Submit refund request' }).click();
    expect(await fieldMessage(page, 'Tron (TRC20) USDT address')).toBe('Invalid address.');
    await screenshot(page, 'sell-refund-request-phone');
    await page.getByLabel('Tron (TRC20) USDT address').fill(refundAddress);
    await page.getByRole('button', { name: 'Submit refund request' }).click();
    await page.getByText('Your refund request has been submitted.').waitFor();
    await page.waitForURL(/#\/sellOrder/);
    await page.getByText('Refunded').first().waitFor({ timeout: 20000 });

    await page.goto(`${checkout.url}/#/tradeHistory`);
    await page.getByRole('tab', { name: 'Sell' }).click();
    await page.getByRole('button', { name: /50 USDT/ }).first().waitFor();
    await screenshot(page, 'history-sell-phone');
    expect(await seriousAccessibilityFindings(page)).toEqual([]);
    await page.getByRole('button', { name: /50 USDT/ }).first().click();
    await page.waitForURL(/#\/tradeHistory-details\?orderNo=/);
    await page.getByText(orderNo).waitFor();
    // The recipient account is named by its holder and masked account number, not by its first fields.
    await page.getByText('João Silva · 0000********').waitFor();
    const txLink = page.getByRole('link', { name: /View on block explorer/ });
    expect(await txLink.getAttribute('href')).toMatch(/^https:\/\/tronscan\.org\/#\/transaction\/[0-9a-f]{64}$/);
    await screenshot(page, 'history-sell-details-phone');

    await page.getByRole('button', { name: 'Refund' }).click();
    await page.waitForURL(/#\/Refund\?orderNo=/);
    await page.getByText(refundAddress).waitFor();
    // The order names its refund's network, so the refund TxID links to the Tron explorer.
    expect(await page.getByRole('link', { name: /View on block explorer/ }).getAttribute('href')).toMatch(/^https:\/\/tronscan\.org\/#\/transaction\/[0-9a-f]{64}$/);
    // Exactly the 50 USDT sent, with its unit.
    await page.getByText('50 USDT', { exact: true }).waitFor();
    await screenshot(page, 'history-refund-phone');

    // An order number that names no order: said so, with the way back, instead of loading forever.
    await page.goto(`${checkout.url}/#/sellOrder?orderNo=S0000000000000000`);
    await page.getByRole('heading', { name: 'Order not found' }).waitFor();
    await page.getByRole('button', { name: 'Back to transactions' }).click();
    await page.waitForURL(/#\/tradeHistory$/);
  });
});
