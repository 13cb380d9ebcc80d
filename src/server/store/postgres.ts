import pg from 'pg';
import { parseInt8, pgTypeOid, type Db } from './db';

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pgTypeOid.int8) return parseInt8;
    return pg.types.getTypeParser(oid, format);
  },
};

function clientDb(client: pg.PoolClient): Db {
  const query = async <T>(sql: string, params: unknown[] = []) =>
    (await client.query({ text: sql, values: params, types })).rows as T[];
  const db: Db = {
    query,
    one: async <T>(sql: string, params?: unknown[]) => (await query<T>(sql, params))[0],
    transaction: (fn) => fn(db),
    close: () => Promise.resolve(),
  };
  return db;
}

/** node-postgres pool for production (`DATABASE_URL`); each transaction holds one pooled client. */
export function openPostgres(connectionString: string): Db {
  const pool = new pg.Pool({ connectionString, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  const query = async <T>(sql: string, params: unknown[] = []) =>
    (await pool.query({ text: sql, values: params, types })).rows as T[];
  return {
    query,
    one: async <T>(sql: string, params?: unknown[]) => (await query<T>(sql, params))[0],
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(clientDb(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
