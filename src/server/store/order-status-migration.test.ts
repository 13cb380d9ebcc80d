import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db';
import { loadMigrations, migrate } from './migrate';
import { openPglite } from './pglite';

/** Migration 096_order_status on rows written by the code before it: each row keeps the status its stored times had settled on. */
describe('migration 096_order_status', () => {
  let db: Db;
  const all = loadMigrations();
  const now = Date.now();
  const hour = 3_600_000;

  beforeAll(async () => {
    db = (await openPglite('memory://')).db;
    await migrate(
      db,
      all.filter((migration) => migration.version < 96),
    );
    await db.query("INSERT INTO users (user_no, email, created_at) VALUES ('U', 'u@example.com', 0)");
    const buy = `INSERT INTO buy_orders (order_no, user_no, submit_token_hash, quote_id, pay_way_code, fiat, alpha2, crypto, network, address, fiat_amount,
      crypto_amount, price, ramp_fee, network_fee, stage, pay_reference, pay_instructions, send_ok, settles_at, created_at, expires_at, updated_at)
      VALUES ($1, 'U', $1, 'q', '10001', 'USD', 'US', 'USDT', 'TRX', 'T', 100, 95, 1, 4, 1, $2, $3, $4, $5, $6, 0, $7, 0)`;
    await db.query(buy, ['B-SENT', 'paid', 'ref', null, true, now + hour, now + hour]);
    await db.query(buy, ['B-NOT-SENT', 'paid', 'ref', null, false, now - hour, now + hour]);
    await db.query(buy, ['B-OPEN', 'unpaid', null, null, null, null, now + hour]);
    await db.query(buy, ['B-ENDED', 'unpaid', null, null, null, null, now - hour]);
    await db.query(buy, ['B-DECLINED', 'failed', 'ref', null, null, null, now + hour]);
    await db.query(buy, ['B-LOCAL', 'unpaid', 'ref', JSON.stringify({ kind: 'redirect', payUrl: '/x' }), null, null, now + hour]);
    const sell = `INSERT INTO sell_orders (order_no, user_no, submit_token_hash, quote_id, pay_way_code, fiat, alpha2, crypto, network, crypto_amount, fiat_amount,
      price, ramp_fee, deposit_address, deposited_at, deposit_refused, confirmed_at, payout_ok, payout_settles_at, refund_requested_at, refund_settles_at,
      created_at, expires_at, updated_at)
      VALUES ($1, 'U', $1, 'q', '19000', 'USD', 'US', 'USDT', 'TRX', 100, 97, 1, 3, 'T', $2, $3, $4, $5, $6, $7, $8, 0, $9, 0)`;
    await db.query(sell, ['S-PAID', 1, false, 2, true, 5, null, null, now + hour]);
    await db.query(sell, ['S-REJECTED', 1, false, 2, false, 5, null, null, now + hour]);
    await db.query(sell, ['S-REFUNDED', 1, false, 2, false, 5, 6, 9, now + hour]);
    await db.query(sell, ['S-DEPOSITED', 1, false, null, null, null, null, null, now + hour]);
    await db.query(sell, ['S-REFUSED', 1, true, null, null, null, null, null, now + hour]);
    await db.query(sell, ['S-WAITING', null, false, null, null, null, null, null, now + hour]);
    await db.query(sell, ['S-EXPIRED', null, false, null, null, null, null, null, now - hour]);
    for (const userNo of ['K1', 'K2', 'I1', 'I2'])
      await db.query('INSERT INTO users (user_no, email, created_at) VALUES ($1, $2, 0)', [userNo, `${userNo}@example.com`]);
    await db.query("INSERT INTO kyc_reviews (user_no, level, submitted_at, outcome, decided_after_ms, updated_at) VALUES ('K1', 1, 1, 'succeeded', 3000, 1)");
    await db.query("INSERT INTO kyc_reviews (user_no, level, identity, updated_at) VALUES ('K2', 1, '{}', 1)");
    await db.query(
      "INSERT INTO identity_reviews (user_no, identity, submitted_at, final_status, outcome, decided_after_ms) VALUES ('I1', '{}', 1, 2, 'risk', 3000)",
    );
    await db.query("INSERT INTO identity_reviews (user_no, identity, submitted_at, final_status, decided_after_ms) VALUES ('I2', '{}', 1, 4, 3000)");
    await migrate(db, all);
  });
  afterAll(() => db.close());

  it("gives each buy order the status its send, decline or window settled on, and its latest payment's status", async () => {
    expect(await db.query('SELECT order_no, status, pay_status FROM buy_orders ORDER BY order_no')).toEqual([
      { order_no: 'B-DECLINED', status: 'failed', pay_status: 'failed' },
      { order_no: 'B-ENDED', status: 'closed', pay_status: null },
      { order_no: 'B-LOCAL', status: 'unpaid', pay_status: 'pending' },
      { order_no: 'B-NOT-SENT', status: 'failedToSend', pay_status: 'succeeded' },
      { order_no: 'B-OPEN', status: 'unpaid', pay_status: null },
      { order_no: 'B-SENT', status: 'completed', pay_status: 'succeeded' },
    ]);
  });

  it('gives each sale the status its deposit, payout or refund settled on, with when it was paid out or refunded', async () => {
    expect(await db.query('SELECT order_no, status, transferred_at, refunded_at FROM sell_orders ORDER BY order_no')).toEqual([
      { order_no: 'S-DEPOSITED', status: 'confirmOrder', transferred_at: null, refunded_at: null },
      { order_no: 'S-EXPIRED', status: 'closed', transferred_at: null, refunded_at: null },
      { order_no: 'S-PAID', status: 'completed', transferred_at: 5, refunded_at: null },
      { order_no: 'S-REFUNDED', status: 'refunded', transferred_at: null, refunded_at: 9 },
      { order_no: 'S-REFUSED', status: 'failed', transferred_at: null, refunded_at: null },
      { order_no: 'S-REJECTED', status: 'failed', transferred_at: null, refunded_at: null },
      { order_no: 'S-WAITING', status: 'awaitingDeposit', transferred_at: null, refunded_at: null },
    ]);
  });

  it('gives each review the outcome it was decided with, and none to a draft', async () => {
    expect(await db.query('SELECT user_no, status FROM kyc_reviews ORDER BY user_no')).toEqual([
      { user_no: 'K1', status: 'succeeded' },
      { user_no: 'K2', status: 'none' },
    ]);
    expect(await db.query('SELECT user_no, status FROM identity_reviews ORDER BY user_no')).toEqual([
      { user_no: 'I1', status: 'risk' },
      { user_no: 'I2', status: 'exception' },
    ]);
  });
});
