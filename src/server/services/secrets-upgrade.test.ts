import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { serverConfigFromEnv } from '../config';
import type { Db } from '../store/db';
import { loadMigrations, migrate } from '../store/migrate';
import { openPglite } from '../store/pglite';
import { openTestPostgres } from '../../../tests/helpers/testDb';
import { signRequest } from '../../shared/sign';
import { tokenHash } from './token-hash';

/** An empty, unmigrated database and a way to drop it: PGlite, and PostgreSQL when TEST_DATABASE_URL is set. */
type OpenStore = () => Promise<{ db: Db; drop(): Promise<void> }>;

const openPgliteStore: OpenStore = async () => {
  const { db } = await openPglite('memory://');
  return { db, drop: () => db.close() };
};

const postgresUrl = process.env.TEST_DATABASE_URL;
const openPostgresStore: OpenStore = async () => {
  const name = `gangway_upgrade_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl ?? '');
  url.pathname = `/${name}`;
  const db = openTestPostgres(url.href);
  return {
    db,
    async drop() {
      await db.close();
      await admin.query(`DROP DATABASE ${name}`);
      await admin.end();
    },
  };
};

const stores: [string, OpenStore][] = [['PGlite', openPgliteStore], ...(postgresUrl ? [['PostgreSQL', openPostgresStore] as [string, OpenStore]] : [])];

const token = 'a'.repeat(64);
const signingKey = 'b'.repeat(64);
const now = Date.now();

/**
 * A store written before tokens were hashed (065) and payout accounts sealed (066), then upgraded:
 * what users already hold (a session, an order's submit-token) keeps working, and nothing stays in clear.
 */
describe.each(stores)('%s: a store upgraded to hashed tokens and sealed payout accounts', (_name, openStore) => {
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, drop } = await openStore());
    const migrations = loadMigrations();
    await migrate(
      db,
      migrations.filter((migration) => migration.version < 65),
    );
    await db.query("INSERT INTO users (user_no, email, created_at) VALUES ('U1', 'old@example.com', $1)", [now]);
    await db.query('INSERT INTO sessions (token, signing_key, user_no, created_at, last_seen_at) VALUES ($1, $2, $3, $4, $4)', [token, signingKey, 'U1', now]);
    await db.query(
      `INSERT INTO sell_orders (order_no, user_no, submit_token, quote_id, pay_way_code, fiat, alpha2, crypto, network, crypto_amount, fiat_amount,
         price, ramp_fee, deposit_address, created_at, expires_at, updated_at, request_digest)
       VALUES ('S1', 'U1', 'old-submit-token', 'q1', '19000', 'GBP', 'GB', 'USDT', 'TRX', '100', '78.5', '0.8', '1.5', 'T1', $1, $1, $1, 'd')`,
      [now],
    );
    await db.query(
      `INSERT INTO payout_accounts (user_account_id, user_no, alpha2, pay_way_code, account, created_at, updated_at)
       VALUES ('A1', 'U1', 'GB', '19000', $1, $2, $2)`,
      [JSON.stringify({ fullName: 'Ana Silva', sortCode: '601613', accountNumber: '31926819' }), now],
    );
    await migrate(db, migrations);
  });
  afterAll(() => drop());

  it('hashes the tokens stored before, in place', async () => {
    expect(await db.query('SELECT token_hash FROM sessions')).toEqual([{ token_hash: tokenHash(token) }]);
    expect(await db.query('SELECT submit_token_hash FROM sell_orders')).toEqual([{ submit_token_hash: tokenHash('old-submit-token') }]);
  });

  it('seals the plain payout accounts when the server starts, and the old session still reads them, masked', async () => {
    const app = await buildApp({ db, config: serverConfigFromEnv({ NODE_ENV: 'test' }), clock: () => now, logger: false });
    await app.ready();
    const raw = await db.query<{ account: unknown; account_sealed: string }>('SELECT account, account_sealed FROM payout_accounts');
    expect(raw).toEqual([{ account: null, account_sealed: expect.stringMatching(/^v1\./) }]);
    expect(JSON.stringify(raw)).not.toContain('31926819');

    const timestamp = String(now);
    const sign = await signRequest({ key: signingKey, timestamp, method: 'GET', pathAndQuery: '/user/card/account/list', body: '' });
    const listed = await app.inject({ method: 'GET', url: '/api/user/card/account/list', headers: { token, timestamp, sign } });
    await app.close();
    expect(listed.json().data).toEqual([
      expect.objectContaining({ userAccountId: 'A1', account: { fullName: 'Ana Silva', sortCode: '601613', accountNumber: '****6819' } }),
    ]);
  });
});
