import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dockedBuyer, placeBuyOrder } from '../../../tests/helpers/merchantOrders';
import { buildTestApp, type SignedInUser, type TestApp } from '../../../tests/helpers/testApp';
import { startWebhookReceiver, type WebhookReceiver } from '../../../tests/helpers/webhookReceiver';
import { serverConfigFromEnv } from '../config';
import { signMerchantLink } from '../../shared/merchantLink/signing';
import { deliverDueEvents } from '../services/webhooks/webhook-delivery';

const secret = 'a-test-merchant-secret-of-32-chars';
let test: TestApp;
let receiver: WebhookReceiver;
let buyer: SignedInUser;

const badSignature = { returnCode: '40301', returnMsg: 'The merchant signature is invalid.', data: null, success: false };
const notFound = { returnCode: '40004', returnMsg: 'The requested item was not found.', data: null, success: false };

/** Parameters as the merchant's server signs them: every one but signature, with a fresh timestamp. */
function signed(parameters: Record<string, string>, key = secret): Record<string, string> {
  const withTime = { ...parameters, timestamp: String(test.clock.now()) };
  return { ...withTime, signature: signMerchantLink(withTime, key) };
}

const deliveries = (parameters: Record<string, string> = {}, key?: string) =>
  test.inject('GET', `/api/merchant/webhooks/deliveries?${new URLSearchParams(signed({ appId: 'sandbox-demo', ...parameters }, key)).toString()}`);
const replay = (parameters: Record<string, string>, appId = 'sandbox-demo') =>
  test.inject('POST', '/api/merchant/webhooks/replay', signed({ appId, ...parameters }));

async function deliverAll(): Promise<void> {
  for (let pass = 0; pass < 10; pass += 1) if ((await deliverDueEvents(test.app)) === 0) return;
}

const eventIdsReceived = () => receiver.received.map((received) => (JSON.parse(received.body) as { id: string }).id);

beforeAll(async () => {
  receiver = await startWebhookReceiver(() => 200);
  const base = serverConfigFromEnv({ NODE_ENV: 'test' }).merchants;
  const merchants = {
    ...base,
    merchants: base.merchants.map((merchant) => (merchant.appId === 'sandbox-demo' ? { ...merchant, webhookUrl: receiver.url } : merchant)),
  };
  test = await buildTestApp({ config: { merchants, env: { MERCHANT_SECRET_SANDBOX_DEMO: secret, MERCHANT_SECRET_SANDBOX_SELL: secret } } });
  buyer = await dockedBuyer(test, 'replay-buyer@example.com');
});
afterAll(async () => {
  await test.close();
  await receiver.close();
});

describe('GET /api/merchant/webhooks/deliveries', () => {
  it("lists the merchant's newest events first with their attempts, and nothing of the order's data", async () => {
    const first = await placeBuyOrder(test, buyer);
    test.clock.advance(1000);
    const second = await placeBuyOrder(test, buyer);
    await deliverAll();
    const response = await deliveries({ limit: '2' });
    expect(response.statusCode).toBe(200);
    const { events } = response.json().data;
    expect(events.map((event: { orderNo: string }) => event.orderNo)).toEqual([second, first]);
    expect(events[0]).toEqual({
      id: expect.stringMatching(/^evt_/),
      type: 'order.created',
      orderNo: second,
      sequence: 1,
      created: expect.any(Number),
      state: 'delivered',
      nextAttemptAt: null,
      deliveredAt: expect.any(Number),
      attempts: [{ attempt: 1, attemptedAt: expect.any(Number), durationMs: expect.any(Number), statusCode: 200, error: null, delivered: true }],
    });
    expect(response.body).not.toContain('replay-buyer');
    expect(response.body).not.toContain('fiatAmount');
  });

  it("shows another merchant none of this merchant's events", async () => {
    await placeBuyOrder(test, buyer);
    const other = await test.inject('GET', `/api/merchant/webhooks/deliveries?${new URLSearchParams(signed({ appId: 'sandbox-sell' })).toString()}`);
    expect(other.json()).toMatchObject({ returnCode: '0000', data: { events: [] } });
  });

  it('refuses a wrong signature, an unknown merchant and a limit out of range, each by its own answer', async () => {
    expect((await deliveries({}, 'not-the-merchant-secret')).json()).toEqual(badSignature);
    const unknown = await test.inject('GET', `/api/merchant/webhooks/deliveries?${new URLSearchParams(signed({ appId: 'no-such-merchant' })).toString()}`);
    expect(unknown.json()).toMatchObject({ returnCode: '40303', success: false });
    const tooMany = await deliveries({ limit: '101' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ returnCode: '40000', returnMsg: 'limit: must match pattern "^(100|[1-9][0-9]?)$"', data: null, success: false });
  });
});

describe('POST /api/merchant/webhooks/replay', () => {
  it('sends one delivered event again, the same id and body', async () => {
    const orderNo = await placeBuyOrder(test, buyer);
    await deliverAll();
    const event = await test.db.one<{ id: string; body: string }>('SELECT id, body FROM webhook_events WHERE order_no = $1', [orderNo]);
    const before = receiver.received.length;
    expect((await replay({ eventId: event?.id ?? '' })).json()).toEqual({
      returnCode: '0000',
      returnMsg: '',
      data: { queued: 1, nextSince: null },
      success: true,
    });
    await deliverAll();
    expect(receiver.received.slice(before).map((received) => received.body)).toEqual([event?.body]);
  });

  it('sends a pending event once, however often it is replayed', async () => {
    const orderNo = await placeBuyOrder(test, buyer);
    const event = await test.db.one<{ id: string }>('SELECT id FROM webhook_events WHERE order_no = $1', [orderNo]);
    await replay({ eventId: event?.id ?? '' });
    await replay({ eventId: event?.id ?? '' });
    await deliverAll();
    expect(eventIdsReceived().filter((id) => id === event?.id)).toHaveLength(1);
  });

  it('sends every event since a time again, oldest first, 500 per call, saying where the next call goes on', async () => {
    const since = test.clock.now() + 10_000;
    const rows = Array.from({ length: 501 }, (_, i) => [`evt_${String(i).padStart(32, '0')}`, `B-replay-${i}`, since + i]);
    for (const [id, orderNo, created] of rows) {
      await test.db.query(
        "INSERT INTO webhook_events (id, app_id, order_no, type, sequence, created_at, body, state) VALUES ($1, 'sandbox-demo', $2, 'order.created', 1, $3, '{}', 'delivered')",
        [id, orderNo, created],
      );
    }
    const first = (await replay({ since: String(since) })).json().data;
    expect(first).toEqual({ queued: 500, nextSince: since + 500 });
    expect(await test.db.one("SELECT count(*)::int AS n FROM webhook_events WHERE order_no LIKE 'B-replay-%' AND state = 'pending'")).toEqual({ n: 500 });
    expect((await replay({ since: String(first.nextSince) })).json().data).toEqual({ queued: 1, nextSince: null });
    await test.db.query("DELETE FROM webhook_events WHERE order_no LIKE 'B-replay-%'");
  });

  it('finds no event of another merchant, and refuses a merchant without a webhookUrl, a body with both eventId and since, and a bad signature', async () => {
    const orderNo = await placeBuyOrder(test, buyer);
    const event = await test.db.one<{ id: string }>('SELECT id FROM webhook_events WHERE order_no = $1', [orderNo]);
    expect((await replay({ eventId: `evt_${'f'.repeat(32)}` })).json()).toEqual(notFound);
    const noUrl = await replay({ eventId: event?.id ?? '' }, 'sandbox-sell');
    expect(noUrl.statusCode).toBe(409);
    expect(noUrl.json()).toEqual({
      returnCode: '40320',
      returnMsg: 'No webhook URL is set up for this merchant, so there is nothing to send events to.',
      data: null,
      success: false,
    });
    const both = await replay({ eventId: event?.id ?? '', since: '0' });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ returnCode: '40000', success: false });
    const forged = { ...signed({ appId: 'sandbox-demo', since: '0' }), since: '1' };
    expect((await test.inject('POST', '/api/merchant/webhooks/replay', forged)).json()).toEqual(badSignature);
  });
});
