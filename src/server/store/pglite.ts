import { PGlite, type Transaction } from '@electric-sql/pglite';
import { parseInt8, pgTypeOid, type Db } from './db';

type Queryable = Pick<Transaction, 'query'>;

const parsers = { [pgTypeOid.int8]: parseInt8, [pgTypeOid.numeric]: (text: string) => text };

function wrap(target: Queryable, transaction: Db['transaction'], close: Db['close']): Db {
  const query = async <T>(sql: string, params: unknown[] = []) => (await target.query<T>(sql, params)).rows;
  return {
    query,
    one: async <T>(sql: string, params?: unknown[]) => (await query<T>(sql, params))[0],
    transaction,
    close,
  };
}

/** Wraps an open PGlite; nested transactions reuse the outer one (PGlite has one connection). */
export function pgliteDb(pg: PGlite): Db {
  const db: Db = wrap(
    pg,
    (fn) =>
      pg.transaction((tx) => {
        const inner: Db = wrap(tx, (nested) => nested(inner), () => Promise.resolve());
        return fn(inner);
      }),
    () => pg.close(),
  );
  return db;
}

/**
 * PostgreSQL's shared buffers inside PGlite's WebAssembly memory, which only grows: 128 MB by
 * default, which a busy server fills and never returns. 16 MB holds a checkout's hot rows (the
 * operating system caches the data files behind it) and keeps the process near 200 MB.
 */
const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** `dataDir` is a directory path, or `memory://` for a throwaway database. */
export async function openPglite(dataDir: string, loadDataDir?: Blob | File): Promise<{ db: Db; pg: PGlite }> {
  const pg = await PGlite.create({ dataDir, parsers, loadDataDir, startParams });
  return { db: pgliteDb(pg), pg };
}
