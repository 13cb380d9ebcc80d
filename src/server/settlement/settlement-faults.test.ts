import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, dockedBuyer, placeBuyOrder, placeSellOrder } from '../../../tests/helpers/merchantOrders';
import { sharedStores, type SharedStore } from '../../../tests/helpers/storeInstances';
import { buildTestApp, type SignedInUser, type TestApp } from '../../../tests/helpers/testApp';
import { sandboxConfig } from '../../../tests/helpers/testFlows';
import type { SandboxConfig, SandboxFaults } from '../../shared/generated/sandbox.schema';
import type { WebhookEvent } from '../../shared/generated/api/merchant-webhooks.schema';
import { testCard } from '../../../tests/helpers/orderKit';
import type { Db } from '../store/db';

const secret = 'a-test-merchant-secret-of-32-chars';
const noFaults: SandboxFaults = sandboxConfig.events.faults;
const withFaults = (faults: Partial<SandboxFaults>): SandboxConfig => ({
  ...sandboxConfig,
  events: { ...sandboxConfig.events, faults: { ...noFaults, ...faults } },
});
const appWith = (faults: Partial<SandboxFaults>, db?: Db) =>
  buildTestApp({ config: { sandbox: withFaults(faults), env: { MERCHANT_SECRET_SANDBOX_DEMO: secret } }, ...(db ? { db } : {}) });

async function timeline(test: TestApp, orderNo: string): Promise<string[]> {
  const events = await test.db.query<{ type: string; body: string }>('SELECT type, body FROM webhook_events WHERE order_no = $1 ORDER BY sequence', [orderNo]);
  return events.map((event) => `${event.type} ${(JSON.parse(event.body) as WebhookEvent).data.status}`);
}
const statusOf = async (test: TestApp, orderNo: string) =>
  (await test.db.one<{ status: string }>('SELECT status FROM buy_orders WHERE order_no = $1', [orderNo]))?.status;

describe('a lost event', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await appWith({ drop: ['transfer', 'review'] });
  });
  afterAll(() => test.close());

  it('delays the order until the reconciler asks the chain, which completes it at the first check', async () => {
    const buyer = await dockedBuyer(test, 'lost-event@example.com');
    const orderNo = await placeBuyOrder(test, buyer);
    expect((await callAs(test, buyer)('POST', '/api/pay/card/submit', { orderNo, cardNumber: '4242424242424242', ...testCard })).json().data.result).toBe(
      'success',
    );
    await test.settle();
    test.clock.advance(sandboxConfig.chain.confirmDelayMs);
    await test.settle();
    // Every report of the chain was dropped: nothing told the server the crypto arrived.
    expect(await statusOf(test, orderNo)).toBe('processing');
    expect(await test.reconcile()).toBe(0);
    test.clock.advance(test.app.config.providers.settlement.reconciler.firstCheckAfterMs);
    expect(await test.reconcile()).toBeGreaterThan(0);
    expect(await statusOf(test, orderNo)).toBe('completed');
    expect(await timeline(test, orderNo)).toEqual(['order.created unpaid', 'order.paid processing', 'order.completed completed']);
    // Final: no further checks of the transfer.
    test.clock.advance(test.app.config.providers.settlement.reconciler.recheckEveryMs);
    expect(await test.db.one("SELECT state FROM provider_watch WHERE subject = 'transfer'")).toEqual({ state: 'settled' });
  });

  it('of a KYC decision is found by the reconciler too', async () => {
    const user = await test.loginAs('lost-review@example.com');
    const call = callAs(test, user);
    expect((await call('POST', '/api/kyc/auth/create', { firstName: 'Ana', lastName: 'Approved' })).json().data).toEqual({ status: 0 });
    test.clock.advance(sandboxConfig.kyc.reviewDelayMs);
    await test.settle();
    expect((await call('GET', '/api/kyc/auth/status')).json().data).toEqual({ status: 0 });
    test.clock.advance(test.app.config.providers.settlement.reconciler.firstCheckAfterMs);
    await test.reconcile();
    expect((await call('GET', '/api/kyc/auth/status')).json().data).toEqual({ status: 1 });
  });
});

describe('"completed" delivered before "paid"', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await appWith({ reorder: true });
  });
  afterAll(() => test.close());

  it('ends the buy order completed, the late events moving nothing back', async () => {
    const buyer = await dockedBuyer(test, 'reorder-buy@example.com');
    const orderNo = await placeBuyOrder(test, buyer);
    await callAs(test, buyer)('POST', '/api/pay/card/submit', { orderNo, cardNumber: '4242424242424242', ...testCard });
    await test.app.settlement.transfersPass();
    test.clock.advance(sandboxConfig.chain.confirmDelayMs);
    // One delivery pass posts the chain's confirmation first, then mined, submitted, and last the payment's own event.
    await test.settle();
    const order = await test.db.one<{ status: string; tx_id: string }>('SELECT status, tx_id FROM buy_orders WHERE order_no = $1', [orderNo]);
    expect(order).toEqual({ status: 'completed', tx_id: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(await timeline(test, orderNo)).toEqual(['order.created unpaid', 'order.paid processing', 'order.completed completed']);
    const transfer = await test.db.one<{ state: string; tx_hashes: string[] }>('SELECT state, tx_hashes FROM chain_transfers WHERE order_no = $1', [orderNo]);
    expect(transfer).toEqual({ state: 'confirmed', tx_hashes: [order?.tx_id] });
  });

  it("ends the sale at confirm order when the deposit's final confirmation comes before it was seen", async () => {
    const seller = await dockedBuyer(test, 'reorder-sell@example.com');
    const orderNo = await placeSellOrder(test, seller);
    await test.inject('POST', `/api/sandbox/sell/${orderNo}/deposit`, {});
    test.clock.advance(2 * sandboxConfig.chain.confirmDelayMs);
    await test.settle();
    const order = await test.db.one('SELECT status, deposit_amount FROM sell_orders WHERE order_no = $1', [orderNo]);
    expect(order).toEqual({ status: 'confirmOrder', deposit_amount: '100' });
    expect(await timeline(test, orderNo)).toEqual(['order.created awaitingDeposit', 'order.processing confirmOrder']);
  });
});

describe.each(sharedStores)('the same event delivered 5 times, 2 of them at once on two instances ($name)', (shared) => {
  let store: SharedStore;
  let first: TestApp;
  let second: TestApp;
  let buyer: SignedInUser;

  beforeAll(async () => {
    store = await shared.open();
    [first, second] = [await appWith({}, store.db), await appWith({}, store.instances(1)[0])];
    buyer = await dockedBuyer(first, 'five-times@example.com');
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await store.drop();
  });

  it('changes the order once and writes one merchant webhook event', async () => {
    const orderNo = await placeBuyOrder(first, buyer);
    const call = callAs(first, buyer);
    // Paid with the 3-D Secure card, the payment waits for its challenge; completed at the sandbox, it is reported by one event.
    const charged = (await call('POST', '/api/pay/card/submit', { orderNo, cardNumber: '4000000000003220', ...testCard })).json().data;
    expect(charged.result).toBe('requiresAction');
    const reference =
      (await first.db.one<{ pay_reference: string }>('SELECT pay_reference FROM buy_orders WHERE order_no = $1', [orderNo]))?.pay_reference ?? '';
    await first.app.sandboxProvider?.card.decideChallenge(reference, true);
    // The sandbox signs its event once; capture it as it would be posted.
    const posted: { body: string; headers: Record<string, string> }[] = [];
    await first.app.sandboxProvider?.deliver(async (_path, body, headers) => (posted.push({ body, headers }), 200));
    const [event] = posted;
    if (!event) throw new Error('the sandbox posted nothing');
    const post = (test: TestApp) => test.app.inject({ method: 'POST', url: '/api/providers/sandbox/events', headers: event.headers, payload: event.body });
    const answers = await Promise.all([post(first), post(second)]);
    for (const again of [first, second, first]) answers.push(await post(again));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((answer) => answer.json().data.received).sort()).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'stored']);
    await Promise.all([first.app.settlement.applyPass(), second.app.settlement.applyPass()]);
    await Promise.all([first.app.settlement.applyPass(), second.app.settlement.applyPass()]);
    expect(await statusOf(first, orderNo)).toBe('processing');
    expect((await timeline(first, orderNo)).filter((entry) => entry.startsWith('order.paid'))).toEqual(['order.paid processing']);
    expect(await first.db.one('SELECT count(*)::int AS n, min(state) AS state FROM provider_events WHERE reference = $1', [reference])).toEqual({
      n: 1,
      state: 'applied',
    });
  });
});

describe('a server that dies during an apply', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await appWith({});
  });
  afterAll(() => test.close());

  it('leaves the event to its lease: another instance applies it once after', async () => {
    const buyer = await dockedBuyer(test, 'died-applying@example.com');
    const orderNo = await placeBuyOrder(test, buyer);
    await callAs(test, buyer)('POST', '/api/pay/card/submit', { orderNo, cardNumber: '4000000000003220', ...testCard });
    const reference =
      (await test.db.one<{ pay_reference: string }>('SELECT pay_reference FROM buy_orders WHERE order_no = $1', [orderNo]))?.pay_reference ?? '';
    await test.app.sandboxProvider?.card.decideChallenge(reference, true);
    await test.app.settlement.sandboxPass();
    // An instance takes the event (its lease written) and dies before its transaction commits: the apply is rolled back whole.
    const { claimDueEvents } = await import('./inbox');
    const [taken] = await claimDueEvents(test.db, test.clock.now(), test.clock.now() + test.app.config.providers.settlement.inbox.leaseMs, 10);
    expect(taken?.reference).toBe(reference);
    await expect(
      test.db.transaction(async (tx) => {
        await tx.query("UPDATE buy_orders SET status = 'processing' WHERE order_no = $1", [orderNo]);
        throw new Error('the process was killed');
      }),
    ).rejects.toThrow('killed');
    expect(await statusOf(test, orderNo)).toBe('unpaid');
    // While the lease lasts no other instance takes it; after, the next pass applies it, once.
    expect(await test.app.settlement.applyPass()).toBe(0);
    test.clock.advance(test.app.config.providers.settlement.inbox.leaseMs);
    expect(await test.app.settlement.applyPass()).toBe(1);
    expect(await test.app.settlement.applyPass()).toBe(0);
    expect(await statusOf(test, orderNo)).toBe('processing');
    expect(await timeline(test, orderNo)).toEqual(['order.created unpaid', 'order.paid processing']);
    expect(await test.db.one('SELECT state, attempts FROM provider_events WHERE reference = $1', [reference])).toEqual({ state: 'applied', attempts: 2 });
  });
});

describe('events posted twice and late', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await appWith({ duplicate: 2, delayMs: 10_000 });
  });
  afterAll(() => test.close());

  it('keeps each event once however often it is posted, and moves the order when the late event comes', async () => {
    const buyer = await dockedBuyer(test, 'late-twice@example.com');
    const orderNo = await placeBuyOrder(test, buyer);
    await callAs(test, buyer)('POST', '/api/pay/card/submit', { orderNo, cardNumber: '4242424242424242', ...testCard });
    await test.settle();
    test.clock.advance(sandboxConfig.chain.confirmDelayMs);
    await test.settle();
    // The chain confirmed, but says so 10 s late.
    expect(await statusOf(test, orderNo)).toBe('processing');
    test.clock.advance(10_000);
    await test.settle();
    expect(await statusOf(test, orderNo)).toBe('completed');
    // Each step was posted three times: the inbox holds it once.
    const counts = await test.db.one(
      "SELECT (SELECT count(*)::int FROM sandbox_steps WHERE state = 'posted') AS posted, (SELECT count(*)::int FROM provider_events) AS kept",
    );
    expect(counts).toEqual({ posted: 4, kept: 4 });
    expect(await timeline(test, orderNo)).toEqual(['order.created unpaid', 'order.paid processing', 'order.completed completed']);
  });
});

describe('the store cleanup of settlement records', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await appWith({});
  });
  afterAll(() => test.close());

  it('deletes applied events and finished watches after retentionMs, and keeps unmatched events for ops', async () => {
    const buyer = await dockedBuyer(test, 'retention@example.com');
    const orderNo = await placeBuyOrder(test, buyer);
    await callAs(test, buyer)('POST', '/api/pay/card/submit', { orderNo, cardNumber: '4242424242424242', ...testCard });
    test.clock.advance(sandboxConfig.chain.confirmDelayMs);
    await test.settle();
    await test.db.query(
      "INSERT INTO provider_events (adapter, event_id, subject, reference, fact, trusted, occurred_at, received_at, state) VALUES ('sandbox', 'evt-unmatched', 'payment', 'nobody', '{}', true, 0, $1, 'unmatched')",
      [test.clock.now()],
    );
    const count = async () =>
      test.db.one<{ events: number; watches: number }>(
        "SELECT (SELECT count(*)::int FROM provider_events) AS events, (SELECT count(*)::int FROM provider_watch WHERE state <> 'watching') AS watches",
      );
    const before = await count();
    expect(before?.events).toBeGreaterThan(1);
    const { deleteSettledRecords } = await import('./retention');
    expect(await deleteSettledRecords(test.db, test.clock.now() - 1, 100)).toBe(0);
    test.clock.advance(test.app.config.providers.settlement.inbox.retentionMs + 1);
    await deleteSettledRecords(test.db, test.clock.now() - test.app.config.providers.settlement.inbox.retentionMs, 100);
    expect(await count()).toEqual({ events: 1, watches: 0 });
  });
});

describe('a provider timing out or answering 500 during a create', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await appWith({ failCreates: 1 });
  });
  afterAll(() => test.close());

  it('answers busy, and a retry with the same submit-token makes no second payment at the provider', async () => {
    const buyer = await dockedBuyer(test, 'provider-500@example.com');
    const orderNo = await placeBuyOrder(test, buyer);
    const call = callAs(test, buyer);
    const submit = { 'submit-token': 'card-submit-1' };
    const busy = await call('POST', '/api/pay/card/submit', { orderNo, cardNumber: '4242424242424242', ...testCard }, submit);
    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toMatchObject({ returnCode: '10005', success: false });
    expect(await statusOf(test, orderNo)).toBe('unpaid');
    const retried = await call('POST', '/api/pay/card/submit', { orderNo, cardNumber: '4242424242424242', ...testCard }, submit);
    expect(retried.json().data).toEqual({ orderNo, result: 'success' });
    const made = await test.db.one("SELECT count(*)::int AS n FROM sandbox_objects WHERE kind = 'payment' AND data ->> 'orderNo' = $1", [orderNo]);
    expect(made).toEqual({ n: 1 });
    expect(await test.db.one('SELECT count(*)::int AS n FROM payments WHERE order_no = $1', [orderNo])).toEqual({ n: 1 });
  });
});
