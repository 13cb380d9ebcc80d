/**
 * The one store contract every service talks to. Raw SQL with `$1` parameters, written once and
 * run unchanged on PGlite (embedded default) and PostgreSQL (`DATABASE_URL`). Implementations
 * normalise column types so callers see the same values on both: int8 as number, numeric as string.
 */
export interface Db {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  one<T>(sql: string, params?: unknown[]): Promise<T | undefined>;
  /** Runs fn inside BEGIN/COMMIT on one connection; a throw rolls everything back. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Connections in use, idle and awaited, for the metrics; absent where there is no pool. */
  poolUsage?(): PoolUsage;
  /**
   * Takes the session advisory lock `key` on a connection of its own, held until release() or
   * until that connection breaks; undefined when another session holds it. Absent on the embedded
   * store, which one process owns.
   */
  tryLock?(key: bigint): Promise<SessionLock | undefined>;
}

export interface SessionLock {
  /** False once released or once its connection broke: from then on another instance may hold it. */
  held(): boolean;
  release(): Promise<void>;
}

export interface PoolUsage {
  total: number;
  idle: number;
  waiting: number;
}

/** PostgreSQL type oids whose JavaScript form differs between drivers. */
export const pgTypeOid = { int8: 20, numeric: 1700 } as const;

/** Epoch milliseconds fit a double exactly, so int8 columns (times, counters) come back as numbers. */
export function parseInt8(text: string): number {
  return Number(text);
}
