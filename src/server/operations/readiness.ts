import type { NotReadyReason } from '../../shared/generated/api/operations.schema';
import type { Db } from '../store/db';
import { pendingMigrations, type Migration } from '../store/migrate';
import type { StoreWrites } from '../store/watched';

export type ReadinessAnswer = { ready: true } | { ready: false; reason: NotReadyReason };

export interface Readiness {
  /** From now on readiness answers draining (the shutdown's first step, before it stops accepting connections). */
  startDraining(): void;
  check(): Promise<ReadinessAnswer>;
}

export interface ReadinessDeps {
  db: Db;
  writes: StoreWrites;
  /** The migrations this code was built with (read at start from store/migrations). */
  migrations: readonly Migration[];
  now: () => number;
  /** A store that takes longer than this to answer `SELECT 1` counts as unreachable. */
  probeTimeoutMs?: number;
}

/** Resolves with what `work` gives, or rejects once `ms` have passed; the timer never keeps the process up. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Whether this instance should get traffic (GET /api/health/ready): not while it shuts down, while
 * its store does not answer a round trip, lacks a migration this code needs (an older instance's
 * database), or refuses writes. The config was loaded and checked before the app was built: an app
 * that answers has it. Each check costs one short query; nothing is cached, so N instances and a
 * restarted database are seen as they are.
 */
export function createReadiness({ db, writes, migrations, now, probeTimeoutMs = 2000 }: ReadinessDeps): Readiness {
  let draining = false;
  return {
    startDraining() {
      draining = true;
    },
    async check() {
      if (draining) return { ready: false, reason: 'draining' };
      let pending: number[];
      try {
        pending = await within(pendingMigrations(db, migrations), probeTimeoutMs);
      } catch {
        return { ready: false, reason: 'storeUnreachable' };
      }
      if (pending.length > 0) return { ready: false, reason: 'migrationsPending' };
      if (writes.failing(now())) return { ready: false, reason: 'storeNotWritable' };
      return { ready: true };
    },
  };
}
