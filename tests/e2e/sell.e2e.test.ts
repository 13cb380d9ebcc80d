import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityFindings } from './axe';
import { hasChromium, launchBrowser, screenshot, skipReason, viewports, type Browser } from './browser';
import { startCheckout, type Checkout } from './checkout';
import { depositAndConfirm, fieldMessage, openSellForm, orderNoOf } from './sellSteps';

if (!hasChromium) console.warn(skipReason);

describe.skipIf(!hasChromium)('selling in a real browser', () => {
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

  it('sells USDT to a Brazilian PIX account: wrong fields first, then through to completed', async () => {
    const page = await browser.page(viewports.phone);
    await openSellForm(page, checkout, { fiat: 'BRL', country: 'BR', crypto: 'USDT', network: 'TRX', cryptoAmount: '50' });

    await page.getByLabel('Account holder name').fill('J0ão');
    await page.getByLabel('CPF').fill('529.982.247-26');
    await page.getByRole('button', { name: 'Continue' }).click();
    expect(await fieldMessage(page, 'Account holder name')).toBe('Invalid account holder name!');
    expect(await fieldMessage(page, 'CPF')).toBe('Invalid CPF!');
    // Product §5 cross-field rule, shown at the first field it names.
    expect(await fieldMessage(page, /^PIX key/)).toBe('Enter a PIX key, or the bank code, branch, account number and account type.');
    // Nothing typed is lost.
    expect(await page.getByLabel('Account holder name').inputValue()).toBe('J0ão');
    expect(await page.getByLabel('CPF').inputValue()).toBe('529.982.247-26');
    await screenshot(page, 'sell-form-errors-phone');
    expect(await seriousAccessibilityFindings(page)).toEqual([]);

    await page.getByLabel('Account holder name').fill('João Silva');
    await page.getByLabel('CPF').fill('529.982.247-25');
    await page.getByLabel(/^PIX key/).fill('joao@example.com.br');
    expect(await fieldMessage(page, 'CPF')).toBe('');
    await page.getByRole('button', { name: 'Continue' }).click();

    const orderNo = await orderNoOf(page);
    await page.getByText('TV8BnHfooNjh8ptaBRzEE4r4wbC8aZH3JZ').first().waitFor();
    await page.getByText(/Order expires in \d\d:\d\d/).waitFor();
    await page.getByText(/Do not send funds after the order expires/).waitFor();
    await screenshot(page, 'sell-order-deposit-phone');
    expect(await seriousAccessibilityFindings(page)).toEqual([]);

    await depositAndConfirm(page, checkout, orderNo);
    await page.getByText('Completed').first().waitFor({ timeout: 20000 });
    await screenshot(page, 'sell-order-completed-phone');
  });

  it('sells USDT to an Argentinian CBU: the Argentina rules at their fields, then completed', async () => {
    const page = await browser.page(viewports.pc);
    await openSellForm(page, checkout, { fiat: 'ARS', country: 'AR', crypto: 'USDT', network: 'TRX', cryptoAmount: '50' });

    await page.getByLabel('First name').fill('María');
    await page.getByLabel('Last name').fill('González');
    await page.getByLabel('ID type').selectOption('CUIT');
    await page.getByLabel('ID number').fill('20-12345678-5');
    await page.getByLabel('CBU / CVU account number').fill('123');
    await page.getByLabel('Bank code').fill('28');
    await page.getByRole('button', { name: 'Continue' }).click();
    expect(await fieldMessage(page, 'ID number')).toBe('Invalid ID number!');
    expect(await fieldMessage(page, 'CBU / CVU account number')).toBe('Invalid CBU / CVU!');
    expect(await fieldMessage(page, 'Bank code')).toBe('Invalid bank code!');
    expect(await fieldMessage(page, 'Bank account type')).toBe('Invalid bank account type!');
    expect(await fieldMessage(page, 'First name')).toBe('');
    await screenshot(page, 'sell-form-errors-pc');

    await page.getByLabel('ID number').fill('20-12345678-6');
    await page.getByLabel('CBU / CVU account number').fill('2850590940090418135201');
    await page.getByLabel('Bank code').fill('285');
    await page.getByLabel('Bank account type').selectOption('SAVING');
    await page.getByRole('button', { name: 'Continue' }).click();

    const orderNo = await orderNoOf(page);
    await page.getByText(/Order expires in \d\d:\d\d/).waitFor();
    await page.getByRole('combobox', { name: 'Network to switch to' }).waitFor();
    await screenshot(page, 'sell-order-deposit-pc');
    await depositAndConfirm(page, checkout, orderNo);
    await page.getByText('Completed').first().waitFor({ timeout: 20000 });
    expect(await seriousAccessibilityFindings(page)).toEqual([]);
  });
});
