/**
 * Money edge cases of the quote: an amount outside the fiat's range for the method (0, 1e29) is
 * refused at quote time with product §5's words (a quote stores nothing in any case: it is sealed), and a live quote prices one order
 * only (a retry of that order with its submit-token still answers it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedInUser, type TestApp } from '../../tests/helpers/testApp';
import { fixedPrices } from '../../tests/helpers/fixedPrices';
import { testBuyOrderBody } from '../../tests/helpers/orderKit';

/** 1 USDT = 1 USD, so the sell figures can be worked out by hand. */
const prices = fixedPrices((crypto, fiat) => (fiat === 'USD' && crypto === 'USDT' ? '1' : undefined));

let test: TestApp;
let user: SignedInUser;
beforeAll(async () => {
  test = await buildTestApp({ providers: { prices } });
  user = await test.loginAs('edges@example.com');
});
afterAll(() => test.close());

async function call(method: 'GET' | 'POST', url: string, body?: unknown, headers?: Record<string, string>) {
  test.clock.advance(1);
  return user.signedInject(method, url, body, headers);
}

const buyQuote = (amount: string) =>
  call('POST', '/api/index/v2/trade/quote', { crypto: 'USDT', fiat: 'USD', side: 'buy', amount, alpha2: 'US', network: 'TRX', payWayCode: '10001' });
const sellQuote = (cryptoAmount: string) =>
  call('GET', `/api/index/v2/sell/trade/quote?crypto=USDT&fiat=USD&network=TRX&alpha2=US&cryptoAmount=${cryptoAmount}`);
const refusal = (returnCode: string, returnMsg: string) => ({ returnCode, returnMsg, data: null, success: false });
const ten29 = `1${'0'.repeat(29)}`;

describe('the buy quote (card, USD: 20 to 5000)', () => {
  it.each([
    { amount: '0', message: 'Minimum transaction amount is 20 USD.' },
    { amount: '19.99', message: 'Minimum transaction amount is 20 USD.' },
    { amount: '5000.01', message: 'Maximum transaction amount is 5000 USD.' },
    { amount: ten29, message: 'Maximum transaction amount is 5000 USD.' },
  ])("refuses $amount USD with amountOutOfRange (40204) in product §5's words", async ({ amount, message }) => {
    const response = await buyQuote(amount);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('40204', message));
  });

  it('refuses 1e29 written in exponent form as a malformed amount', async () => {
    const response = await buyQuote('1e29');
    expect(response.statusCode).toBe(400);
    expect(response.json().returnCode).toBe('40000');
  });

  it('quotes the minimum and the maximum themselves', async () => {
    expect((await buyQuote('20')).json().data).toMatchObject({ fiatAmount: '20.00', minAmount: '20', maxAmount: '5000' });
    expect((await buyQuote('5000')).json().data).toMatchObject({ fiatAmount: '5000.00' });
  });

  it("answers in the caller's language", async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/index/v2/trade/quote',
      payload: { crypto: 'USDT', fiat: 'USD', side: 'buy', amount: '0', alpha2: 'US', network: 'TRX', payWayCode: '10001' },
      headers: { 'accept-language': 'es' },
      remoteAddress: '192.0.2.77',
    });
    expect(response.json()).toEqual(refusal('40204', 'El importe mínimo de la transacción es 20 USD.'));
  });
});

describe('the sell quote (payout 19000, USD: 20 to 20000 plus the fee)', () => {
  it.each([
    { cryptoAmount: '0', answer: refusal('40000', 'cryptoAmount: The amount must be greater than 0.') },
    { cryptoAmount: '10', answer: refusal('40204', 'Minimum sell amount is 20 USD.') },
    { cryptoAmount: ten29, answer: refusal('40204', 'Maximum sell amount is 20000 USD.') },
  ])('refuses $cryptoAmount USDT', async ({ cryptoAmount, answer }) => {
    expect((await sellQuote(cryptoAmount)).json()).toEqual(answer);
  });
});

describe('a live quote prices one order', () => {
  const quoteUsed = refusal('40201', 'This quote has already priced an order, please confirm a new quote.');

  it('refuses a second buy order from the same quote with quoteExpired (40201), saying why', async () => {
    const { quoteId } = (await buyQuote('100')).json().data;
    const first = await call('POST', '/api/trade/create', testBuyOrderBody(quoteId), { 'submit-token': 'edge-b1' });
    expect(first.json()).toMatchObject({ returnCode: '0000' });
    const second = await call('POST', '/api/trade/create', testBuyOrderBody(quoteId), { 'submit-token': 'edge-b2' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual(quoteUsed);
  });

  it('still answers a retried create (same submit-token) with its order', async () => {
    const { quoteId } = (await buyQuote('100')).json().data;
    const first = (await call('POST', '/api/trade/create', testBuyOrderBody(quoteId), { 'submit-token': 'edge-r1' })).json().data;
    const again = await call('POST', '/api/trade/create', testBuyOrderBody(quoteId), { 'submit-token': 'edge-r1' });
    expect(again.json()).toMatchObject({ returnCode: '0000', data: { orderNo: first.orderNo } });
  });

  it('gives the quote to exactly one of many orders created at once with different submit-tokens', async () => {
    const { quoteId } = (await buyQuote('100')).json().data;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => call('POST', '/api/trade/create', testBuyOrderBody(quoteId), { 'submit-token': `edge-c${i}` })),
    );
    expect(answers.filter((answer) => answer.json().returnCode === '0000')).toHaveLength(1);
    expect(answers.filter((answer) => answer.json().returnCode === '40201')).toHaveLength(7);
    expect(await test.db.query('SELECT order_no FROM buy_orders WHERE quote_id = $1', [quoteId])).toHaveLength(1);
  });

  it('refuses a quote that priced an order as the new price of another order', async () => {
    const taken = (await buyQuote('100')).json().data.quoteId;
    await call('POST', '/api/trade/create', testBuyOrderBody(taken), { 'submit-token': 'edge-u1' });
    const other = (await call('POST', '/api/trade/create', testBuyOrderBody((await buyQuote('100')).json().data.quoteId), { 'submit-token': 'edge-u2' })).json()
      .data;
    const change = await call('POST', '/api/trade/order/update', { orderNo: other.orderNo, payWayCode: '10001', quoteId: taken });
    expect(change.json()).toEqual(quoteUsed);
  });

  it('refuses a second sell order from the same quote, and answers a retry of the first', async () => {
    const sell = (quoteId: string, token: string) =>
      call(
        'POST',
        '/api/trade/create/sell/coin/order',
        { quoteId, crypto: 'USDT', network: 'TRX', fiat: 'USD', alpha2: 'US', cryptoAmount: '100' },
        { 'submit-token': token },
      );
    const { quoteId } = (await sellQuote('100')).json().data;
    const first = (await sell(quoteId, 'edge-s1')).json().data;
    expect((await sell(quoteId, 'edge-s1')).json().data.orderNo).toBe(first.orderNo);
    expect((await sell(quoteId, 'edge-s2')).json()).toEqual(quoteUsed);
    expect(await test.db.query('SELECT order_no FROM sell_orders WHERE quote_id = $1', [quoteId])).toHaveLength(1);
  });
});
