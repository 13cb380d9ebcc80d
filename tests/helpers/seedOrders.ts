import { constants } from '../../src/shared/config/constants';
import type { Db } from '../../src/server/store/db';

const delay = constants.chainConfirmDelayMs;

/**
 * Test support: `count` buy and `count` sell orders of one user (B<userNo>000001, S<userNo>000001
 * and on), straight into the store, in every kind of state at `now` (stages, windows open and
 * ended, deposits in each confirmation window, payouts and refunds running and settled), with
 * creation times each shared by two orders, a buy and a sell.
 */
export async function seedOrders(db: Db, userNo: string, count: number, now: number): Promise<void> {
  await db.query('INSERT INTO users (user_no, email, status, created_at) VALUES ($1, $2, $3, 0) ON CONFLICT DO NOTHING', [userNo, `${userNo}@example.test`, 'active']);
  await db.query(
    `INSERT INTO buy_orders (order_no, user_no, submit_token_hash, quote_id, pay_way_code, fiat, alpha2, crypto, network, address,
       fiat_amount, crypto_amount, price, ramp_fee, network_fee, stage, created_at, expires_at, settles_at, send_ok, updated_at)
     SELECT 'B' || $1 || lpad(i::text, 6, '0'), $1, 'seed-' || i, 'Q' || i, '10001', 'USD', 'US', 'USDT', 'TRX', 'TV8BnHfooNjh8ptaBRzEE4r4wbC8aZH3JZ',
       100, 95.5, 1.001, 3.5, 1, (ARRAY['unpaid', 'paid', 'failed'])[1 + i % 3], $2::bigint - (i / 2) * 1000,
       $2::bigint + CASE WHEN i % 2 = 0 THEN 60000 ELSE -60000 END,
       CASE i % 5 WHEN 0 THEN NULL WHEN 1 THEN $2::bigint + 60000 ELSE $2::bigint - 60000 END,
       CASE i % 7 WHEN 0 THEN NULL ELSE i % 4 < 2 END, $2::bigint
     FROM generate_series(1, $3) AS i`,
    [userNo, now, count],
  );
  await db.query(
    `INSERT INTO sell_orders (order_no, user_no, submit_token_hash, quote_id, pay_way_code, fiat, alpha2, crypto, network, crypto_amount,
       fiat_amount, price, ramp_fee, deposit_address, created_at, expires_at, deposited_at, deposit_refused, confirmed_at, payout_ok,
       payout_settles_at, refund_requested_at, refund_settles_at, updated_at)
     SELECT 'S' || $1 || lpad(i::text, 6, '0'), $1, 'seed-' || i, 'Q' || i, '19000', 'USD', 'US', 'USDT', 'TRX', 100,
       99, 0.99, 1, 'TV8BnHfooNjh8ptaBRzEE4r4wbC8aZH3JZ', $2::bigint - (i / 2) * 1000,
       $2::bigint + CASE WHEN i % 3 = 0 THEN 60000 ELSE -60000 END,
       CASE i % 4 WHEN 0 THEN NULL ELSE $2::bigint - (i % 4 - 1) * $4::bigint - $4::bigint / 2 END,
       i % 9 = 0,
       CASE WHEN i % 4 <> 0 AND i % 6 < 2 THEN $2::bigint - 1 END,
       CASE i % 3 WHEN 0 THEN NULL WHEN 1 THEN true ELSE false END,
       CASE WHEN i % 4 <> 0 AND i % 6 < 2 THEN $2::bigint + CASE i % 5 WHEN 0 THEN 60000 ELSE -60000 END END,
       CASE WHEN i % 11 = 0 THEN $2::bigint - 1 END,
       CASE WHEN i % 11 = 0 THEN $2::bigint + CASE i % 2 WHEN 0 THEN 60000 ELSE -60000 END END,
       $2::bigint
     FROM generate_series(1, $3) AS i`,
    [userNo, now, count, delay],
  );
}
