import type { ProvidersConfig } from '../../shared/generated/providers.schema';
import type { SubjectType } from '../providers/facts';
import type { Db } from '../store/db';

export type ReconcileSchedule = ProvidersConfig['settlement']['reconciler'];

/**
 * Puts a subject on the reconciler's watch list, in the transaction that records its reference: its
 * first check after firstCheckAfterMs, given up after giveUpAfterMs. Watching it again changes nothing.
 */
export async function watchSubject(tx: Db, subject: SubjectType, reference: string, now: number, schedule: ReconcileSchedule): Promise<void> {
  await tx.query(
    `INSERT INTO provider_watch (subject, reference, next_check_at, give_up_at, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (subject, reference) DO NOTHING`,
    [subject, reference, now + schedule.firstCheckAfterMs, now + schedule.giveUpAfterMs, now],
  );
}

/** The subject reached a final fact: nothing more to ask. */
export async function settleSubject(tx: Db, subject: SubjectType, reference: string): Promise<void> {
  await tx.query(`UPDATE provider_watch SET state = 'settled' WHERE subject = $1 AND reference = $2 AND state = 'watching'`, [subject, reference]);
}

export interface DueCheck {
  subject: SubjectType;
  reference: string;
  checks: number;
  give_up_at: number;
}

/**
 * Takes up to `limit` references due a check, under SKIP LOCKED, and moves each one's next check
 * recheckEveryMs on in the same statement: that is both the schedule and the lease, so an instance
 * that dies mid-check leaves the reference to the next check.
 */
export async function claimDueChecks(db: Db, now: number, schedule: ReconcileSchedule): Promise<DueCheck[]> {
  // An idle pass only reads (see claimDueEvents).
  if (!(await db.one("SELECT 1 AS due FROM provider_watch WHERE state = 'watching' AND next_check_at <= $1 LIMIT 1", [now]))) return [];
  return db.query<DueCheck>(
    `UPDATE provider_watch SET checks = checks + 1, next_check_at = $2
      WHERE (subject, reference) IN (
        SELECT subject, reference FROM provider_watch WHERE state = 'watching' AND next_check_at <= $1
         ORDER BY next_check_at LIMIT $3 FOR UPDATE SKIP LOCKED)
      RETURNING subject, reference, checks, give_up_at`,
    [now, now + schedule.recheckEveryMs, schedule.batch],
  );
}

export async function giveUp(db: Db, check: DueCheck): Promise<boolean> {
  const given = await db.one<{ reference: string }>(
    `UPDATE provider_watch SET state = 'gaveUp' WHERE subject = $1 AND reference = $2 AND state = 'watching' RETURNING reference`,
    [check.subject, check.reference],
  );
  return given !== undefined;
}
