import type { PeriodicJob } from '../../jobs';
import type { Db } from '../../store/db';

/**
 * Records a link's nonce as used by its merchant; false when it was already used and that use is
 * still within its link's lifetime. One INSERT, so two instances checking the same link at the
 * same moment cannot both accept it. A row past its lifetime (not pruned yet) is taken over.
 */
export async function claimLinkNonce(db: Db, appId: string, nonce: string, usableUntil: number, now: number): Promise<boolean> {
  const claimed = await db.query(
    `INSERT INTO merchant_link_nonces (app_id, nonce, usable_until) VALUES ($1, $2, $3)
     ON CONFLICT (app_id, nonce) DO UPDATE SET usable_until = EXCLUDED.usable_until WHERE merchant_link_nonces.usable_until < $4
     RETURNING nonce`,
    [appId, nonce, usableUntil, now],
  );
  return claimed.length > 0;
}

/** Rows deleted per pass at most, so one pass is bounded work however far behind it is. */
const pruneBatch = 1000;

/** Drops nonces whose links are past their lifetime (their timestamp check refuses them anyway). */
export async function pruneLinkNonces(db: Db, now: number): Promise<number> {
  const deleted = await db.query(
    `DELETE FROM merchant_link_nonces WHERE (app_id, nonce) IN (
       SELECT app_id, nonce FROM merchant_link_nonces WHERE usable_until < $1 LIMIT ${pruneBatch} FOR UPDATE SKIP LOCKED
     ) RETURNING nonce`,
    [now],
  );
  return deleted.length;
}

/** Every ten minutes on every instance: SKIP LOCKED hands each row to one of the instances pruning at once. */
export const linkNoncePruneJob: PeriodicJob = {
  name: 'prune merchant link nonces',
  everyMs: 600_000,
  async run(app) {
    await pruneLinkNonces(app.db, app.now());
  },
};
