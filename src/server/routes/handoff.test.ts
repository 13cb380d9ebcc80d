import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../shared/config/constants';
import { signRequest } from '../../shared/sign';
import { buildTestApp, type SignedInUser, type TestApp } from '../../../tests/helpers/testApp';
import { pruneHandoffs } from '../services/merchant/handoffs';
import { sealedTestQuote, tronAddress } from '../../../tests/helpers/orderKit';

let test: TestApp;
let buyer: SignedInUser;
let orderNo: string;

beforeAll(async () => {
  test = await buildTestApp();
  buyer = await test.loginAs('handoff-buyer@example.com');
  const quoteId = sealedTestQuote({ expiresAt: test.clock.now() + 30_000, fiat: 'EUR' });
  const body = {
    quoteId,
    cryptoCurrency: 'USDT',
    address: tronAddress,
    network: 'TRX',
    fiatCurrency: 'EUR',
    amount: '100',
    depositType: 2,
    payWayCode: '501',
    alpha2: 'DE',
  };
  const created = await buyer.signedInject('POST', '/api/trade/create', body, { 'submit-token': 'handoff-order' });
  orderNo = created.json().data.orderNo;
  expect(orderNo).toMatch(/\S/);
});
afterAll(() => test.close());

const draft = JSON.stringify({ orderNo: 'x', bankCode: null });
const issue = async (
  user: SignedInUser,
  body: Record<string, unknown> = { route: 'applePay', orderNo, language: 'es', sessionState: { 'gangway.buyDraft': draft } },
) => {
  test.clock.advance(1);
  return user.signedInject('POST', '/api/embed/handoff', body);
};
const exchange = (token: string, ip = '10.9.0.1') =>
  test.app.inject({ method: 'POST', url: '/api/embed/handoff/exchange', payload: { token }, remoteAddress: ip });
const handoffInvalid = {
  returnCode: '40321',
  returnMsg: 'This link has expired or was already used. Go back to the first window and choose Continue in a new tab again.',
  data: null,
  success: false,
};

describe('continue in a new tab: the handoff token', () => {
  it('is issued to a signed-in session for its own order, as 256 random bits kept only as their hash', async () => {
    const response = await issue(buyer);
    expect(response.statusCode).toBe(200);
    const { token, expiresAt } = response.json().data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expiresAt).toBe(test.clock.now() + constants.handoffLifetimeMs);
    const rows = await test.db.query<{ token_hash: string }>('SELECT token_hash FROM handoffs');
    expect(rows.some((row) => row.token_hash.includes(token))).toBe(false);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('is exchanged once for a session of its own: the same user, the step and the order, no e-mail login', async () => {
    const { token } = (await issue(buyer)).json().data;
    const response = await exchange(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      login: { email: buyer.email, userNo: buyer.userNo, kycStatus: 'none' },
      route: 'applePay',
      orderNo,
      language: 'es',
      sessionState: { 'gangway.buyDraft': draft },
    });
    const sessionToken = String(response.headers.token);
    const signingKey = String(response.headers.sign);
    expect(sessionToken).not.toBe(buyer.token);
    const timestamp = String(test.clock.now());
    const path = `/trade/query/buy/order/details?orderNo=${orderNo}`;
    const sign = await signRequest({ key: signingKey, timestamp, method: 'GET', pathAndQuery: path });
    const order = await test.app.inject({ method: 'GET', url: `/api${path}`, headers: { token: sessionToken, timestamp, sign } });
    expect(order.json().data).toMatchObject({ orderNo, status: 'unpaid' });
    const again = await exchange(token);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual(handoffInvalid);
  });

  it('stops working after handoffLifetimeMs', async () => {
    const { token } = (await issue(buyer)).json().data;
    test.clock.advance(constants.handoffLifetimeMs + 1);
    expect((await exchange(token)).json()).toEqual(handoffInvalid);
  });

  it('dies with the session that issued it', async () => {
    const other = await test.loginAs('handoff-logout@example.com');
    const { token } = (await issue(other, { route: 'idProof', sessionState: {} })).json().data;
    test.clock.advance(1);
    expect((await other.signedInject('POST', '/api/login/to-logout')).json().success).toBe(true);
    expect((await exchange(token)).json()).toEqual(handoffInvalid);
  });

  it('answers a guessed token like a used one', async () => {
    expect((await exchange('A'.repeat(43))).json()).toEqual(handoffInvalid);
    expect((await exchange('short')).json().returnCode).toBe('40000');
  });

  it("is refused for another user's order, an unknown route, or too much session state", async () => {
    const stranger = await test.loginAs('handoff-stranger@example.com');
    const foreign = await issue(stranger, { route: 'applePay', orderNo, sessionState: {} });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().returnMsg).toBe('The requested item was not found.');
    const unknown = await issue(stranger, { route: 'nowhere', sessionState: {} });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().returnMsg).toBe('route: is not a page of the checkout');
    const state = Object.fromEntries(['a', 'b', 'c'].map((name) => [`gangway.${name}`, 'x'.repeat(16_000)]));
    expect((await issue(stranger, { route: 'idProof', sessionState: state })).json().returnMsg).toBe('sessionState: is larger than 32 KB');
    expect((await issue(stranger, { route: 'idProof', sessionState: { other: 'x' } })).json().returnCode).toBe('40000');
  });

  it('is refused beyond handoffsLivePerSession unexpired tokens of one session, until one expires', async () => {
    const busy = await test.loginAs('handoff-busy@example.com');
    const body = { route: 'idProof', sessionState: {} };
    for (let i = 0; i < constants.handoffsLivePerSession; i += 1) expect((await issue(busy, body)).statusCode).toBe(200);
    const refused = await issue(busy, body);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().returnCode).toBe('40029');
    test.clock.advance(constants.handoffLifetimeMs);
    expect((await issue(busy, body)).statusCode).toBe(200);
  });

  it('needs a signed-in session to be issued', async () => {
    expect((await test.inject('POST', '/api/embed/handoff', { route: 'applePay', sessionState: {} })).json().returnCode).toBe('10001');
  });

  it('is exchanged at most handoffExchangesPerIpPerHour times an hour from one IP, used or not', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < constants.handoffExchangesPerIpPerHour; i += 1) await exchange('B'.repeat(43), ip);
    const { token } = (await issue(buyer)).json().data;
    const limited = await exchange(token, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().returnCode).toBe('40029');
    expect((await exchange(token, '10.9.9.10')).statusCode).toBe(200);
  });

  it('is pruned once expired, with exchange counts older than an hour', async () => {
    await issue(buyer);
    test.clock.advance(2 * 3_600_000);
    await pruneHandoffs(test.db, test.clock.now());
    expect(await test.db.query('SELECT token_hash FROM handoffs')).toEqual([]);
    expect(await test.db.query('SELECT id FROM handoff_exchanges')).toEqual([]);
  });
});
