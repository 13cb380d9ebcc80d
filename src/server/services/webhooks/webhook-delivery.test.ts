import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documentedSignatureCheck, type SignatureCheck } from '../../../../tests/helpers/documentedWebhookCheck';
import { callAs, dockedBuyer, placeBuyOrder, placeSellOrder } from '../../../../tests/helpers/merchantOrders';
import { buildTestApp, type SignedInUser, type TestApp } from '../../../../tests/helpers/testApp';
import { startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from '../../../../tests/helpers/webhookReceiver';
import type { WebhookEvent } from '../../../shared/generated/api/merchant-webhooks.schema';
import { serverConfigFromEnv } from '../../config';
import { testCard } from '../../../../tests/helpers/orderKit';
import { deliverDueEvents } from './webhook-delivery';

const secret = 'a-test-merchant-secret-of-32-chars';
const schedule: [number, number, number] = [60_000, 300_000, 900_000];

let test: TestApp;
let receiver: WebhookReceiver;
let buyer: SignedInUser;
let verify: SignatureCheck;
/** What the receiver answers the n-th request (1-based) from the start of the current test. */
let answer: (count: number) => number | 'hang' = () => 200;
let firstOfTest = 0;

const eventOf = (received: ReceivedWebhook) => JSON.parse(received.body) as WebhookEvent;
const receivedSinceTestStart = () => receiver.received.slice(firstOfTest);
/** gangway_webhook_deliveries_total by outcome, as the metrics endpoint would show it now. */
const deliveriesCounted = async () =>
  Object.fromEntries((await test.app.metrics.webhookDeliveries.get()).values.map((sample) => [String(sample.labels.outcome), sample.value]));
/** How many attempts of each outcome the metric counted since `before`. */
const countedSince = async (before: Record<string, number>) =>
  Object.fromEntries(
    Object.entries(await deliveriesCounted())
      .map(([outcome, value]) => [outcome, value - (before[outcome] ?? 0)])
      .filter(([, value]) => value !== 0),
  );
const stateOf = async (id: string) => await test.db.one<{ state: string; attempts: number }>('SELECT state, attempts FROM webhook_events WHERE id = $1', [id]);

/** One pass of the delivery job, then the clock moves past `waitMs` (plus the most jitter can add). */
async function passThenWait(waitMs = 0): Promise<void> {
  await deliverDueEvents(test.app);
  test.clock.advance(Math.ceil(waitMs * 1.1) + 1);
}

/** Delivers everything due now, however many passes it takes (events of one order go one per pass). */
async function deliverAll(): Promise<void> {
  for (let pass = 0; pass < 10; pass += 1) if ((await deliverDueEvents(test.app)) === 0) return;
}

beforeAll(async () => {
  receiver = await startWebhookReceiver((count) => answer(count - firstOfTest));
  verify = await documentedSignatureCheck();
  const base = serverConfigFromEnv({ NODE_ENV: 'test' }).merchants;
  const merchants = {
    merchants: base.merchants.map((merchant) => (merchant.appId === 'sandbox-demo' ? { ...merchant, webhookUrl: receiver.url } : merchant)),
    webhooks: { timeoutMs: 1000, retryScheduleMs: schedule, jitterRatio: 0.1, retentionMs: 2_592_000_000 },
  };
  test = await buildTestApp({ config: { merchants, env: { MERCHANT_SECRET_SANDBOX_DEMO: secret } } });
  buyer = await dockedBuyer(test, 'webhook-buyer@example.com');
});
afterAll(async () => {
  await test.close();
  await receiver.close();
});
beforeEach(async () => {
  // Every earlier event is delivered and done with before a test counts its own.
  answer = () => 200;
  test.clock.advance(60 * 60_000);
  await deliverAll();
  firstOfTest = receiver.received.length;
});

describe('webhook delivery', () => {
  it('delivers each event exactly once as a 2xx after the receiver failed the first 3 attempts, in sequence, on schedule, signed', async () => {
    answer = (count) => (count <= 3 ? 503 : 200);
    const counted = await deliveriesCounted();
    const orderNo = await placeBuyOrder(test, buyer);
    await callAs(test, buyer)('POST', '/api/pay/card/submit', { orderNo, cardNumber: '4242424242424242', ...testCard });

    await deliverDueEvents(test.app);
    // Not before its retry time: 30 s later the first retry (1 min) is not due.
    test.clock.advance(30_000);
    await deliverDueEvents(test.app);
    expect(receivedSinceTestStart().map((received) => received.answer)).toEqual([503]);
    test.clock.advance(Math.ceil(schedule[0] * 1.1));
    await passThenWait(schedule[1]);
    await passThenWait(schedule[2]);
    await deliverAll();

    const received = receivedSinceTestStart();
    expect(received.map((one) => `${eventOf(one).type} ${one.answer}`)).toEqual([
      'order.created 503',
      'order.created 503',
      'order.created 503',
      'order.created 200',
      'order.paid 200',
    ]);
    expect(await countedSince(counted)).toEqual({ retrying: 3, delivered: 2 });
    const delivered = received.filter((one) => one.answer === 200);
    expect(new Set(delivered.map((one) => eventOf(one).id)).size).toBe(2);
    expect(delivered.map((one) => eventOf(one).sequence)).toEqual([1, 2]);
    for (const one of received) {
      expect(one.headers['gangway-event-id']).toBe(eventOf(one).id);
      expect(one.headers['content-type']).toBe('application/json');
      const t = Number(/t=(\d+)/.exec(String(one.headers['gangway-signature']))?.[1]);
      expect(verify(one.body, one.headers['gangway-signature'] as string, secret, 300, t)).toBe(true);
    }
    const stored = await test.db.query<{ id: string; body: string; state: string; attempts: number }>(
      'SELECT id, body, state, attempts FROM webhook_events WHERE order_no = $1 ORDER BY sequence',
      [orderNo],
    );
    expect(stored.map((event) => [event.state, event.attempts])).toEqual([
      ['delivered', 4],
      ['delivered', 1],
    ]);
    expect(received.slice(0, 4).every((one) => one.body === stored[0]?.body)).toBe(true);
    const attempts = await test.db.query<{ attempt: number; status_code: number; delivered: boolean }>(
      'SELECT attempt, status_code, delivered FROM webhook_deliveries WHERE event_id = $1 ORDER BY id',
      [stored[0]?.id],
    );
    expect(attempts).toEqual([
      { attempt: 1, status_code: 503, delivered: false },
      { attempt: 2, status_code: 503, delivered: false },
      { attempt: 3, status_code: 503, delivered: false },
      { attempt: 4, status_code: 200, delivered: true },
    ]);
  });

  it("gives an event up as failed once every retry of the schedule failed, and sends the order's next event then", async () => {
    answer = () => 500;
    const counted = await deliveriesCounted();
    const orderNo = await placeBuyOrder(test, buyer);
    await callAs(test, buyer)('POST', '/api/pay/card/submit', { orderNo, cardNumber: '4242424242424242', ...testCard });
    for (const wait of schedule) await passThenWait(wait);
    await deliverAll();
    const [created] = await test.db.query<{ id: string }>('SELECT id FROM webhook_events WHERE order_no = $1 AND sequence = 1', [orderNo]);
    expect(await stateOf(created?.id ?? '')).toEqual({ state: 'failed', attempts: schedule.length + 1 });
    expect(receivedSinceTestStart().map((one) => eventOf(one).type)).toEqual([
      'order.created',
      'order.created',
      'order.created',
      'order.created',
      'order.paid',
    ]);
    // order.created: every attempt of the schedule failed; order.paid: its first attempt failed too.
    expect(await countedSince(counted)).toEqual({ retrying: schedule.length + 1, failed: 1 });
  });

  it('counts no answer within the timeout, and a redirect, as failed attempts', async () => {
    answer = (count) => (count === 1 ? 'hang' : count === 2 ? 302 : 200);
    const orderNo = await placeBuyOrder(test, buyer);
    await passThenWait(schedule[0]);
    await passThenWait(schedule[1]);
    await passThenWait();
    const attempts = await test.db.query<{ status_code: number | null; error: string | null; delivered: boolean; duration_ms: number }>(
      'SELECT d.status_code, d.error, d.delivered, d.duration_ms FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id WHERE e.order_no = $1 ORDER BY d.id',
      [orderNo],
    );
    expect(attempts.map(({ status_code, error, delivered }) => ({ status_code, error, delivered }))).toEqual([
      { status_code: null, error: 'no answer within 1000 ms', delivered: false },
      { status_code: 302, error: null, delivered: false },
      { status_code: 200, error: null, delivered: true },
    ]);
    expect(attempts[0]?.duration_ms).toBeGreaterThanOrEqual(900);
  });

  it('skips the events of a merchant without a webhookUrl, sending nothing', async () => {
    const seller = await dockedBuyer(test, 'webhook-seller@example.com', 'sandbox-sell');
    const orderNo = await placeSellOrder(test, seller, 'sandbox-sell');
    await deliverAll();
    expect(await test.db.query('SELECT state FROM webhook_events WHERE order_no = $1', [orderNo])).toEqual([{ state: 'skipped' }]);
    expect(receivedSinceTestStart()).toEqual([]);
  });
});

describe('the documented signature check', () => {
  it('accepts a delivery as sent and refuses a changed body, an old t, a t from the future and another secret', async () => {
    answer = () => 200;
    await placeBuyOrder(test, buyer);
    await deliverAll();
    const [delivery] = receivedSinceTestStart();
    const body = delivery?.body ?? '';
    const header = String(delivery?.headers['gangway-signature']);
    const t = Number(/t=(\d+)/.exec(header)?.[1]);
    expect(verify(body, header, secret, 300, t + 300)).toBe(true);
    expect(verify(body.replace('"sequence":1', '"sequence":9'), header, secret, 300, t)).toBe(false);
    expect(verify(`${body} `, header, secret, 300, t)).toBe(false);
    expect(verify(body, header, secret, 300, t + 301)).toBe(false);
    expect(verify(body, header, secret, 300, t - 301)).toBe(false);
    expect(verify(body, header, 'another-secret-of-the-same-size', 300, t)).toBe(false);
    expect(verify(body, header.replace(/v1=[0-9a-f]+/, 'v1=abc'), secret, 300, t)).toBe(false);
    expect(verify(body, undefined, secret, 300, t)).toBe(false);
  });
});
