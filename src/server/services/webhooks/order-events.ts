import { randomUUID } from 'node:crypto';
import type { WebhookEvent, WebhookEventType } from '../../../shared/generated/api/merchant-webhooks.schema';
import type { Db } from '../../store/db';
import type { BuyOrderRow } from '../orders/buy-order-row';
import type { SellOrderRow } from '../sell/sell-order-row';
import { orderTables, trackedOrder, type OrderSide, type TrackedOrder } from './tracked-order';

/**
 * The one outbox writer, called in the transaction that changes the order: the order's next event
 * number (its own counter, bumped here), and the event with the order as its merchant saw it at `at`.
 * An order placed outside any merchant session has no events.
 */
export async function recordOrderEvent(tx: Db, order: TrackedOrder, type: WebhookEventType, at: number): Promise<void> {
  if (order.appId === null) return;
  const data = order.merchantViewAt(at);
  const counted = await tx.one<{ event_sequence: number }>(
    `UPDATE ${orderTables[order.side]} SET event_sequence = event_sequence + 1, reported_status = $2 WHERE order_no = $1 RETURNING event_sequence`,
    [order.orderNo, data.status],
  );
  if (!counted) throw new Error(`order ${order.orderNo} vanished while its event was recorded`);
  const event: WebhookEvent = { id: `evt_${randomUUID().replaceAll('-', '')}`, type, created: at, sequence: counted.event_sequence, data };
  await tx.query(
    'INSERT INTO webhook_events (id, app_id, order_no, type, sequence, created_at, body, next_attempt_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $6)',
    [event.id, order.appId, order.orderNo, type, event.sequence, at, JSON.stringify(event)],
  );
}

/** Reported up to `now`; the order-events job looks at it again when time alone may next change its status. */
async function markReported(tx: Db, order: TrackedOrder, now: number): Promise<void> {
  const next = order.statusChangeTimes().filter((time) => time > now).sort((a, b) => a - b)[0] ?? null;
  await tx.query(`UPDATE ${orderTables[order.side]} SET reported_until = $2, next_event_at = $3 WHERE order_no = $1`, [order.orderNo, now, next]);
}

/** A new merchant order's first event (order.created), in the transaction that inserts it. */
export async function reportOrderCreated(tx: Db, order: TrackedOrder, now: number): Promise<void> {
  if (order.appId === null) return;
  await recordOrderEvent(tx, order, 'order.created', now);
  await markReported(tx, order, now);
}

/**
 * Every status the order went through since it was last reported, up to `now`, each as an event at
 * the time it changed. Statuses are computed from stored facts, and only a write changes the facts
 * (each write reports first, see changeOrder), so between two writes the status can change only at
 * the order's status change times: evaluating it there finds every status it showed. The caller
 * holds the order's row lock, so each change is reported once.
 */
export async function reportStatusChanges(tx: Db, order: TrackedOrder, now: number): Promise<void> {
  if (order.appId === null || order.reportedStatus === null) return;
  const from = order.reportedUntil ?? order.createdAt;
  const times = order.statusChangeTimes().filter((time) => time > from && time <= now).sort((a, b) => a - b);
  let last = order.reportedStatus;
  for (const at of [...times, now]) {
    const { status, type } = order.statusAt(at);
    if (status === last) continue;
    await recordOrderEvent(tx, order, type, at);
    last = status;
  }
  await markReported(tx, order, now);
}

type OrderRowOf<Side extends OrderSide> = Side extends 'buy' ? BuyOrderRow : SellOrderRow;

/**
 * One write that may change an order's status, with its events, in one transaction under the
 * order's row lock: first what time alone changed since the last report (judged on the facts before
 * the write), then the write, then the status the write brought. Answers what the write returned.
 */
export async function changeOrder<Side extends OrderSide>(
  db: Db,
  side: Side,
  orderNo: string,
  now: number,
  write: (tx: Db) => Promise<OrderRowOf<Side> | undefined>,
): Promise<OrderRowOf<Side> | undefined> {
  return db.transaction(async (tx) => {
    const before = await tx.one<OrderRowOf<Side>>(`SELECT * FROM ${orderTables[side]} WHERE order_no = $1 FOR UPDATE`, [orderNo]);
    if (before) await reportStatusChanges(tx, trackedOrder(side, before), now);
    const after = await write(tx);
    if (after) await reportStatusChanges(tx, trackedOrder(side, after), now);
    return after;
  });
}
