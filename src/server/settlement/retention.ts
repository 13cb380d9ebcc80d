import type { Db } from '../store/db';

/**
 * Deletes up to `batchSize` inbox events applied and received before `before`, and the finished
 * watches of the reconciler recorded before it, in one statement each, taken with SKIP LOCKED so
 * instances running the pass at once share the work. Unmatched and dead events stay: they are ops'
 * to look at. Answers how many rows went.
 */
export async function deleteSettledRecords(db: Db, before: number, batchSize: number): Promise<number> {
  const events = await db.one<{ deleted: number }>(
    `WITH ended AS (
       SELECT adapter, event_id FROM provider_events WHERE state = 'applied' AND received_at < $1 ORDER BY received_at LIMIT $2 FOR UPDATE SKIP LOCKED),
     gone AS (DELETE FROM provider_events WHERE (adapter, event_id) IN (SELECT adapter, event_id FROM ended) RETURNING 1)
     SELECT count(*)::int AS deleted FROM gone`,
    [before, batchSize],
  );
  const watches = await db.one<{ deleted: number }>(
    `WITH ended AS (
       SELECT subject, reference FROM provider_watch WHERE state <> 'watching' AND created_at < $1 ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED),
     gone AS (DELETE FROM provider_watch WHERE (subject, reference) IN (SELECT subject, reference FROM ended) RETURNING 1)
     SELECT count(*)::int AS deleted FROM gone`,
    [before, batchSize],
  );
  return (events?.deleted ?? 0) + (watches?.deleted ?? 0);
}
