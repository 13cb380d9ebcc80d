import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedInUser, type TestApp } from '../../../tests/helpers/testApp';
import { signMerchantLink } from '../../shared/merchantLink/signing';
import { sealedTestQuote, testBuyOrderBody, tronAddress } from '../../../tests/helpers/orderKit';

const secret = 'a-test-merchant-secret-of-32-chars';
let test: TestApp;
let buyer: SignedInUser;
let submits = 0;

const notFound = { returnCode: '40004', returnMsg: 'The requested item was not found.', data: null, success: false };
const badSignature = { returnCode: '40301', returnMsg: 'The merchant signature is invalid.', data: null, success: false };

/** A buy order placed from the checkout as the browser does, with the docked merchant's appid header when given. */
async function buyOrder(appId?: string): Promise<string> {
  const quoteId = sealedTestQuote({ expiresAt: test.clock.now() + 30_000 });
  submits += 1;
  test.clock.advance(1);
  const body = testBuyOrderBody(quoteId);
  const response = await buyer.signedInject('POST', '/api/trade/create', body, { 'submit-token': `m${submits}`, ...(appId ? { appid: appId } : {}) });
  return response.json().data.orderNo;
}

async function sellOrder(appId: string): Promise<string> {
  const quoteId = sealedTestQuote({
    side: 'sell',
    fiat: 'GBP',
    fiatAmount: '78.5',
    cryptoAmount: '100',
    cryptoPrice: '0.8',
    rampFee: '1.5',
    expiresAt: test.clock.now() + 30_000,
  });
  submits += 1;
  test.clock.advance(1);
  const body = { quoteId, crypto: 'USDT', network: 'TRX', fiat: 'GBP', alpha2: 'GB', cryptoAmount: '100' };
  const response = await buyer.signedInject('POST', '/api/trade/create/sell/coin/order', body, { 'submit-token': `m${submits}`, appid: appId });
  return response.json().data.orderNo;
}

/** The checkout checks the merchant's link with the buyer's session, as the browser does once signed in. */
async function dock(appId: string, link: Record<string, string> = {}): Promise<number> {
  const response = await buyer.signedInject('GET', `/api/merchant/params/check?${new URLSearchParams({ appId, ...link }).toString()}`);
  return response.statusCode;
}

/** The merchant server's call: appId, orderNo and timestamp signed with the merchant secret. */
function orderUrl(appId: string, orderNo: string, options: { key?: string; timestamp?: number } = {}): string {
  const query = { appId, orderNo, timestamp: String(options.timestamp ?? test.clock.now()) };
  return `/api/merchant/order?${new URLSearchParams({ ...query, signature: signMerchantLink(query, options.key ?? secret) }).toString()}`;
}

beforeAll(async () => {
  test = await buildTestApp({ config: { env: { MERCHANT_SECRET_SANDBOX_DEMO: secret, MERCHANT_SECRET_SANDBOX_API: secret } } });
  buyer = await test.loginAs('merchant-buyer@example.com');
  expect(await dock('sandbox-demo')).toBe(200);
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
        side: 'buy',
        orderNo,
        status: 'unpaid',
        fiat: 'USD',
        fiatAmount: '100',
        crypto: 'USDT',
        network: 'TRX',
        address: tronAddress,
        memo: null,
        cryptoAmount: '95.5',
        actualCryptoAmount: null,
        txId: null,
        createdAt: expect.any(Number),
      },
      success: true,
    });
  });

  it("answers the merchant's own sell order with its status", async () => {
    const orderNo = await sellOrder('sandbox-demo');
    const data = (await test.inject('GET', orderUrl('sandbox-demo', orderNo))).json().data;
    expect(data).toMatchObject({
      side: 'sell',
      orderNo,
      status: 'awaitingDeposit',
      fiat: 'GBP',
      crypto: 'USDT',
      cryptoAmount: '100',
      actualCryptoAmount: null,
    });
  });

  it('does not find an order another merchant placed, nor one placed outside any merchant, as if it did not exist', async () => {
    const signed = { appId: 'sandbox-api', timestamp: String(test.clock.now()) };
    expect(await dock('sandbox-api', { ...signed, signature: signMerchantLink(signed, secret) })).toBe(200);
    const other = await buyOrder('sandbox-api');
    expect(await dock('sandbox-demo')).toBe(200);
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

describe('which merchant an order is recorded under', () => {
  it('records no merchant for a bare appid header: the merchant cannot confirm an order its link never started', async () => {
    const stranger = await test.loginAs('bare-header@example.com');
    const quoteId = sealedTestQuote({ expiresAt: test.clock.now() + 30_000 });
    const body = testBuyOrderBody(quoteId);
    const created = await stranger.signedInject('POST', '/api/trade/create', body, { 'submit-token': 'bare', appid: 'sandbox-api' });
    expect(created.statusCode).toBe(200);
    const orderNo = created.json().data.orderNo;
    expect((await test.inject('GET', orderUrl('sandbox-api', orderNo))).json()).toEqual(notFound);
    const stored = await test.db.one<{ app_id: string | null }>('SELECT app_id FROM buy_orders WHERE order_no = $1', [orderNo]);
    expect(stored?.app_id).toBeNull();
  });

  it("attributes nothing after an api merchant's unsigned link is refused, and the merchant's order after its signed link is accepted", async () => {
    expect(await dock('sandbox-api')).toBe(403);
    expect((await test.inject('GET', orderUrl('sandbox-api', await buyOrder('sandbox-api')))).json()).toEqual(notFound);
    const signed = { appId: 'sandbox-api', timestamp: String(test.clock.now()) };
    expect(await dock('sandbox-api', { ...signed, signature: signMerchantLink(signed, secret) })).toBe(200);
    const orderNo = await buyOrder('sandbox-api');
    expect((await test.inject('GET', orderUrl('sandbox-api', orderNo))).json().data).toMatchObject({ orderNo, status: 'unpaid' });
    // The session now belongs to sandbox-api: the other merchant's header no longer attributes.
    expect((await test.inject('GET', orderUrl('sandbox-demo', await buyOrder('sandbox-demo')))).json()).toEqual(notFound);
    expect(await dock('sandbox-demo')).toBe(200);
  });

  it("stops attributing once the accepted link's docking grant has expired", async () => {
    const late = await test.loginAs('late-buyer@example.com');
    const signed = { appId: 'sandbox-demo', timestamp: String(test.clock.now()) };
    const checked = await late.signedInject(
      'GET',
      `/api/merchant/params/check?${new URLSearchParams({ ...signed, signature: signMerchantLink(signed, secret) }).toString()}`,
    );
    expect(checked.statusCode).toBe(200);
    // sandbox-demo's dockingGrantMs is a day; a call halfway keeps the session itself from going idle.
    test.clock.advance(12 * 60 * 60_000);
    expect((await late.signedInject('GET', '/api/trade/list')).statusCode).toBe(200);
    test.clock.advance(12 * 60 * 60_000 + 1);
    const quoteId = sealedTestQuote({ expiresAt: test.clock.now() + 30_000 });
    const body = testBuyOrderBody(quoteId);
    const orderNo = (await late.signedInject('POST', '/api/trade/create', body, { 'submit-token': 'late', appid: 'sandbox-demo' })).json().data.orderNo;
    expect((await test.inject('GET', orderUrl('sandbox-demo', orderNo))).json()).toEqual(notFound);
  });
});
