import pg from 'pg';
import type { Db } from '../../src/server/store/db';
import { migrate } from '../../src/server/store/migrate';
import { freshDb, openTestPostgres } from './testDb';

/** A migrated store and the instances that share it (each its own connection pool on PostgreSQL). */
export interface SharedStore {
  name: string;
  db: Db;
  /** `count` server instances on this one store. */
  instances(count: number): Db[];
  drop(): Promise<void>;
}

/** PGlite has one connection: its "instances" are the same handle, so their work is serialised. */
async function pgliteStore(): Promise<SharedStore> {
  const db = await freshDb();
  return { name: 'PGlite', db, instances: (count) => Array.from({ length: count }, () => db), drop: () => db.close() };
}

/** A throwaway database on the server of TEST_DATABASE_URL, migrated, dropped by drop(). */
async function postgresStore(adminUrl: string): Promise<SharedStore> {
  const name = `gangway_shared_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const opened: Db[] = [];
  const open = () => {
    const db = openTestPostgres(url.href);
    opened.push(db);
    return db;
  };
  const db = open();
  await migrate(db);
  return {
    name: 'PostgreSQL',
    db,
    instances: (count) => Array.from({ length: count }, open),
    async drop() {
      for (const one of opened) await one.close();
      await admin.query(`DROP DATABASE ${name}`);
      await admin.end();
    },
  };
}

/**
 * Test support for work several instances share: PGlite always, and PostgreSQL too when
 * TEST_DATABASE_URL is set (scripts/ci/start-postgres.sh), where instances really run at once.
 */
export const sharedStores: { name: string; open(): Promise<SharedStore> }[] = [
  { name: 'PGlite', open: pgliteStore },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL', open: () => postgresStore(process.env.TEST_DATABASE_URL ?? '') }] : []),
];
