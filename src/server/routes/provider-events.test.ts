import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedInUser, type TestApp } from '../../../tests/helpers/testApp';
import { sandboxConfig } from '../../../tests/helpers/testFlows';
import type { Fact } from '../providers/facts';
import { sandboxEventBody } from '../providers/sandbox/events';
import { developmentSigningSecret, sandboxSignatureHeader, signSandboxEvent } from '../providers/sandbox/signing';
import { sealedTestQuote, tronAddress } from '../../../tests/helpers/orderKit';

let test: TestApp;
let buyer: SignedInUser;
let events = 0;

/** A sandbox event as the sandbox would post it, signed at `at` with `secret`. */
function signedEvent(reference: string, fact: Fact, options: { at?: number; secret?: string; kind?: 'local' | 'card' } = {}) {
  events += 1;
  const body = JSON.stringify(sandboxEventBody(`evt-intake-${events}`, options.kind ?? 'local', reference, fact, test.clock.now()));
  const signature = signSandboxEvent(options.secret ?? developmentSigningSecret, body, options.at ?? test.clock.now());
  return { body, headers: { 'content-type': 'application/json', [sandboxSignatureHeader]: signature } };
}

const post = (event: { body: string; headers: Record<string, string> }, adapter = 'sandbox') =>
  test.app.inject({ method: 'POST', url: `/api/providers/${adapter}/events`, headers: event.headers, payload: event.body });

const inbox = async () => (await test.db.one<{ n: number }>('SELECT count(*)::int AS n FROM provider_events'))?.n;
const refusedCount = async () => {
  const text = await test.app.metrics.registry.getSingleMetricAsString('gangway_provider_events_refused_total');
  return Number(/adapter="sandbox"} (\d+)/.exec(text)?.[1] ?? 0);
};
const paid: Fact = { type: 'payment', status: 'succeeded' };

/** A buy order with a pending payment at the sandbox scheme: its order number and the payment's reference. */
async function pendingLocalPayment(): Promise<{ orderNo: string; reference: string }> {
  test.clock.advance(1);
  const quoteId = sealedTestQuote({ fiat: 'IDR', fiatAmount: '500000', expiresAt: test.clock.now() + 30_000 });
  const body = {
    quoteId,
    cryptoCurrency: 'USDT',
    address: tronAddress,
    network: 'TRX',
    fiatCurrency: 'IDR',
    amount: '500000',
    payWayCode: '10005',
    alpha2: 'ID',
  };
  const orderNo = (await buyer.signedInject('POST', '/api/trade/create', body, { 'submit-token': `intake-${events}-${test.clock.now()}` })).json().data.orderNo;
  test.clock.advance(1);
  await buyer.signedInject('POST', '/api/pay/eWallet', { orderNo });
  const row = await test.db.one<{ pay_reference: string }>('SELECT pay_reference FROM buy_orders WHERE order_no = $1', [orderNo]);
  if (!row) throw new Error('no order');
  return { orderNo, reference: row.pay_reference };
}

const statusOf = async (orderNo: string) => (await test.db.one<{ status: string }>('SELECT status FROM buy_orders WHERE order_no = $1', [orderNo]))?.status;

beforeAll(async () => {
  test = await buildTestApp();
  buyer = await test.loginAs('intake@example.com');
});
afterAll(() => test.close());

describe('POST /api/providers/{adapter}/events', () => {
  it('keeps a verified event in the inbox and answers at once; the apply job changes the order', async () => {
    const { orderNo, reference } = await pendingLocalPayment();
    const event = signedEvent(reference, paid);
    const answer = await post(event);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ returnCode: '0000', returnMsg: '', data: { received: 'stored' }, success: true });
    expect(await statusOf(orderNo)).toBe('unpaid');
    expect((await post(event)).json().data).toEqual({ received: 'duplicate' });
    await test.app.settlement.applyPass();
    expect(await statusOf(orderNo)).toBe('processing');
  });

  it('refuses a forged signature with 401, stores nothing, changes nothing, and counts it', async () => {
    const { orderNo, reference } = await pendingLocalPayment();
    const [before, refused] = [await inbox(), await refusedCount()];
    const forged = signedEvent(reference, paid, { secret: 'not-the-sandbox-secret' });
    const answer = await post(forged);
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ returnCode: '40330', returnMsg: "The event's signature could not be verified.", data: null, success: false });
    // The body altered after signing, and no signature at all, are refused the same way.
    const altered = signedEvent(reference, { type: 'payment', status: 'failed', resultCode: '40020' });
    expect((await post({ body: altered.body.replace('failed', 'succeeded'), headers: altered.headers })).statusCode).toBe(401);
    expect((await post({ body: altered.body, headers: { 'content-type': 'application/json' } })).statusCode).toBe(401);
    expect(await inbox()).toBe(before);
    expect(await refusedCount()).toBe(refused + 3);
    await test.settle();
    expect(await statusOf(orderNo)).toBe('unpaid');
  });

  it('refuses an event replayed later than the signature tolerance', async () => {
    const { orderNo, reference } = await pendingLocalPayment();
    const before = await inbox();
    const old = signedEvent(reference, paid, { at: test.clock.now() - sandboxConfig.events.toleranceMs - 1 });
    expect((await post(old)).statusCode).toBe(401);
    expect(await inbox()).toBe(before);
    await test.settle();
    expect(await statusOf(orderNo)).toBe('unpaid');
  });

  it("refuses a body of another adapter: another provider's format, or one sent to an adapter config does not select", async () => {
    const { orderNo, reference } = await pendingLocalPayment();
    const before = await inbox();
    const stripeLike = JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded', data: { object: { id: reference } } });
    const foreign = await post({ body: stripeLike, headers: { 'content-type': 'application/json', 'stripe-signature': `t=${test.clock.now()},v1=00` } });
    expect(foreign.statusCode).toBe(401);
    // A sandbox event posted where another adapter's events go: no kind uses that adapter here.
    const elsewhere = await post(signedEvent(reference, paid), 'stripe');
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().returnCode).toBe('40004');
    expect(await inbox()).toBe(before);
    await test.settle();
    expect(await statusOf(orderNo)).toBe('unpaid');
  });

  it('stores an event whose reference nothing has as unmatched, for ops, and changes nothing', async () => {
    const before = await test.db.query('SELECT order_no, status FROM buy_orders ORDER BY order_no');
    expect((await post(signedEvent('sbxloc_nobody', paid))).json().data).toEqual({ received: 'stored' });
    await test.app.settlement.applyPass();
    expect(await test.db.one("SELECT state FROM provider_events WHERE reference = 'sbxloc_nobody'")).toEqual({ state: 'unmatched' });
    expect(await test.db.query('SELECT order_no, status FROM buy_orders ORDER BY order_no')).toEqual(before);
    const metrics = await test.app.metrics.registry.getSingleMetricAsString('gangway_provider_events');
    expect(metrics).toMatch(/gangway_provider_events\{adapter="sandbox",state="unmatched"\} 1/);
  });

  it('refuses a 1 MB body before reading it, with a 4xx envelope, storing nothing', async () => {
    const before = await inbox();
    const huge = await test.app.inject({
      method: 'POST',
      url: '/api/providers/sandbox/events',
      headers: { 'content-type': 'application/json' },
      payload: 'x'.repeat(1024 * 1024),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().success).toBe(false);
    expect(await inbox()).toBe(before);
  });

  it('takes a body of any content type, or none, as the bytes the provider signed', async () => {
    const { reference } = await pendingLocalPayment();
    const event = signedEvent(reference, { type: 'payment', status: 'pending' });
    expect((await post({ body: event.body, headers: { ...event.headers, 'content-type': 'text/plain' } })).statusCode).toBe(200);
    const empty = await test.app.inject({ method: 'POST', url: '/api/providers/sandbox/events' });
    expect(empty.statusCode).toBe(401);
  });
});
