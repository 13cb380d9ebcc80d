import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxConfig } from '../../../tests/helpers/testFlows';
import { buildTestApp, type SignedInUser, type TestApp } from '../../../tests/helpers/testApp';
import { sealedTestQuote } from '../../../tests/helpers/orderKit';

// Product §1: sellers are paid to a card or a bank account. A card payout (sell 10001) collects the
// card in config/payout-forms/shared/card.json; the number never reaches the store (product §9).
let test: TestApp;
let user: SignedInUser;
let token = 0;
const expiry = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

async function call(method: 'GET' | 'POST', url: string, body?: unknown, headers?: Record<string, string>) {
  test.clock.advance(1);
  return user.signedInject(method, url, body, headers);
}

async function saveCard(cardNumber: string) {
  return call('POST', '/api/user/card/account/saveOrUpdate', {
    alpha2: 'GB',
    payWayCode: '10001',
    account: { fullName: 'Ana Silva', cardNumber, cardExpiry: expiry },
  });
}

async function cardSellOrder(userAccountId: string): Promise<string> {
  const quoteId = sealedTestQuote({
    side: 'sell',
    fiat: 'GBP',
    fiatAmount: '78.5',
    cryptoAmount: '100',
    cryptoPrice: '0.8',
    rampFee: '1.5',
    expiresAt: test.clock.now() + 30_000,
  });
  token += 1;
  const response = await call(
    'POST',
    '/api/trade/create/sell/coin/order',
    { quoteId, crypto: 'USDT', network: 'TRX', fiat: 'GBP', alpha2: 'GB', cryptoAmount: '100', payWayCode: '10001', userAccountId },
    { 'submit-token': `card${token}` },
  );
  return response.json().data.orderNo;
}

async function payOut(orderNo: string, userAccountId: string): Promise<string> {
  await test.inject('POST', `/api/sandbox/sell/${orderNo}/deposit`, {});
  test.clock.advance(sandboxConfig.chain.confirmDelayMs);
  await test.settle();
  await call('POST', '/api/trade/confirm/sellOrder', { orderNo, userAccountId });
  test.clock.advance(sandboxConfig.payout.settleDelayMs);
  await test.settle();
  return (await call('GET', `/api/trade/query/sell/order?orderNo=${orderNo}`)).json().data.status;
}

beforeAll(async () => {
  test = await buildTestApp();
  user = await test.loginAs('card-seller@example.com');
});
afterAll(() => test.close());

describe('card payouts', () => {
  it('offers the card beside the bank account for a British seller', async () => {
    const methods = (await call('GET', '/api/crypto/payment/payout/list?fiat=GBP&alpha2=GB'))
      .json()
      .data.map((method: { payWayCode: string }) => method.payWayCode);
    expect(methods).toEqual(expect.arrayContaining(['19000', '10001']));
  });

  it('keeps the processor token, the brand and last four digits, never the card number', async () => {
    const saved = (await saveCard('4242 4242 4242 4242')).json().data;
    expect(saved.account).toEqual({ fullName: 'Ana Silva', cardNumber: 'visa •••• 4242', cardExpiry: expiry });
    const stored = JSON.stringify(await test.db.query('SELECT * FROM payout_accounts'));
    expect(stored).not.toContain('4242424242424242');
    expect(stored).toMatch(/"cardNumber": ?"sbx_/);
  });

  it("refuses a card number that fails the card form's rule, at the field", async () => {
    expect((await saveCard('4242424242424241')).json()).toMatchObject({ returnCode: '40000', returnMsg: 'cardNumber: Invalid card number!', success: false });
  });

  it('pays a sell order out to the card, to completed', async () => {
    const userAccountId = (await saveCard('5555555555554444')).json().data.userAccountId;
    expect(await payOut(await cardSellOrder(userAccountId), userAccountId)).toBe('completed');
  });

  it('fails the payout to a card whose test number declines, so the seller can choose a refund', async () => {
    const userAccountId = (await saveCard('4000000000400202')).json().data.userAccountId;
    expect(await payOut(await cardSellOrder(userAccountId), userAccountId)).toBe('failed');
  });

  it('refuses a bank account for a card payout order', async () => {
    const bank = await call('POST', '/api/user/card/account/saveOrUpdate', {
      alpha2: 'GB',
      payWayCode: '19000',
      account: { fullName: 'Ana Silva', sortCode: '601613', accountNumber: '31926819' },
    });
    const quoteId = sealedTestQuote({
      side: 'sell',
      fiat: 'GBP',
      fiatAmount: '78.5',
      cryptoAmount: '100',
      cryptoPrice: '0.8',
      rampFee: '1.5',
      expiresAt: test.clock.now() + 30_000,
    });
    const response = await call(
      'POST',
      '/api/trade/create/sell/coin/order',
      {
        quoteId,
        crypto: 'USDT',
        network: 'TRX',
        fiat: 'GBP',
        alpha2: 'GB',
        cryptoAmount: '100',
        payWayCode: '10001',
        userAccountId: bank.json().data.userAccountId,
      },
      { 'submit-token': 'card-bank' },
    );
    expect(response.json()).toMatchObject({ returnCode: '40000', returnMsg: 'userAccountId: is not valid' });
  });
});
