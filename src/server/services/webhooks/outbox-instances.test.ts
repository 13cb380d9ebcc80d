import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedStores, type SharedStore } from '../../../../tests/helpers/storeInstances';
import { tronAddress } from '../../../../tests/helpers/orderKit';
import { closeEndedWindows } from '../orders/order-windows';
import { claimDueEvents, recordAttempt } from './outbox-claims';

const start = 1_767_225_600_000;
const paymentWindowMs = 1_800_000;

/** A merchant's unpaid buy order, created and reported at `start`, whose payment window ends at start + paymentWindowMs. */
async function insertUnpaidOrder(store: SharedStore, orderNo: string): Promise<void> {
  await store.db.query("INSERT INTO users (user_no, email, status, created_at) VALUES ('U-shared', 'shared@example.test', 'active', 0) ON CONFLICT DO NOTHING");
  await store.db.query(
    `INSERT INTO buy_orders (order_no, user_no, submit_token_hash, quote_id, pay_way_code, fiat, alpha2, crypto, network, address, fiat_amount, crypto_amount,
       price, ramp_fee, network_fee, created_at, expires_at, updated_at, app_id, event_sequence, reported_status)
     VALUES ($1, 'U-shared', $1, 'q', '10001', 'USD', 'US', 'USDT', 'TRX', $2, 100, 95.5, 1.001, 3.5, 1, $3, $4, $3, 'sandbox-demo', 1, 'unpaid')`,
    [orderNo, tronAddress, start, start + paymentWindowMs],
  );
}

/** Buy orders only: no sale's deposit is closed. */
const noSale = async (reference: string) => {
  throw new Error(`no sale here, yet deposit ${reference} was closed`);
};

describe.each(sharedStores)('several instances on one $name store', (shared) => {
  let store: SharedStore;
  const orders = Array.from({ length: 30 }, (_, i) => `B-shared-${i}`);

  beforeAll(async () => {
    store = await shared.open();
    for (const orderNo of orders) await insertUnpaidOrder(store, orderNo);
  });
  afterAll(() => store.drop());

  it('close each order whose payment window ended exactly once when they all run the order-windows pass at once', async () => {
    const instances = store.instances(4);
    await Promise.all(instances.map((db) => closeEndedWindows(db, start + paymentWindowMs + 1000, noSale)));
    const events = await store.db.query<{ order_no: string; type: string; sequence: number; created_at: number }>(
      "SELECT order_no, type, sequence, created_at FROM webhook_events WHERE order_no LIKE 'B-shared-%' ORDER BY order_no",
    );
    expect(events).toHaveLength(orders.length);
    expect(new Set(events.map((event) => event.order_no)).size).toBe(orders.length);
    expect(events.every((event) => event.type === 'order.closed' && event.sequence === 2 && event.created_at === start + paymentWindowMs)).toBe(true);
  });

  it("never hand one event to two instances, nor an order's later event before its earlier one is done", async () => {
    const now = start + paymentWindowMs + 2000;
    // A later event of the first order, pending behind its order.closed.
    await store.db.query(
      "INSERT INTO webhook_events (id, app_id, order_no, type, sequence, created_at, body, next_attempt_at) VALUES ('evt_later', 'sandbox-demo', $1, 'order.paid', 3, $2, '{}', $2)",
      [orders[0], now - 1000],
    );
    const claims = await Promise.all(store.instances(4).map((db) => claimDueEvents(db, ['sandbox-demo'], now, now + 20_000, 10)));
    const ids = claims.flat().map((event) => event.id);
    expect(ids).toHaveLength(orders.length);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain('evt_later');

    // While the leases last nothing is taken again; once they run out every event is, as its second attempt.
    expect(await claimDueEvents(store.db, ['sandbox-demo'], now + 19_000, now + 40_000, 100)).toEqual([]);
    const retaken = await claimDueEvents(store.db, ['sandbox-demo'], now + 20_000, now + 40_000, 100);
    expect(retaken.map((event) => event.attempts)).toEqual(orders.map(() => 2));

    // The first attempt's late outcome no longer decides: the event stays with its second attempt.
    const stale = claims.flat()[0];
    if (!stale) throw new Error('no claim');
    await recordAttempt(store.db, stale, { attemptedAt: now + 21_000, durationMs: 5, statusCode: 200, error: null, delivered: true }, undefined);
    expect(await store.db.one('SELECT state, attempts FROM webhook_events WHERE id = $1', [stale.id])).toEqual({ state: 'pending', attempts: 2 });
  });
});
