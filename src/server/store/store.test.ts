import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb } from '../../../tests/helpers/testDb';
import type { Db } from './db';
import { loadMigrations, migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres, postgresOptionsFromEnv } from './postgres';

interface Implementation {
  name: string;
  /** An empty, unmigrated database and a way to drop it. */
  open(): Promise<{ db: Db; reopen(): Db; drop(): Promise<void> }>;
}

const postgresUrl = process.env.TEST_DATABASE_URL;

const pglite: Implementation = {
  name: 'PGlite',
  async open() {
    const { db } = await openPglite('memory://');
    return { db, reopen: () => db, drop: () => db.close() };
  },
};

/** A throwaway database on the server of TEST_DATABASE_URL, dropped afterwards. */
const postgres: Implementation = {
  name: 'PostgreSQL',
  async open() {
    const name = `gangway_contract_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(postgresUrl ?? '');
    url.pathname = `/${name}`;
    const opened: Db[] = [];
    const reopen = () => {
      const db = openPostgres(
        url.href,
        postgresOptionsFromEnv({}, (error) => {
          throw error;
        }),
      );
      opened.push(db);
      return db;
    };
    return {
      db: reopen(),
      reopen,
      async drop() {
        for (const db of opened) await db.close();
        await admin.query(`DROP DATABASE ${name}`);
        await admin.end();
      },
    };
  },
};

const implementations = postgresUrl ? [pglite, postgres] : [pglite];

describe.each(implementations)('store contract on $name', (implementation) => {
  let db: Db;
  let handle: Awaited<ReturnType<Implementation['open']>>;

  beforeAll(async () => {
    handle = await implementation.open();
    db = handle.db;
  });
  afterAll(async () => {
    await handle.drop();
  });

  it('applies every migration once, in order, and none on a second run', async () => {
    const all = loadMigrations().map((migration) => migration.version);
    expect(await migrate(db)).toEqual(all);
    expect(await migrate(db)).toEqual([]);
    const recorded = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(recorded.map((row) => row.version)).toEqual(all);
  });

  it('applies migrations exactly once when several instances start at the same time', async () => {
    const instances = [handle.reopen(), handle.reopen(), handle.reopen()];
    const extra = [{ version: 999, name: 'contract_probe', sql: 'CREATE TABLE contract_probe (id integer);\nINSERT INTO contract_probe VALUES (1);' }];
    const applied = await Promise.all(instances.map((instance) => migrate(instance, [...loadMigrations(), ...extra])));
    expect(applied.flat()).toEqual([999]);
    expect(await db.query('SELECT id FROM contract_probe')).toEqual([{ id: 1 }]);
  });

  it('returns int8 as a number, numeric as a string, jsonb as an object and null as null', async () => {
    const row = await db.one('SELECT 1795314616851::int8 AS at, 12.3400::numeric AS amount, $1::jsonb AS body, NULL::text AS nothing', [
      JSON.stringify({ a: ['b'] }),
    ]);
    expect(row).toEqual({ at: 1795314616851, amount: '12.3400', body: { a: ['b'] }, nothing: null });
  });

  it('returns a bigserial id as a number', async () => {
    const row = await db.one<{ id: number }>("INSERT INTO mail_outbox (to_email, subject, body, created_at) VALUES ('a@b.co', 's', 'b', 1) RETURNING id");
    expect(typeof row?.id).toBe('number');
  });

  it('answers undefined from one() when there is no row', async () => {
    expect(await db.one('SELECT 1 AS x WHERE false')).toBeUndefined();
  });

  it('commits a transaction that returns', async () => {
    const result = await db.transaction(async (tx) => {
      await tx.query("INSERT INTO mail_outbox (to_email, subject, body, created_at) VALUES ('commit@b.co', 's', 'b', 1)");
      return 'done';
    });
    expect(result).toBe('done');
    expect(await db.query("SELECT 1 FROM mail_outbox WHERE to_email = 'commit@b.co'")).toHaveLength(1);
  });

  it('rolls back everything a throwing transaction wrote', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO mail_outbox (to_email, subject, body, created_at) VALUES ('rollback@b.co', 's', 'b', 1)");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.query("SELECT 1 FROM mail_outbox WHERE to_email = 'rollback@b.co'")).toHaveLength(0);
  });

  it('keeps one row per key under concurrent inserts with ON CONFLICT', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 20 }, () =>
        db.query("INSERT INTO seen_signatures (token, sign, expires_at) VALUES ('t', 's', 1) ON CONFLICT DO NOTHING RETURNING token"),
      ),
    );
    expect(attempts.filter((rows) => rows.length === 1)).toHaveLength(1);
  });
});

describe('freshDb', () => {
  it('gives each test its own migrated database', async () => {
    const [a, b] = await Promise.all([freshDb(), freshDb()]);
    await a.query("INSERT INTO mail_outbox (to_email, subject, body, created_at) VALUES ('only-a@b.co', 's', 'b', 1)");
    expect(await b.query("SELECT 1 FROM mail_outbox WHERE to_email = 'only-a@b.co'")).toHaveLength(0);
    expect((await a.query('SELECT version FROM schema_migrations')).length).toBe(loadMigrations().length);
    await Promise.all([a.close(), b.close()]);
  });
});
