import type { Fact, ProviderEvent } from '../providers/facts';
import type { Db } from '../store/db';

/** An inbox event taken for one apply attempt: `attempts` counts this one and fences its outcome. */
export interface ClaimedEvent {
  adapter: string;
  event_id: string;
  reference: string;
  fact: Fact;
  trusted: boolean;
  received_at: number;
  attempts: number;
}

/** Keeps a verified event, once per (adapter, event id): a provider's retry or a duplicate post is answered but not stored again. */
export async function storeEvent(db: Db, adapter: string, event: ProviderEvent, now: number): Promise<'stored' | 'duplicate'> {
  const stored = await db.one<{ event_id: string }>(
    `INSERT INTO provider_events (adapter, event_id, subject, reference, fact, trusted, occurred_at, received_at, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) ON CONFLICT (adapter, event_id) DO NOTHING RETURNING event_id`,
    [adapter, event.eventId, event.fact.type, event.reference, JSON.stringify(event.fact), event.trusted, event.occurredAt, now],
  );
  return stored ? 'stored' : 'duplicate';
}

/**
 * Takes up to `limit` due events for an apply attempt each, in the order they were received. The rows are locked with
 * SKIP LOCKED while their lease is written, so two instances never take one event; an instance that
 * dies mid-apply leaves the lease to run out and the event is taken again.
 */
export async function claimDueEvents(db: Db, now: number, leaseUntil: number, limit: number): Promise<ClaimedEvent[]> {
  // An idle pass only reads: a write that changes nothing proves nothing about the store (readiness watches writes).
  if (!(await db.one("SELECT 1 AS due FROM provider_events WHERE state = 'pending' AND next_attempt_at <= $1 LIMIT 1", [now]))) return [];
  const claimed = await db.query<ClaimedEvent & { seq: number }>(
    `UPDATE provider_events SET attempts = attempts + 1, next_attempt_at = $2
      WHERE (adapter, event_id) IN (
        SELECT adapter, event_id FROM provider_events WHERE state = 'pending' AND next_attempt_at <= $1
         ORDER BY seq LIMIT $3 FOR UPDATE SKIP LOCKED)
      RETURNING adapter, event_id, reference, fact, trusted, received_at, attempts, seq`,
    [now, leaseUntil, limit],
  );
  return claimed.sort((a, b) => Number(a.seq) - Number(b.seq));
}

/**
 * Locks the event for its outcome, in the transaction that applies it: false when this attempt no
 * longer holds it (its lease ran out and another attempt took it, or that one already finished).
 */
export async function holdForOutcome(tx: Db, event: ClaimedEvent): Promise<boolean> {
  const held = await tx.one<{ event_id: string }>(
    `SELECT event_id FROM provider_events WHERE adapter = $1 AND event_id = $2 AND attempts = $3 AND state = 'pending' FOR UPDATE`,
    [event.adapter, event.event_id, event.attempts],
  );
  return held !== undefined;
}

/** Done with, in the transaction that applied it: applied, or unmatched when no subject has its reference. */
export async function markDone(tx: Db, event: ClaimedEvent, state: 'applied' | 'unmatched', now: number): Promise<void> {
  await tx.query(
    `UPDATE provider_events SET state = $4, applied_at = $5, next_attempt_at = NULL, last_error = NULL WHERE adapter = $1 AND event_id = $2 AND attempts = $3`,
    [event.adapter, event.event_id, event.attempts, state, now],
  );
}

/** An apply that failed: due again at `retryAt`, or dead-lettered when there is none. */
export async function recordFailure(db: Db, event: ClaimedEvent, error: string, retryAt: number | undefined): Promise<void> {
  await db.query(
    `UPDATE provider_events SET state = $4, next_attempt_at = $5, last_error = $6
      WHERE adapter = $1 AND event_id = $2 AND attempts = $3 AND state = 'pending'`,
    [event.adapter, event.event_id, event.attempts, retryAt === undefined ? 'dead' : 'pending', retryAt ?? null, error],
  );
}

/** The inbox by state, for the metrics: unmatched and dead events are what ops look at. */
export function inboxCounts(db: Db): Promise<{ adapter: string; state: string; n: number }[]> {
  return db.query("SELECT adapter, state, count(*)::int AS n FROM provider_events WHERE state IN ('pending', 'unmatched', 'dead') GROUP BY adapter, state");
}
