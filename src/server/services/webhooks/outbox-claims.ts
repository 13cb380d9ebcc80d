import type { Db } from '../../store/db';

/** An event taken for one attempt: `attempts` counts this one and fences its outcome. */
export interface ClaimedEvent {
  id: string;
  app_id: string;
  body: string;
  attempts: number;
}

export interface AttemptOutcome {
  attemptedAt: number;
  durationMs: number;
  statusCode: number | null;
  error: string | null;
  delivered: boolean;
}

/**
 * Takes up to `limit` due events of these merchants for an attempt each. The rows are locked with
 * SKIP LOCKED while their lease (next_attempt_at = leaseUntil) is written, so two instances never
 * take one event; an instance that dies mid-attempt leaves the lease to run out and the event is
 * taken again. An event waits while an earlier event of its order is still pending, so each order's
 * events are sent in sequence.
 */
export async function claimDueEvents(db: Db, appIds: string[], now: number, leaseUntil: number, limit: number): Promise<ClaimedEvent[]> {
  if (appIds.length === 0) return [];
  return db.query<ClaimedEvent>(
    `UPDATE webhook_events SET attempts = attempts + 1, next_attempt_at = $3
      WHERE id IN (
        SELECT event.id FROM webhook_events event
         WHERE event.state = 'pending' AND event.app_id = ANY($1::text[]) AND event.next_attempt_at <= $2
           AND NOT EXISTS (
             SELECT 1 FROM webhook_events earlier
              WHERE earlier.order_no = event.order_no AND earlier.sequence < event.sequence AND earlier.state = 'pending')
         ORDER BY event.next_attempt_at, event.sequence
         LIMIT $4
         FOR UPDATE SKIP LOCKED)
      RETURNING id, app_id, body, attempts`,
    [appIds, now, leaseUntil, limit],
  );
}

/**
 * Keeps an attempt's outcome and moves the event on: delivered, due again at `retryAt`, or failed
 * when there is none. Only while the event is still this attempt's (a lease that ran out may have
 * handed it to another attempt, whose outcome then decides).
 */
export async function recordAttempt(db: Db, event: ClaimedEvent, outcome: AttemptOutcome, retryAt: number | undefined): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO webhook_deliveries (event_id, attempt, attempted_at, duration_ms, status_code, error, delivered)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [event.id, event.attempts, outcome.attemptedAt, outcome.durationMs, outcome.statusCode, outcome.error, outcome.delivered],
    );
    const fence = "WHERE id = $1 AND attempts = $2 AND state = 'pending'";
    if (outcome.delivered) {
      await tx.query(`UPDATE webhook_events SET state = 'delivered', delivered_at = $3, next_attempt_at = NULL ${fence}`, [
        event.id,
        event.attempts,
        outcome.attemptedAt,
      ]);
    } else if (retryAt === undefined) {
      await tx.query(`UPDATE webhook_events SET state = 'failed', next_attempt_at = NULL ${fence}`, [event.id, event.attempts]);
    } else {
      await tx.query(`UPDATE webhook_events SET next_attempt_at = $3 ${fence}`, [event.id, event.attempts, retryAt]);
    }
  });
}

/**
 * Due events of merchants without a webhook endpoint are marked skipped (a bounded batch per pass),
 * so they neither wait forever nor flood an endpoint configured later: the merchant replays what it
 * wants. Answers how many were skipped.
 */
export async function skipEventsWithoutEndpoint(db: Db, appIds: string[], now: number, limit: number): Promise<number> {
  const skipped = await db.query<{ id: string }>(
    `UPDATE webhook_events SET state = 'skipped', next_attempt_at = NULL
      WHERE id IN (
        SELECT id FROM webhook_events
         WHERE state = 'pending' AND NOT (app_id = ANY($1::text[])) AND next_attempt_at <= $2
         LIMIT $3
         FOR UPDATE SKIP LOCKED)
      RETURNING id`,
    [appIds, now, limit],
  );
  return skipped.length;
}
