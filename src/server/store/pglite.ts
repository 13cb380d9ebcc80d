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

/**
 * `work`, after one turn of the event loop. PGlite runs each query synchronously on this thread and
 * hands its lock to the next caller through promise callbacks, so a queue of queries would run back
 * to back without the loop ever reading a socket: under load, a request arriving then waited
 * seconds before the server even read it (trade/create's p99 of 2.5 s with a median of 0.2 s in
 * npm run bench). A turn before each statement or transaction takes its place lets the loop read them.
 */
function afterATurn<T>(work: () => Promise<T>): Promise<T> {
  return new Promise<void>((resolve) => setImmediate(resolve)).then(work);
}

/** Wraps an open PGlite; nested transactions reuse the outer one (PGlite has one connection). */
export function pgliteDb(pg: PGlite): Db {
  const db: Db = wrap(
    { query: (sql, params, options) => afterATurn(() => pg.query(sql, params, options)) },
    (fn) =>
      afterATurn(() =>
        pg.transaction((tx) => {
          const inner: Db = wrap(
            tx,
            (nested) => nested(inner),
            () => Promise.resolve(),
          );
          return fn(inner);
        }),
      ),
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
