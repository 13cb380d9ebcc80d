import { randomUUID } from 'node:crypto';
import type { WebhookEvent, WebhookEventType } from '../../../shared/generated/api/merchant-webhooks.schema';
import { nextStatus } from '../../settlement/lifecycles';
import type { Db } from '../../store/db';
import {
  lifecycles,
  orderTables,
  trackedOrder,
  type OrderEventOf,
  type OrderRowOf,
  type OrderSide,
  type OrderStatusOf,
  type TrackedOrder,
} from './tracked-order';

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

/** A new merchant order's first event (order.created), in the transaction that inserts it. */
export async function reportOrderCreated(tx: Db, order: TrackedOrder, now: number): Promise<void> {
  await recordOrderEvent(tx, order, 'order.created', now);
}

/**
 * The order's guarded writer: one event of its lifecycle (settlement/lifecycles.ts), in one
 * transaction under the order's row lock. The lifecycle says where the event takes the order's
 * status now; an event its status does not list writes nothing (a duplicate, a fact behind the
 * status already reached, an action the status no longer allows) and answers undefined. Otherwise
 * `write` stores the change, status included, and a changed status is reported as its merchant
 * webhook event in the same transaction. Answers what the write returned.
 */
export async function changeOrder<Side extends OrderSide>(
  db: Db,
  side: Side,
  orderNo: string,
  at: number,
  event: OrderEventOf<Side>,
  write: (tx: Db, next: OrderStatusOf<Side>, before: OrderRowOf<Side>) => Promise<OrderRowOf<Side> | undefined>,
): Promise<OrderRowOf<Side> | undefined> {
  return db.transaction(async (tx) => {
    const before = await tx.one<OrderRowOf<Side>>(`SELECT * FROM ${orderTables[side]} WHERE order_no = $1 FOR UPDATE`, [orderNo]);
    if (!before) return undefined;
    const lifecycle = lifecycles[side] as unknown as Record<string, Partial<Record<string, string>>>;
    const next = nextStatus(lifecycle, before.status, event) as OrderStatusOf<Side> | undefined;
    if (next === undefined) return undefined;
    const after = await write(tx, next, before);
    if (!after) return undefined;
    if (after.status !== next) throw new Error(`order ${orderNo}: ${event} must write status ${next}, it wrote ${after.status}`);
    const tracked = trackedOrder(side, after);
    if (after.status !== before.status && tracked.reportedStatus !== null) await recordOrderEvent(tx, tracked, tracked.eventType, at);
    return after;
  });
}
