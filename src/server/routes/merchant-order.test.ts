import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedInUser, type TestApp } from '../../../tests/helpers/testApp';
import { signMerchantLink } from '../services/merchantLinks';
import { insertQuote, tronAddress } from './buy-test-kit';

const secret = 'a-test-merchant-secret-of-32-chars';
let test: TestApp;
let buyer: SignedInUser;
let submits = 0;

const notFound = { returnCode: '40004', returnMsg: 'The requested item was not found.', data: null, success: false };
const badSignature = { returnCode: '40301', returnMsg: 'The merchant signature is invalid.', data: null, success: false };

/** A buy order placed from the checkout as the browser does, with the docked merchant's appid header when given. */
async function buyOrder(appId?: string): Promise<string> {
  const quoteId = await insertQuote(test.db, { expiresAt: test.clock.now() + 30_000 });
  submits += 1;
  test.clock.advance(1);
  const body = { quoteId, cryptoCurrency: 'USDT', address: tronAddress, network: 'TRX', fiatCurrency: 'USD', amount: '100', depositType: 2, payWayCode: '10001', alpha2: 'US' };
  const response = await buyer.signedInject('POST', '/api/trade/create', body, { 'submit-token': `m${submits}`, ...(appId ? { appid: appId } : {}) });
  return response.json().data.orderNo;
}

async function sellOrder(appId: string): Promise<string> {
  const quoteId = await insertQuote(test.db, { side: 'sell', fiat: 'GBP', fiatAmount: '78.5', cryptoAmount: '100', cryptoPrice: '0.8', rampFee: '1.5', expiresAt: test.clock.now() + 30_000 });
  submits += 1;
  test.clock.advance(1);
  const body = { quoteId, crypto: 'USDT', network: 'TRX', fiat: 'GBP', alpha2: 'GB', cryptoAmount: '100' };
  const response = await buyer.signedInject('POST', '/api/trade/create/sell/coin/order', body, { 'submit-token': `m${submits}`, appid: appId });
  return response.json().data.orderNo;
}

/** The merchant server's call: appId, orderNo and timestamp signed with the merchant secret. */
function orderUrl(appId: string, orderNo: string, options: { key?: string; timestamp?: number } = {}): string {
  const query = { appId, orderNo, timestamp: String(options.timestamp ?? test.clock.now()) };
  return `/api/merchant/order?${new URLSearchParams({ ...query, signature: signMerchantLink(query, options.key ?? secret) }).toString()}`;
}

beforeAll(async () => {
  test = await buildTestApp({ config: { env: { MERCHANT_SECRET_SANDBOX_DEMO: secret } } });
  buyer = await test.loginAs('merchant-buyer@example.com');
});
afterAll(() => test.close());

describe('GET /api/merchant/order', () => {
  it("answers the merchant's own buy order: status and amounts, none of the buyer's details", async () => {
    const orderNo = await buyOrder('sandbox-demo');
    const response = await test.inject('GET', orderUrl('sandbox-demo', orderNo));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      returnCode: '0000',
      returnMsg: '',
      data: {
        side: 'buy', orderNo, status: 'unpaid', fiat: 'USD', fiatAmount: '100', crypto: 'USDT', network: 'TRX', address: tronAddress, memo: null, cryptoAmount: '95.5',
        actualCryptoAmount: null, txId: null, createdAt: expect.any(Number),
      },
      success: true,
    });
  });

  it("answers the merchant's own sell order with its status", async () => {
    const orderNo = await sellOrder('sandbox-demo');
    const data = (await test.inject('GET', orderUrl('sandbox-demo', orderNo))).json().data;
    expect(data).toMatchObject({ side: 'sell', orderNo, status: 'awaitingDeposit', fiat: 'GBP', crypto: 'USDT', cryptoAmount: '100', actualCryptoAmount: null });
  });

  it('does not find an order another merchant placed, nor one placed outside any merchant, as if it did not exist', async () => {
    const other = await buyOrder('sandbox-api');
    const direct = await buyOrder();
    for (const orderNo of [other, direct, 'B-no-such-order']) {
      const response = await test.inject('GET', orderUrl('sandbox-demo', orderNo));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
  });

  it('refuses a wrong signature, a changed order number and a stale timestamp with 40301', async () => {
    const orderNo = await buyOrder('sandbox-demo');
    expect((await test.inject('GET', orderUrl('sandbox-demo', orderNo, { key: 'not-the-secret' }))).json()).toEqual(badSignature);
    const tampered = orderUrl('sandbox-demo', orderNo).replace(`orderNo=${orderNo}`, 'orderNo=B-other');
    expect((await test.inject('GET', tampered)).json()).toEqual(badSignature);
    // Past sandbox-demo's signatureMaxAgeMs (10 minutes).
    const stale = await test.inject('GET', orderUrl('sandbox-demo', orderNo, { timestamp: test.clock.now() - 11 * 60_000 }));
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toEqual(badSignature);
  });

  it('names a missing parameter and refuses an unknown merchant', async () => {
    const missing = await test.inject('GET', '/api/merchant/order?appId=sandbox-demo&orderNo=B1&timestamp=1700000000000');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ returnCode: '40000', success: false, data: null });
    expect(missing.json().returnMsg).toContain('signature');
    const unknown = await test.inject('GET', orderUrl('no-such-merchant', 'B1'));
    expect(unknown.json()).toMatchObject({ returnCode: '40303', success: false });
  });
});
