import type { Db } from './db';
import { storeUnavailable } from './unavailable';

/** What readiness asks of the store beyond a round trip: do writes work? */
export interface StoreWrites {
  /** Whether a write failed (disk full, read-only…) within the last `holdMs` with no write succeeding since. */
  failing(now: number): boolean;
}

/** A statement that reads only; anything else (INSERT, UPDATE, DELETE, WITH …, DDL) counts as a write. */
const readOnlyStatement = /^\s*(SELECT|SHOW)\b/i;

/**
 * The store with its write failures watched: readiness turns false when writes fail, and true
 * again as soon as one succeeds. With no traffic to prove writes work again (the load balancer
 * took the instance out), it turns true `holdMs` after the last failure so traffic can try again.
 */
export function watchWrites(db: Db, clock: () => number = Date.now, holdMs = 30_000): { db: Db; writes: StoreWrites } {
  let lastFailureAt: number | undefined;
  const observe = async <T>(write: boolean, run: () => Promise<T>): Promise<T> => {
    try {
      const result = await run();
      if (write) lastFailureAt = undefined;
      return result;
    } catch (error) {
      if (storeUnavailable(error) === 'notWritable') lastFailureAt = clock();
      throw error;
    }
  };
  return {
    db: {
      ...db,
      query: <T>(sql: string, params?: unknown[]) => observe(!readOnlyStatement.test(sql), () => db.query<T>(sql, params)),
      one: <T>(sql: string, params?: unknown[]) => observe(!readOnlyStatement.test(sql), () => db.one<T>(sql, params)),
      transaction: <T>(fn: (tx: Db) => Promise<T>) => observe(true, () => db.transaction(fn)),
    },
    writes: {
      failing: (now) => lastFailureAt !== undefined && now - lastFailureAt < holdMs,
    },
  };
}
