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
    // The account is shown by its last four characters, as a card is.
    expect(await page.getByText('Saved as ********0000. For your security it is not shown in full: please type it again.').isVisible()).toBe(true);
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
    // Masked to its last four characters: the corrected number, saved as the user's account.
    expect(order.recipientAccount.account.accountNumber).toBe('****5678');
    const { data: accounts } = (await signedCall(checkout, page, 'GET', '/user/card/account/list?alpha2=BR')) as {
      data: { userAccountId: string; account: Record<string, string> }[];
    };
    expect(accounts.find((account) => account.userAccountId === order.userAccountId)?.account.accountNumber).toBe('****5678');
  });

  it("offers both ways forward in a failed sell's details, turns the rejected payout into a USDT refund on Tron, and shows the refund, not a payout, on the order, in its details and on the rejected account", async () => {
    const page = await browser.page(viewports.phone);
    const orderNo = await sellToBrazil(page, rejectedAccount);

    await page.getByRole('heading', { name: 'Bank transfer rejected' }).waitFor({ timeout: 20000 });
    await screenshot(page, 'sell-bank-rejected-phone');
    expect(await seriousAccessibilityFindings(page)).toEqual([]);
    // The failed sell's details give its reason and both ways forward, not only "Failed".
    await page.getByRole('button', { name: 'View details' }).click();
    await page.waitForURL(/#\/tradeHistory-details\?orderNo=/);
    const failure = page.getByRole('region', { name: 'Failed' });
    await failure.getByText('The bank rejected the fiat transfer.').waitFor();
    expect(await failure.getByRole('button', { name: 'Update bank info' }).isVisible()).toBe(true);
    await screenshot(page, 'history-sell-failed-phone');
    expect(await seriousAccessibilityFindings(page)).toEqual([]);
    await failure.getByRole('button', { name: 'Request USDT refund' }).click();
    await page.waitForURL(/#\/refundRequest/);
    await page.getByRole('button', { name: 'Submit refund request' }).click();
    expect(await fieldMessage(page, 'Tron (TRC20) USDT address')).toBe('Please enter the Tron address for your refund.');
    await page.getByLabel('Tron (TRC20) USDT address').fill('T123');
    await page.getByRole('button', { name: 'Submit refund request' }).click();
    expect(await fieldMessage(page, 'Tron (TRC20) USDT address')).toBe('Invalid address.');
    await screenshot(page, 'sell-refund-request-phone');
    await page.getByLabel('Tron (TRC20) USDT address').fill(refundAddress);
    await page.getByRole('button', { name: 'Submit refund request' }).click();
    await page.getByText('Your refund request has been submitted.').waitFor();
    await page.waitForURL(/#\/sellOrder/);
    await page.getByText('Refunded').first().waitFor({ timeout: 20000 });

    // The order screen: the crypto refunded, where to and its transaction on the Tron explorer; no payout.
    const refundTx = /^https:\/\/tronscan\.org\/#\/transaction\/[0-9a-f]{64}$/;
    await page.getByText('Crypto refunded').waitFor();
    await page.getByText('50 USDT', { exact: true }).last().waitFor();
    await page.getByText(refundAddress).waitFor();
    expect(await page.getByRole('link', { name: /View on block explorer/ }).getAttribute('href')).toMatch(refundTx);
    expect(await page.getByText('You receive').count()).toBe(0);
    await screenshot(page, 'sell-refunded-phone');
    expect(await seriousAccessibilityFindings(page)).toEqual([]);

    await page.goto(`${checkout.url}/#/tradeHistory`);
    await page.getByRole('tab', { name: 'Sell' }).click();
    await page
      .getByRole('button', { name: /50 USDT/ })
      .first()
      .waitFor();
    await screenshot(page, 'history-sell-phone');
    expect(await seriousAccessibilityFindings(page)).toEqual([]);
    await page
      .getByRole('button', { name: /50 USDT/ })
      .first()
      .click();
    await page.waitForURL(/#\/tradeHistory-details\?orderNo=/);
    await page.getByText(orderNo).waitFor();
    // The recipient account by its holder and last four, marked as the one the bank rejected.
    await page.getByText('João Silva · ********0000').waitFor();
    await page.getByText(/^Payout rejected on /).waitFor();
    // The refund in place of a payout: no final total, and our deposit address is named as such.
    expect(await page.getByText('Final total').count()).toBe(0);
    await page.getByText('Crypto refunded').waitFor();
    await page.getByText('Refund address').waitFor();
    await page.getByText('Deposit address').waitFor();
    const refundTxLink = page.locator('.history-details__row', { hasText: 'Refund TxID' }).getByRole('link', { name: /View on block explorer/ });
    expect(await refundTxLink.getAttribute('href')).toMatch(refundTx);
    await screenshot(page, 'history-sell-details-phone');
    expect(await seriousAccessibilityFindings(page)).toEqual([]);

    await page.getByRole('button', { name: 'View refund' }).click();
    await page.waitForURL(/#\/Refund\?orderNo=/);
    await page.getByText(refundAddress).waitFor();
    // The order names its refund's network, so the refund TxID links to the Tron explorer.
    expect(await page.getByRole('link', { name: /View on block explorer/ }).getAttribute('href')).toMatch(refundTx);
    // Exactly the 50 USDT sent, with its unit.
    await page.getByText('50 USDT', { exact: true }).waitFor();
    await screenshot(page, 'history-refund-phone');

    // The next sale to Brazil lists the rejected account by its last four, marked, and does not start on it.
    await page.goto(
      `${checkout.url}/#/sell-formUserInfo?${new URLSearchParams({ source: '3', fiat: 'BRL', country: 'BR', crypto: 'USDT', network: 'TRX', cryptoAmount: '50' }).toString()}`,
    );
    const saved = page.getByRole('group', { name: 'Saved accounts' });
    const rejectedRow = saved.getByRole('radio', { name: /João Silva · \*{8}0000\s*Payout rejected on / });
    await rejectedRow.waitFor();
    expect(await rejectedRow.isChecked()).toBe(false);
    expect(await saved.getByRole('radio', { name: 'Add bank account' }).isChecked()).toBe(true);
    await screenshot(page, 'sell-saved-account-rejected-phone');
    expect(await seriousAccessibilityFindings(page)).toEqual([]);

    // An order number that names no order: said so, with the way back, instead of loading forever.
    await page.goto(`${checkout.url}/#/sellOrder?orderNo=S0000000000000000`);
    await page.getByRole('heading', { name: 'Order not found' }).waitFor();
    await page.getByRole('button', { name: 'Back to transactions' }).click();
    await page.waitForURL(/#\/tradeHistory$/);
  });
});
