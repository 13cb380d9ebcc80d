import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedInUser, type TestApp } from '../../../tests/helpers/testApp';
import { sealedTestQuote, testCard, tronAddress } from '../../../tests/helpers/orderKit';

let test: TestApp;
let user: SignedInUser;
let token = 0;

/** A signed call; the clock moves 1 ms first so no two calls share a sign. */
async function call(method: 'GET' | 'POST', url: string, body?: unknown, headers?: Record<string, string>) {
  test.clock.advance(1);
  return user.signedInject(method, url, body, headers);
}

async function newOrder(over: { fiat?: string; amount?: string; payWayCode?: string; alpha2?: string } = {}): Promise<string> {
  const fiat = over.fiat ?? 'USD';
  const amount = over.amount ?? '100';
  const quoteId = sealedTestQuote({ fiat, fiatAmount: amount, expiresAt: test.clock.now() + 30_000 });
  token += 1;
  const response = await call(
    'POST',
    '/api/trade/create',
    {
      quoteId,
      cryptoCurrency: 'USDT',
      address: tronAddress,
      network: 'TRX',
      fiatCurrency: fiat,
      amount,
      payWayCode: over.payWayCode ?? '10001',
      alpha2: over.alpha2 ?? 'US',
    },
    { 'submit-token': `p${token}` },
  );
  const orderNo = response.json().data?.orderNo;
  if (!orderNo) throw new Error(response.body);
  return orderNo;
}

const notFound = { returnCode: '40004', returnMsg: 'The requested item was not found.', data: null, success: false };
const orderState = { returnCode: '40203', returnMsg: 'This order cannot do that in its current state.', data: null, success: false };

beforeAll(async () => {
  test = await buildTestApp();
  user = await test.loginAs('payer@example.com');
});
afterAll(() => test.close());

describe('POST /api/pay/card/submit', () => {
  it('pays with the approved test card', async () => {
    const orderNo = await newOrder();
    expect((await call('POST', '/api/pay/card/submit', { orderNo, cardNumber: '4242424242424242', ...testCard })).json()).toEqual({
      returnCode: '0000',
      returnMsg: '',
      data: { orderNo, result: 'success' },
      success: true,
    });
  });

  it('answers a declined card with its result code and message', async () => {
    const orderNo = await newOrder();
    const response = await call('POST', '/api/pay/card/submit', { orderNo, cardNumber: '4000000000400202', ...testCard });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ returnCode: '40020', returnMsg: 'Insufficient funds on the card.', data: null, success: false });
  });

  it('saves a declined card nowhere, even with saveCard, and saves an approved one', async () => {
    const saver = await test.loginAs('saver@example.com');
    const asSaver = (method: 'GET' | 'POST', url: string, body?: unknown, headers?: Record<string, string>) => {
      test.clock.advance(1);
      return saver.signedInject(method, url, body, headers);
    };
    const quoteId = sealedTestQuote({ expiresAt: test.clock.now() + 30_000 });
    const created = await asSaver(
      'POST',
      '/api/trade/create',
      { quoteId, cryptoCurrency: 'USDT', address: tronAddress, network: 'TRX', fiatCurrency: 'USD', amount: '100', payWayCode: '10001', alpha2: 'US' },
      { 'submit-token': 'saver' },
    );
    const orderNo = created.json().data.orderNo;
    const declined = await asSaver('POST', '/api/pay/card/submit', { orderNo, cardNumber: '4000000000400202', ...testCard, saveCard: true });
    expect(declined.json()).toEqual({ returnCode: '40020', returnMsg: 'Insufficient funds on the card.', data: null, success: false });
    expect((await asSaver('GET', '/api/crypto/get/user/pay/formData?payWayCode=10001')).json().data.cards).toEqual([]);
    expect((await asSaver('POST', '/api/pay/card/submit', { orderNo, cardNumber: '4242424242424242', ...testCard, saveCard: true })).json().data.result).toBe(
      'success',
    );
    const formData = (await asSaver('GET', '/api/crypto/get/user/pay/formData?payWayCode=10001')).json().data;
    expect(formData.cards).toEqual([expect.objectContaining({ brand: 'visa', last4: '4242' })]);
    expect(formData.formData.userCardId).toBe(formData.cards[0].userCardId);
  });

  it('refuses a malformed CVV by schema, naming the field', async () => {
    const orderNo = await newOrder();
    const response = await call('POST', '/api/pay/card/submit', { orderNo, cardNumber: '4242424242424242', ...testCard, cvv: '12a' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ returnCode: '40000', returnMsg: 'cvv: must match pattern "^[0-9]{3,4}$"', data: null, success: false });
  });
});

describe('local submit calls', () => {
  it.each(['/api/pay/idr/submit', '/api/pay/saasSubmit', '/api/pay/php/submit', '/api/pay/mxn/submit', '/api/pay/pix/submit', '/api/pay/binance/submit'])(
    '%s issues the instructions of the order method, and refuses an unknown order',
    async (path) => {
      const orderNo = await newOrder({ fiat: 'IDR', amount: '500000', payWayCode: '10003', alpha2: 'ID' });
      const response = await call('POST', path, { orderNo, bankCode: 'M1' });
      expect(response.json()).toMatchObject({ returnCode: '0000', success: true, data: { kind: 'virtualAccount', bankCode: 'M1' } });
      expect(response.json().data.vaNumber).toMatch(/^88908\d{11}$/);
      expect((await call('POST', path, { orderNo: 'B0' })).json()).toEqual(notFound);
    },
  );

  it('POST /api/pay/{product} issues instructions for the matching family and refuses another', async () => {
    const orderNo = await newOrder({ fiat: 'IDR', amount: '500000', payWayCode: '10004', alpha2: 'ID' });
    const qr = (await call('POST', '/api/pay/qrCode', { orderNo })).json();
    expect(qr).toMatchObject({ returnCode: '0000', data: { kind: 'qr' } });
    expect(qr.data.qrPayload).toMatch(/^000201010212/);
    expect((await call('POST', '/api/pay/eWallet', { orderNo })).json()).toEqual({
      returnCode: '40000',
      returnMsg: 'product: is not valid',
      data: null,
      success: false,
    });
  });

  it('POST /api/pay/{product} gives the wallet sheet request for Apple Pay', async () => {
    const orderNo = await newOrder({ payWayCode: '502' });
    expect((await call('POST', '/api/pay/applePay', { orderNo })).json().data).toMatchObject({ kind: 'walletSheet', currencyCode: 'USD', total: '100' });
  });
});

describe('cardholder phone and birth date', () => {
  it("POST /api/pay/card/submit checks them with the card form's rules and leaves the order unpaid", async () => {
    const orderNo = await newOrder();
    const refused = (returnMsg: string) => ({ returnCode: '40000', returnMsg, data: null, success: false });
    expect((await call('POST', '/api/pay/card/submit', { orderNo, cardNumber: '4242424242424242', ...testCard, phone: 'abc' })).json()).toEqual(
      refused('phone: Invalid phone!'),
    );
    expect((await call('POST', '/api/pay/card/submit', { orderNo, cardNumber: '4242424242424242', ...testCard, birthDate: '2999-01-01' })).json()).toEqual(
      refused('birthDate: Invalid birth date!'),
    );
    expect((await call('GET', `/api/pay/result/check?orderNo=${orderNo}`)).json().data.result).toBe('pending');
    const paid = await call('POST', '/api/pay/card/submit', {
      orderNo,
      cardNumber: '4242424242424242',
      ...testCard,
      phone: '+1 202 555 0143',
      birthDate: '1990-05-17',
    });
    expect(paid.json().data).toEqual({ orderNo, result: 'success' });
  });
});

describe('saved cards', () => {
  it('POST /api/user/card/submit blames the year for a past expiry year, not the month', async () => {
    const response = await call('POST', '/api/user/card/submit', { cardNumber: '4242424242424242', ...testCard, cardExpireYear: '2001' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ returnCode: '40000', returnMsg: 'cardExpireYear: is not valid', data: null, success: false });
  });

  it('saves a card showing only brand, last four and expiry, and deletes it', async () => {
    const saved = (await call('POST', '/api/user/card/submit', { cardNumber: '4242424242424242', ...testCard })).json();
    expect(saved).toMatchObject({ returnCode: '0000', data: { card: { brand: 'visa', last4: '4242', cardExpireMonth: '12', cardExpireYear: '2035' } } });
    expect(Object.keys(saved.data.card).sort()).toEqual(['brand', 'cardExpireMonth', 'cardExpireYear', 'last4', 'userCardId']);
    expect(JSON.stringify(saved)).not.toContain('4242424242424242');
    // The contract: only a token, brand, last four and expiry are stored; the holder's name is not.
    const stored = await test.db.query<Record<string, unknown>>('SELECT * FROM saved_cards WHERE user_card_id = $1', [saved.data.card.userCardId]);
    expect(Object.keys(stored[0] ?? {}).sort()).toEqual(['brand', 'created_at', 'exp_month', 'exp_year', 'gateway_token', 'last4', 'user_card_id', 'user_no']);
    expect(JSON.stringify(stored)).not.toContain('Silva');
    const deleted = await call('POST', '/api/user/card/delete/', { userCardId: saved.data.card.userCardId });
    expect(deleted.json()).toEqual({ returnCode: '0000', returnMsg: '', data: { cards: [] }, success: true });
  });

  it('refuses the seventh card with the spec message', async () => {
    for (let i = 0; i < 6; i += 1) await call('POST', '/api/user/card/submit', { cardNumber: '5555555555554444', ...testCard });
    expect((await call('POST', '/api/user/card/submit', { cardNumber: '5555555555554444', ...testCard })).json()).toEqual({
      returnCode: '40205',
      returnMsg: 'Limit of 6 cards reached.',
      data: null,
      success: false,
    });
  });

  it('refuses to delete a card that is not the user’s', async () => {
    expect((await call('POST', '/api/user/card/delete/', { userCardId: 'nope' })).json()).toEqual(notFound);
  });
});

describe('result, message, Apple Pay domain and form data', () => {
  it('GET /api/pay/result/check says failed with the code, GET /api/pay/message/query gives its message', async () => {
    const orderNo = await newOrder();
    await call('POST', '/api/pay/card/submit', { orderNo, cardNumber: '4000000000400301', ...testCard });
    expect((await call('GET', `/api/pay/result/check?orderNo=${orderNo}`)).json().data).toEqual({
      orderNo,
      status: 'failed',
      result: 'failed',
      resultCode: '40030',
    });
    expect((await call('GET', `/api/pay/message/query?orderNo=${orderNo}`)).json().data).toMatchObject({ orderNo, resultCode: '40030' });
    expect((await call('GET', '/api/pay/result/check?orderNo=B0')).json()).toEqual(notFound);
    expect((await call('GET', '/api/pay/message/query')).json().returnCode).toBe('40000');
  });

  it("POST /api/pay/apple/domainName/verify verifies the server's own host and the merchants' redirect origins only", async () => {
    const verify = async (domainName: string, headers?: Record<string, string>) =>
      (await call('POST', '/api/pay/apple/domainName/verify', { domainName }, headers)).json();
    expect(await verify('evil.example.org')).toEqual({
      returnCode: '0000',
      returnMsg: '',
      data: { domainName: 'evil.example.org', verified: false },
      success: true,
    });
    // config/merchants.json: the sandbox demo merchant may redirect to https://demo.gangway.dev.
    expect((await verify('Demo.Gangway.dev')).data).toEqual({ domainName: 'demo.gangway.dev', verified: true });
    expect((await verify('gangway.dev')).data).toEqual({ domainName: 'gangway.dev', verified: false });
    // The host this server is reached at (inject calls it localhost).
    expect((await verify('localhost')).data).toEqual({ domainName: 'localhost', verified: true });
    expect((await verify('checkout.example.com', { host: 'checkout.example.com' })).data).toEqual({ domainName: 'checkout.example.com', verified: true });
    expect((await verify('not a host')).returnCode).toBe('40000');
  });

  it('GET /api/crypto/get/user/pay/formData gives the last card form masked, and refuses an unknown method', async () => {
    const orderNo = await newOrder();
    await call('POST', '/api/pay/card/submit', { orderNo, cardNumber: '4242424242424242', ...testCard, phone: '+12025550143' });
    const data = (await call('GET', '/api/crypto/get/user/pay/formData?payWayCode=10001')).json().data;
    expect(data.formData).toEqual({
      firstname: 'Ana',
      lastname: 'Silva',
      cardNumber: '4242************',
      cardExpireMonth: '12',
      cardExpireYear: '2035',
      phone: '+12025550143',
    });
    expect((await call('GET', '/api/crypto/get/user/pay/formData?payWayCode=99999999')).json()).toEqual({
      returnCode: '40000',
      returnMsg: 'payWayCode: is not valid',
      data: null,
      success: false,
    });
  });

  it('refuses paying a completed order', async () => {
    const orderNo = await newOrder();
    await call('POST', '/api/pay/card/submit', { orderNo, cardNumber: '4242424242424242', ...testCard });
    expect((await call('POST', '/api/pay/card/submit', { orderNo, cardNumber: '4242424242424242', ...testCard })).json()).toEqual(orderState);
  });
});

describe('sandbox actions', () => {
  it('marks a local payment paid and refuses an order without instructions', async () => {
    const orderNo = await newOrder({ fiat: 'IDR', amount: '500000', payWayCode: '10005', alpha2: 'ID' });
    expect((await test.inject('POST', `/api/sandbox/orders/${orderNo}/paid`)).json()).toEqual(orderState);
    await call('POST', '/api/pay/eWallet', { orderNo });
    expect((await test.inject('POST', `/api/sandbox/orders/${orderNo}/paid`)).json()).toEqual({ returnCode: '0000', returnMsg: '', data: null, success: true });
    // The scheme reports the payment as a signed event; once applied, the order is paid.
    await test.settle();
    expect((await call('GET', `/api/trade/${orderNo}`)).json().data.status).toBe('processing');
  });

  it('gives a redirect scheme a payUrl to the gateway page: a localized HTML page with the merchant, amount and method', async () => {
    const orderNo = await newOrder({ fiat: 'IDR', amount: '500000', payWayCode: '10005', alpha2: 'ID' });
    const issued = (await call('POST', '/api/pay/eWallet', { orderNo })).json();
    expect(issued).toEqual({ returnCode: '0000', returnMsg: '', data: { kind: 'redirect', payUrl: `/api/sandbox/gateway/${orderNo}` }, success: true });
    // The browser opens payUrl as a link: a GET.
    const page = await test.inject('GET', issued.data.payUrl, undefined, { 'accept-language': 'es-MX,es;q=0.9' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    // Its own policy, stricter than the app's: its one style element by hash, no script, never framed; and the headers every page has.
    const style = /<style>([\s\S]*)<\/style>/.exec(page.body)?.[1] ?? '';
    expect(page.headers).toMatchObject({
      'content-security-policy': `default-src 'none'; style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': expect.stringContaining('camera=(self)'),
    });
    expect(page.body).toMatch(/^<!doctype html>\n<html lang="es">/);
    expect(page.body).toContain('<dt>Comercio</dt><dd>Gangway Sandbox</dd>');
    expect(page.body).toContain('<dt>Método de pago</dt><dd>DANA</dd>');
    expect(page.body).toContain('<dd class="amount">500000 IDR</dd>');
    expect(page.body).toContain(`<form method="post" action="/api/sandbox/gateway/${orderNo}?lang=es"><button type="submit">Pagar 500000 IDR</button></form>`);
    expect(page.body).toContain(`<a class="link" href="/#/payRedirect?orderNo=${orderNo}">Cancelar y volver</a>`);
    expect(page.body).not.toContain('<script');
    // A lang query wins over Accept-Language.
    expect((await test.inject('GET', `${issued.data.payUrl}?lang=zh-HK`)).body).toContain('<html lang="zh-HK">');
    expect((await call('GET', `/api/trade/${orderNo}`)).json().data.status).toBe('unpaid');

    // Pay: the form posts (no fields), the order is marked paid, and the browser goes back to the app's result route.
    const paid = await test.app.inject({
      method: 'POST',
      url: `/api/sandbox/gateway/${orderNo}?lang=es`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/#/paymentResult?orderNo=${orderNo}`);
    await test.settle();
    expect((await call('GET', `/api/trade/${orderNo}`)).json().data.status).toBe('processing');

    // Paid already: the page says so, with the way back to the result, and paying again changes nothing.
    const again = await test.app.inject({
      method: 'POST',
      url: `/api/sandbox/gateway/${orderNo}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('<p class="problem" role="alert">This order can no longer be paid here.</p>');
    expect(again.body).toContain(`<a class="link" href="/#/paymentResult?orderNo=${orderNo}">Back to the app</a>`);
    expect(again.body).not.toContain('<form');
  });

  it('shows the gateway page only for a payment with redirect instructions, and not found for an order the sandbox scheme issued nothing for', async () => {
    const qrOrder = await newOrder({ fiat: 'IDR', amount: '500000', payWayCode: '10004', alpha2: 'ID' });
    expect((await call('POST', '/api/pay/qrCode', { orderNo: qrOrder })).json().data.kind).toBe('qr');
    const page = await test.inject('GET', `/api/sandbox/gateway/${qrOrder}`);
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('This order can no longer be paid here.');
    const pay = await test.app.inject({
      method: 'POST',
      url: `/api/sandbox/gateway/${qrOrder}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(pay.statusCode).toBe(409);
    await test.settle();
    expect((await call('GET', `/api/trade/${qrOrder}`)).json().data.status).toBe('unpaid');
    // A card order never went to the sandbox scheme: the scheme's page does not know it.
    const cardOrder = await newOrder();
    expect((await test.inject('GET', `/api/sandbox/gateway/${cardOrder}`)).json()).toEqual(notFound);
    expect((await test.inject('GET', '/api/sandbox/gateway/B404')).json()).toEqual(notFound);
  });

  it('is not served in production', async () => {
    const production = await buildTestApp({ config: { nodeEnv: 'production' } });
    expect((await production.inject('POST', '/api/sandbox/orders/B1/paid')).json()).toEqual(notFound);
    expect((await production.inject('GET', '/api/sandbox/gateway/B1')).json()).toEqual(notFound);
    await production.close();
    // It builds an app of its own: seconds on a busy machine.
  }, 90_000);
});
