import type { Db } from '../../store/db';

/**
 * Deletes up to `batchSize` events created before `before` that are no longer pending (delivered,
 * failed or skipped), with their delivery attempts, in one statement: the deliveries go with their
 * events, so a foreign key never meets a half-deleted event. The events are taken with SKIP LOCKED,
 * so instances running the pass at once share the work, and an event a replay holds is left alone.
 * Answers how many events went.
 */
export async function deleteEndedEvents(db: Db, before: number, batchSize: number): Promise<number> {
  const row = await db.one<{ deleted: number }>(
    `WITH ended AS (
       SELECT id FROM webhook_events WHERE state <> 'pending' AND created_at < $1 ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED),
     attempts AS (DELETE FROM webhook_deliveries WHERE event_id IN (SELECT id FROM ended)),
     gone AS (DELETE FROM webhook_events WHERE id IN (SELECT id FROM ended) RETURNING 1)
     SELECT count(*)::int AS deleted FROM gone`,
    [before, batchSize],
  );
  return row?.deleted ?? 0;
}
