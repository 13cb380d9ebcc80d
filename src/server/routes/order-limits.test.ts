import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedInUser, type TestApp } from '../../../tests/helpers/testApp';
import { tronAddress } from '../../../tests/helpers/orderKit';

let test: TestApp;
let user: SignedInUser;
let token = 0;

async function call(method: 'GET' | 'POST', url: string, body?: unknown, headers?: Record<string, string>) {
  test.clock.advance(1);
  return user.signedInject(method, url, body, headers);
}

beforeAll(async () => {
  test = await buildTestApp();
  user = await test.loginAs('limits@example.com');
  // 53001-53004 need an approved identity review before any order (product §4).
  await call('POST', '/api/kyc/auth/create', { firstName: 'Ana', lastName: 'Approved' });
  test.clock.advance(3_000);
  await test.settle();
});
afterAll(() => test.close());

const quoteFor = (payWayCode: string, fiat: string, alpha2: string, amount: string) =>
  call('POST', '/api/index/v2/trade/quote', { crypto: 'USDT', fiat, side: 'buy', amount, alpha2, network: 'TRX', payWayCode });

/** A signed quote for the method, then an order bound to it. */
async function quoteAndOrder(payWayCode: string, fiat: string, alpha2: string, amount: string) {
  const quote = (await quoteFor(payWayCode, fiat, alpha2, amount)).json().data;
  token += 1;
  const order = await call(
    'POST',
    '/api/trade/create',
    {
      quoteId: quote.quoteId,
      cryptoCurrency: 'USDT',
      address: tronAddress,
      network: 'TRX',
      fiatCurrency: fiat,
      amount,
      payWayCode,
      alpha2,
    },
    { 'submit-token': `limits-${token}` },
  );
  return { quote, order };
}

const ordersOf = async (payWayCode: string) =>
  (await test.db.one<{ n: number }>('SELECT count(*)::int AS n FROM buy_orders WHERE user_no = $1 AND pay_way_code = $2', [user.userNo, payWayCode]))?.n;

// The overlap of the fiat's range (config/assets.json) and the method's (config/payment-methods.json).
describe.each([
  { payWayCode: '10003', fiat: 'IDR', alpha2: 'ID', min: '330000', max: '50000000', below: '329999', above: '50000001' },
  { payWayCode: '30001', fiat: 'BRL', alpha2: 'BR', min: '110', max: '27000', below: '109.99', above: '27000.01' },
  { payWayCode: '53002', fiat: 'USD', alpha2: 'US', min: '1000', max: '5000', below: '999.99', above: '5000.01' },
  { payWayCode: '90007', fiat: 'PHP', alpha2: 'PH', min: '1200', max: '50000', below: '1199.99', above: '50000.01' },
])('the amount range of $payWayCode in $fiat', ({ payWayCode, fiat, alpha2, min, max, below, above }) => {
  it('is the same in the quote, /crypto/fee and the payment-in list', async () => {
    const quote = (
      await call('POST', '/api/index/v2/trade/quote', { crypto: 'USDT', fiat, side: 'buy', amount: min, alpha2, network: 'TRX', payWayCode })
    ).json().data;
    expect({ minAmount: quote.minAmount, maxAmount: quote.maxAmount }).toEqual({ minAmount: min, maxAmount: max });
    const fee = (await test.inject('GET', `/api/crypto/fee?crypto=USDT&network=TRX&fiat=${fiat}&payWayCode=${payWayCode}`)).json().data;
    expect({ minAmount: fee.minAmount, maxAmount: fee.maxAmount }).toEqual({ minAmount: min, maxAmount: max });
    const methods = (await call('GET', `/api/crypto/payment/in/list?fiat=${fiat}&alpha2=${alpha2}`)).json().data as { payWayCode: string; limits: unknown }[];
    expect(methods.find((method) => method.payWayCode === payWayCode)?.limits).toEqual({ min, max });
  });

  it("is what the quote and /trade/create accept: the minimum passes, one unit outside is refused by the quote in the order's words", async () => {
    const before = await ordersOf(payWayCode);
    const low = await quoteFor(payWayCode, fiat, alpha2, below);
    expect(low.statusCode).toBe(400);
    expect(low.json()).toEqual({ returnCode: '40204', returnMsg: `Minimum transaction amount is ${min} ${fiat}.`, data: null, success: false });
    const high = await quoteFor(payWayCode, fiat, alpha2, above);
    expect(high.json()).toEqual({ returnCode: '40204', returnMsg: `Maximum transaction amount is ${max} ${fiat}.`, data: null, success: false });
    expect(await ordersOf(payWayCode)).toBe(before);
    const atMin = await quoteAndOrder(payWayCode, fiat, alpha2, min);
    expect(atMin.order.json()).toMatchObject({ returnCode: '0000', data: { payWayCode, status: 'unpaid' } });
    expect(await ordersOf(payWayCode)).toBe((before ?? 0) + 1);
  });
});
