import pg from 'pg';
import { parseInt8, pgTypeOid, type Db, type SessionLock } from './db';

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pgTypeOid.int8) return parseInt8;
    return pg.types.getTypeParser(oid, format);
  },
};

function clientDb(client: pg.PoolClient): Db {
  const query = async <T>(sql: string, params: unknown[] = []) => (await client.query({ text: sql, values: params, types })).rows as T[];
  const db: Db = {
    query,
    one: async <T>(sql: string, params?: unknown[]) => (await query<T>(sql, params))[0],
    transaction: (fn) => fn(db),
    close: () => Promise.resolve(),
  };
  return db;
}

export interface PostgresOptions {
  poolSize: number;
  /** How long a query waits for a connection, including making one (a host that accepts and never answers). */
  connectTimeoutMs: number;
  /** The server cancels a statement running longer (statement_timeout); 0 for none. */
  statementTimeoutMs: number;
  /**
   * An idle pooled connection broke (database restart, failover, network cut, idle_session_timeout).
   * The pool drops that connection and makes a new one for the next query; without a listener,
   * node-postgres's 'error' event would end the process.
   */
  onIdleError(error: Error): void;
}

/** The pool settings of the environment (README: DATABASE_POOL_SIZE, DATABASE_CONNECT_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS). */
export function postgresOptionsFromEnv(env: Record<string, string | undefined>, onIdleError: (error: Error) => void): PostgresOptions {
  return {
    poolSize: Number(env.DATABASE_POOL_SIZE || 10),
    connectTimeoutMs: Number(env.DATABASE_CONNECT_TIMEOUT_MS || 5000),
    statementTimeoutMs: Number(env.DATABASE_STATEMENT_TIMEOUT_MS || 15_000),
    onIdleError,
  };
}

/** node-postgres pool for production (`DATABASE_URL`); each transaction holds one pooled client. */
export function openPostgres(connectionString: string, options: PostgresOptions): Db {
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize,
    connectionTimeoutMillis: options.connectTimeoutMs,
    statement_timeout: options.statementTimeoutMs,
    keepAlive: true,
  });
  pool.on('error', options.onIdleError);
  const query = async <T>(sql: string, params: unknown[] = []) => (await pool.query({ text: sql, values: params, types })).rows as T[];
  return {
    query,
    one: async <T>(sql: string, params?: unknown[]) => (await query<T>(sql, params))[0],
    async transaction(fn) {
      const client = await pool.connect();
      // A connection that breaks while lent out emits 'error' on the client (the pool listens only to idle ones).
      let broken: Error | undefined;
      const onBroken = (error: Error) => (broken = error);
      client.on('error', onBroken);
      try {
        await client.query('BEGIN');
        const result = await fn(clientDb(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => (broken ??= rollbackError));
        throw error;
      } finally {
        client.removeListener('error', onBroken);
        // Given an error, the pool closes that connection instead of lending it again.
        client.release(broken);
      }
    },
    close: () => pool.end(),
    poolUsage: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    tryLock: (key) => trySessionLock(connectionString, options, key),
  };
}

/**
 * A session advisory lock lives as long as its connection, so it gets one outside the pool: a pooled
 * connection would go back with the lock still on it. A connection that breaks ends the lock on the
 * server too, so `held()` turns false with it and the holder stops.
 */
async function trySessionLock(connectionString: string, options: PostgresOptions, key: bigint): Promise<SessionLock | undefined> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: options.connectTimeoutMs, keepAlive: true });
  let held = false;
  client.on('error', () => (held = false));
  client.on('end', () => (held = false));
  await client.connect();
  const [row] = (await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS locked', [key.toString()])).rows;
  if (!row?.locked) {
    await client.end();
    return undefined;
  }
  held = true;
  return {
    held: () => held,
    async release() {
      held = false;
      await client.end().catch(() => undefined);
    },
  };
}
