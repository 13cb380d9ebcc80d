import type { WebhookEventDeliveries, WebhookEventType } from '../../../shared/generated/api/merchant-webhooks.schema';
import type { Db } from '../../store/db';
import { refuse } from '../../refusals';

/** Attempts shown per event, and events queued again per replay call: each call's work is bounded. */
const attemptsShown = 10;
const replayMaxEvents = 500;

interface EventRow {
  id: string;
  type: WebhookEventType;
  order_no: string;
  sequence: number;
  created_at: number;
  state: WebhookEventDeliveries['state'];
  next_attempt_at: number | null;
  delivered_at: number | null;
}

interface DeliveryRow {
  event_id: string;
  attempt: number;
  attempted_at: number;
  duration_ms: number;
  status_code: number | null;
  error: string | null;
  delivered: boolean;
}

/**
 * GET /merchant/webhooks/deliveries: the merchant's newest events, newest first, each with its
 * state and latest attempts. Never an event's body: the order's data is for GET /merchant/order.
 */
export async function recentDeliveries(db: Db, appId: string, limit: number): Promise<WebhookEventDeliveries[]> {
  const events = await db.query<EventRow>(
    `SELECT id, type, order_no, sequence, created_at, state, next_attempt_at, delivered_at FROM webhook_events
      WHERE app_id = $1 ORDER BY created_at DESC, sequence DESC LIMIT $2`,
    [appId, limit],
  );
  const attempts = await db.query<DeliveryRow>(
    `SELECT event_id, attempt, attempted_at, duration_ms, status_code, error, delivered FROM (
       SELECT delivery.*, row_number() OVER (PARTITION BY event_id ORDER BY id DESC) AS newest
         FROM webhook_deliveries delivery WHERE event_id = ANY($1::text[])) ranked
      WHERE newest <= $2 ORDER BY id DESC`,
    [events.map((event) => event.id), attemptsShown],
  );
  return events.map((event) => ({
    id: event.id,
    type: event.type,
    orderNo: event.order_no,
    sequence: event.sequence,
    created: event.created_at,
    state: event.state,
    nextAttemptAt: event.state === 'pending' ? event.next_attempt_at : null,
    deliveredAt: event.delivered_at,
    attempts: attempts
      .filter((row) => row.event_id === event.id)
      .map((row) => ({
        attempt: row.attempt,
        attemptedAt: row.attempted_at,
        durationMs: row.duration_ms,
        statusCode: row.status_code,
        error: row.error,
        delivered: row.delivered,
      })),
  }));
}

/**
 * Queues events to be sent again now, with a fresh retry schedule. An event already pending is left
 * as it is (it is on its way, and sending it twice at once is what the lease prevents).
 */
async function requeue(db: Db, ids: string[], now: number): Promise<void> {
  await db.query(
    `UPDATE webhook_events SET state = 'pending', attempts = 0, next_attempt_at = $2, delivered_at = NULL
      WHERE id = ANY($1::text[]) AND state <> 'pending'`,
    [ids, now],
  );
}

/** POST /merchant/webhooks/replay with eventId: one event of this merchant (another's is not found). */
export async function replayEvent(db: Db, appId: string, eventId: string, now: number): Promise<{ queued: number; nextSince: null }> {
  const event = await db.one<{ id: string }>('SELECT id FROM webhook_events WHERE id = $1 AND app_id = $2', [eventId, appId]);
  if (!event) refuse('notFound', { field: 'eventId' });
  await requeue(db, [event.id], now);
  return { queued: 1, nextSince: null };
}

/**
 * POST /merchant/webhooks/replay with since: the merchant's events created at or after `since`,
 * oldest first, at most replayMaxEvents; nextSince is where the next call goes on from.
 */
export async function replaySince(db: Db, appId: string, since: number, now: number): Promise<{ queued: number; nextSince: number | null }> {
  const events = await db.query<{ id: string; created_at: number }>(
    'SELECT id, created_at FROM webhook_events WHERE app_id = $1 AND created_at >= $2 ORDER BY created_at, order_no, sequence LIMIT $3',
    [appId, since, replayMaxEvents + 1],
  );
  const chosen = events.slice(0, replayMaxEvents);
  if (chosen.length > 0)
    await requeue(
      db,
      chosen.map((event) => event.id),
      now,
    );
  return { queued: chosen.length, nextSince: events[replayMaxEvents]?.created_at ?? null };
}
