import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb } from '../../../../tests/helpers/testDb';
import type { Db } from '../../store/db';
import { migrate } from '../../store/migrate';
import { openPostgres } from '../../store/postgres';
import { claimLinkNonce, pruneLinkNonces } from './linkNonces';

const postgresUrl = process.env.TEST_DATABASE_URL;

/** Two app instances on one store: PGlite is one process's own, PostgreSQL is shared by two pools. */
interface Store {
  name: string;
  open(): Promise<{ first: Db; second: Db; close(): Promise<void> }>;
}

const pglite: Store = {
  name: 'PGlite',
  async open() {
    const db = await freshDb();
    return { first: db, second: db, close: () => db.close() };
  },
};

const postgres: Store = {
  name: 'PostgreSQL',
  async open() {
    const name = `gangway_nonces_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(postgresUrl ?? '');
    url.pathname = `/${name}`;
    const first = openPostgres(url.href);
    const second = openPostgres(url.href);
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

describe.each(postgresUrl ? [pglite, postgres] : [pglite])('merchant link nonces on $name', (store) => {
  let opened: Awaited<ReturnType<Store['open']>>;
  const now = 1_767_225_600_000;

  beforeAll(async () => {
    opened = await store.open();
  });
  afterAll(async () => {
    await opened?.close();
  });

  it('lets exactly one of two instances claim a nonce checked at the same moment', async () => {
    const claims = await Promise.all([
      claimLinkNonce(opened.first, 'sandbox-demo', 'race-1', now + 60_000, now),
      claimLinkNonce(opened.second, 'sandbox-demo', 'race-1', now + 60_000, now),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimLinkNonce(opened.second, 'sandbox-demo', 'race-1', now + 60_000, now + 1000)).toBe(false);
  });

  it('keeps nonces apart per merchant', async () => {
    expect(await claimLinkNonce(opened.first, 'sandbox-demo', 'apart-1', now + 60_000, now)).toBe(true);
    expect(await claimLinkNonce(opened.first, 'sandbox-sell', 'apart-1', now + 60_000, now)).toBe(true);
  });

  it('takes over a nonce whose link is past its lifetime, and prunes those rows only', async () => {
    expect(await claimLinkNonce(opened.first, 'sandbox-demo', 'old-1', now + 1000, now)).toBe(true);
    expect(await claimLinkNonce(opened.first, 'sandbox-demo', 'old-2', now + 1000, now)).toBe(true);
    expect(await claimLinkNonce(opened.first, 'sandbox-demo', 'live-1', now + 60_000, now)).toBe(true);
    expect(await claimLinkNonce(opened.second, 'sandbox-demo', 'old-1', now + 90_000, now + 2000)).toBe(true);
    expect(await pruneLinkNonces(opened.first, now + 2000)).toBe(1);
    const left = await opened.first.query<{ nonce: string }>('SELECT nonce FROM merchant_link_nonces ORDER BY nonce');
    expect(left.map((row) => row.nonce)).toEqual(['apart-1', 'apart-1', 'live-1', 'old-1', 'race-1']);
  });
});
