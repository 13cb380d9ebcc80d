import { createHash } from 'node:crypto';
import type { Db, SessionLock } from '../../../store/db';

/** Senders of this process by store: on the embedded store one process is every instance there is. */
const heldInProcess = new WeakMap<Db, Set<bigint>>();

function inProcessLock(db: Db, key: bigint): SessionLock | undefined {
  const held = heldInProcess.get(db) ?? new Set<bigint>();
  heldInProcess.set(db, held);
  if (held.has(key)) return undefined;
  held.add(key);
  let holding = true;
  return {
    held: () => holding,
    async release() {
      holding = false;
      held.delete(key);
    },
  };
}

/** A 64-bit advisory lock key for a name (PostgreSQL's advisory locks take a bigint). */
export function lockKeyOf(name: string): bigint {
  return createHash('sha256').update(name).digest().readBigInt64BE(0);
}

/**
 * The one sender of a hot wallet across every instance: a PostgreSQL session advisory lock where
 * the store has them, else this process alone (PGlite: one process owns the data directory).
 */
export function trySenderLock(db: Db, chainId: number, address: string): Promise<SessionLock | undefined> {
  const key = lockKeyOf(`gangway:evm-sender:${chainId}:${address.toLowerCase()}`);
  if (db.tryLock) return db.tryLock(key);
  return Promise.resolve(inProcessLock(db, key));
}
