import pg from 'pg';
import type { Db } from '../../src/server/store/db';
import { migrate } from '../../src/server/store/migrate';
import { freshDb, openTestPostgres } from './testDb';

/** Two app instances on one store: PGlite is one process's own, PostgreSQL is shared by two pools. */
export interface SharedStore {
  name: string;
  open(): Promise<{ first: Db; second: Db; close(): Promise<void> }>;
}

const postgresUrl = process.env.TEST_DATABASE_URL;

const pglite: SharedStore = {
  name: 'PGlite',
  async open() {
    const db = await freshDb();
    return { first: db, second: db, close: () => db.close() };
  },
};

/** A throwaway database on the server of TEST_DATABASE_URL, reached by two pools, dropped afterwards. */
const postgres: SharedStore = {
  name: 'PostgreSQL',
  async open() {
    const name = `gangway_shared_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(postgresUrl ?? '');
    url.pathname = `/${name}`;
    const first = openTestPostgres(url.href);
    const second = openTestPostgres(url.href);
    await migrate(first);
    return {
      first,
      second,
      async close() {
        await first.close();
        await second.close();
        await admin.query(`DROP DATABASE ${name}`);
        await admin.end();
      },
    };
  },
};

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set, for what must hold across instances. */
export const sharedStores: SharedStore[] = postgresUrl ? [pglite, postgres] : [pglite];
