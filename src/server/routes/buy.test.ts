import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedInUser, type TestApp } from '../../../tests/helpers/testApp';
import { sealedTestQuote, testBuyOrderBody, tronAddress } from '../../../tests/helpers/orderKit';
import { tokenHash } from '../services/token-hash';

let test: TestApp;
let user: SignedInUser;
const quote = () => sealedTestQuote({ expiresAt: test.clock.now() + 30_000 });

beforeAll(async () => {
  test = await buildTestApp();
  user = await test.loginAs('buyer@example.com');
});
afterAll(() => test.close());

describe('POST /api/trade/create', () => {
  it('creates an unpaid order from a live quote', async () => {
    const response = await user.signedInject('POST', '/api/trade/create', testBuyOrderBody(await quote()), { 'submit-token': 'k1' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      returnCode: '0000',
      returnMsg: '',
      success: true,
      data: { side: 'buy', status: 'unpaid', fiatAmount: '100', cryptoAmount: '95.5', payWayCode: '10001' },
    });
  });

  it('answers the same order for a repeated submit-token', async () => {
    const quoteId = await quote();
    const first = await user.signedInject('POST', '/api/trade/create', testBuyOrderBody(quoteId), { 'submit-token': 'k2' });
    test.clock.advance(1); // a new timestamp, else the identical sign is refused as a replay
    const again = await user.signedInject('POST', '/api/trade/create', testBuyOrderBody(quoteId), { 'submit-token': 'k2' });
    expect(again.json().data.orderNo).toBe(first.json().data.orderNo);
  });

  it('refuses the same submit-token with another body (same quote, other address) with 409, keeping the first order', async () => {
    const quoteId = await quote();
    const first = await user.signedInject('POST', '/api/trade/create', testBuyOrderBody(quoteId), { 'submit-token': 'k5' });
    test.clock.advance(1);
    const other = await user.signedInject(
      'POST',
      '/api/trade/create',
      { ...testBuyOrderBody(quoteId), address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
      { 'submit-token': 'k5' },
    );
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ returnCode: '40202', returnMsg: 'This request was already submitted with different details.', data: null, success: false });
    const stored = await test.db.query<{ order_no: string; address: string }>('SELECT order_no, address FROM buy_orders WHERE submit_token_hash = $1', [
      tokenHash('k5'),
    ]);
    expect(stored).toEqual([{ order_no: first.json().data.orderNo, address: tronAddress }]);
  });

  it("names cryptoCurrency and fiatCurrency, as the request calls them, when they are not the quote's", async () => {
    const refused = (field: string) => ({ returnCode: '40000', returnMsg: `${field}: is not valid`, data: null, success: false });
    expect(
      (await user.signedInject('POST', '/api/trade/create', { ...testBuyOrderBody(await quote()), cryptoCurrency: 'ZZZ' }, { 'submit-token': 'k6' })).json(),
    ).toEqual(refused('cryptoCurrency'));
    test.clock.advance(1);
    expect(
      (await user.signedInject('POST', '/api/trade/create', { ...testBuyOrderBody(await quote()), fiatCurrency: 'ZZZ' }, { 'submit-token': 'k7' })).json(),
    ).toEqual(refused('fiatCurrency'));
  });

  it('refuses a depositType other than the product §9 constant', async () => {
    const response = await user.signedInject('POST', '/api/trade/create', { ...testBuyOrderBody(await quote()), depositType: 3 }, { 'submit-token': 'k8' });
    expect(response.json()).toEqual({ returnCode: '40000', returnMsg: 'depositType: is not valid', data: null, success: false });
  });

  it('refuses an expired quote with quoteExpired', async () => {
    const quoteId = await quote();
    test.clock.advance(30_000);
    const response = await user.signedInject('POST', '/api/trade/create', testBuyOrderBody(quoteId), { 'submit-token': 'k3' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ returnCode: '40201', returnMsg: 'The price has changed, please confirm the new quote.', data: null, success: false });
  });

  it('refuses a bad address with the translated reason', async () => {
    const response = await user.signedInject(
      'POST',
      '/api/trade/create',
      { ...testBuyOrderBody(await quote()), address: 'TV8BnHfooNjh8ptaBRzEE4r4wbC8aZH3JA' },
      { 'submit-token': 'k4' },
    );
    expect(response.json()).toEqual({ returnCode: '40000', returnMsg: 'address: Not a valid USDT address.', data: null, success: false });
  });

  it("puts the order's fiat and crypto on the buyer's recent lists, and on no one else's", async () => {
    const buyer = await test.loginAs('recent-buyer@example.com');
    await buyer.signedInject('POST', '/api/trade/create', testBuyOrderBody(await quote()), { 'submit-token': 'recent-1' });
    test.clock.advance(1);
    const fiats = (await buyer.signedInject('GET', '/index/v2/world/fiat/list?side=buy')).json().data;
    expect(fiats.buyRecentFiatList).toEqual([expect.objectContaining({ fiat: 'USD' })]);
    expect(fiats.sellRecentFiatList).toEqual([]);
    const cryptos = (await buyer.signedInject('GET', '/index/v2/crypto/list?side=buy')).json().data;
    expect(cryptos.recentBuyList).toEqual([expect.objectContaining({ crypto: 'USDT', network: 'TRX' })]);
    const visitor = (await test.inject('GET', '/api/index/v2/world/fiat/list?side=buy')).json().data;
    expect(visitor.buyRecentFiatList).toEqual([]);
  });

  it('refuses a call without submit-token', async () => {
    const response = await user.signedInject('POST', '/api/trade/create', testBuyOrderBody(await quote()));
    expect(response.json()).toEqual({ returnCode: '40000', returnMsg: "submit-token: must have required property 'submit-token'", data: null, success: false });
  });
});

describe('buy history, details and helpers', () => {
  const call = async (method: 'GET' | 'POST', url: string, body?: unknown, headers?: Record<string, string>) => {
    test.clock.advance(1);
    return user.signedInject(method, url, body, headers);
  };
  const notFound = { returnCode: '40004', returnMsg: 'The requested item was not found.', data: null, success: false };
  let buyers = 0;
  /** A buyer of the test's own, so what it sees of the history is the orders it placed, whichever tests ran before. */
  const freshBuyer = async () => {
    buyers += 1;
    const name = `history-${buyers}`;
    const buyer = await test.loginAs(`${name}@example.com`);
    let orders = 0;
    const callAs = async (method: 'GET' | 'POST', url: string, body?: unknown, headers?: Record<string, string>) => {
      test.clock.advance(1);
      return buyer.signedInject(method, url, body, headers);
    };
    const placeOrder = async (): Promise<string> => {
      orders += 1;
      const created = await callAs('POST', '/api/trade/create', testBuyOrderBody(await quote()), { 'submit-token': `${name}-${orders}` });
      return created.json().data.orderNo;
    };
    return { call: callAs, placeOrder };
  };
  /** Past the buy payment window (30 min): the orders placed so far show closed. */
  const endPaymentWindows = () => test.clock.advance(1_800_000);

  it('GET /api/trade/list pages the history and hides closed orders on request', async () => {
    const buyer = await freshBuyer();
    const placed = [await buyer.placeOrder(), await buyer.placeOrder(), await buyer.placeOrder()];
    const all = (await buyer.call('GET', '/api/trade/list?pageIndex=1&pageSize=50')).json().data;
    expect(all.total).toBe(3);
    expect(all.result.map((order: { orderNo: string }) => order.orderNo).sort()).toEqual([...placed].sort());
    endPaymentWindows();
    const open = (await buyer.call('GET', '/api/trade/list?hideClosed=true')).json().data;
    expect(open).toEqual({ result: [], total: 0 });
    expect((await buyer.call('GET', '/api/trade/list?pageSize=0')).json().returnCode).toBe('40000');
  });

  it('GET /api/trade/{id} and the buy details answer the order, an unknown one is not found', async () => {
    const buyer = await freshBuyer();
    const orderNo = await buyer.placeOrder();
    endPaymentWindows();
    expect((await buyer.call('GET', `/api/trade/${orderNo}`)).json().data).toMatchObject({ orderNo, status: 'closed' });
    expect((await buyer.call('GET', `/api/trade/query/buy/order/details?orderNo=${orderNo}`)).json().data).toMatchObject({ orderNo, payInstructions: null });
    expect((await buyer.call('GET', '/api/trade/B404')).json()).toEqual(notFound);
    expect((await buyer.call('GET', '/api/trade/query/buy/order/details?orderNo=B404')).json()).toEqual(notFound);
  });

  it('GET /api/trade/query/order/fee/info gives the order fees', async () => {
    const buyer = await freshBuyer();
    const orderNo = await buyer.placeOrder();
    expect((await buyer.call('GET', `/api/trade/query/order/fee/info?orderNo=${orderNo}`)).json().data).toEqual({
      serviceFee: '3.5',
      networkFee: '1',
      price: '1.001',
      cryptoAmount: '95.5',
      discount: false,
    });
    expect((await buyer.call('GET', '/api/trade/query/order/fee/info?orderNo=B404')).json()).toEqual(notFound);
  });

  it('POST /api/trade/order/update changes the method with a fresh quote, not on a closed order', async () => {
    const buyer = await freshBuyer();
    const closed = await buyer.placeOrder();
    endPaymentWindows();
    const open = await buyer.placeOrder();
    const changed = await buyer.call('POST', '/api/trade/order/update', { orderNo: open, payWayCode: '52004', quoteId: await quote() });
    expect(changed.json().data).toMatchObject({ orderNo: open, payWayCode: '52004', status: 'unpaid' });
    expect((await buyer.call('POST', '/api/trade/order/update', { orderNo: closed, payWayCode: '52004', quoteId: await quote() })).json()).toEqual({
      returnCode: '40203',
      returnMsg: 'This order cannot do that in its current state.',
      data: null,
      success: false,
    });
  });

  it('GET /api/crypto/ens resolves a documented name and not an unknown one', async () => {
    expect((await call('GET', '/api/crypto/ens?domain=alice.eth')).json()).toEqual({
      returnCode: '0000',
      returnMsg: '',
      data: { domain: 'alice.eth', address: '0xC94D76BCf2F1134F102b92df6fE536d987f410Db' },
      success: true,
    });
    expect((await call('GET', '/api/crypto/ens?domain=nobody.eth')).json()).toEqual(notFound);
  });

  it('POST /api/crypto/wallet/check is true for a usable wallet, false for the blocked one, 400 without e-mail', async () => {
    expect((await call('POST', '/api/crypto/wallet/check', { coin: 'USDT', email: 'me@example.com' })).json().data).toBe(true);
    expect((await call('POST', '/api/crypto/wallet/check', { coin: 'USDT', email: 'blocked@sandbox.gangway.dev' })).json().data).toBe(false);
    expect((await call('POST', '/api/crypto/wallet/check', { coin: 'USDT' })).json().returnCode).toBe('40000');
  });

  it('GET /api/crypto/payment/in/list lists the fiat and country methods in order, with limits', async () => {
    const methods = (await call('GET', '/api/crypto/payment/in/list?fiat=IDR&alpha2=ID')).json().data;
    expect(methods.map((method: { payWayCode: string }) => method.payWayCode).slice(0, 1)).toEqual(['10001']);
    expect(methods.find((method: { payWayCode: string }) => method.payWayCode === '10003')).toMatchObject({
      type: 'virtualAccount',
      limits: { min: '330000', max: '50000000' },
    }); // the fiat's min, the method's max
    expect((await call('GET', '/api/crypto/payment/in/list?fiat=usd')).json().returnCode).toBe('40000');
  });

  it('refuses every call without a session', async () => {
    expect((await test.inject('GET', '/api/trade/list')).json().returnCode).toBe('10001');
  });
});
