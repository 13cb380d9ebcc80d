import type { Db } from '../../src/server/store/db';
import { buyLifecycle, sellLifecycle } from '../../src/server/settlement/lifecycles';

/** Every status of each side, as stored by its lifecycle (settlement/lifecycles.ts). */
const buyStatuses = Object.keys(buyLifecycle);
const sellStatuses = Object.keys(sellLifecycle);

/**
 * Test support: `count` buy and `count` sell orders of one user (B<userNo>000001, S<userNo>000001
 * and on), straight into the store, in every stored status with windows open and ended at `now`
 * (so payable and undeposited orders also show closed), with creation times each shared by two
 * orders, a buy and a sell.
 */
export async function seedOrders(db: Db, userNo: string, count: number, now: number): Promise<void> {
  await db.query('INSERT INTO users (user_no, email, status, created_at) VALUES ($1, $2, $3, 0) ON CONFLICT DO NOTHING', [
    userNo,
    `${userNo}@example.test`,
    'active',
  ]);
  await db.query(
    `INSERT INTO buy_orders (order_no, user_no, submit_token_hash, quote_id, pay_way_code, fiat, alpha2, crypto, network, address,
       fiat_amount, crypto_amount, price, ramp_fee, network_fee, status, created_at, expires_at, updated_at)
     SELECT 'B' || $1 || lpad(i::text, 6, '0'), $1, 'seed-' || i, 'Q' || i, '10001', 'USD', 'US', 'USDT', 'TRX', 'TV8BnHfooNjh8ptaBRzEE4r4wbC8aZH3JZ',
       100, 95.5, 1.001, 3.5, 1, ($4::text[])[1 + i % cardinality($4::text[])], $2::bigint - (i / 2) * 1000,
       $2::bigint + CASE WHEN (i / cardinality($4::text[])) % 2 = 0 THEN 60000 ELSE -60000 END, $2::bigint
     FROM generate_series(1, $3) AS i`,
    [userNo, now, count, buyStatuses],
  );
  await db.query(
    `INSERT INTO sell_orders (order_no, user_no, submit_token_hash, quote_id, pay_way_code, fiat, alpha2, crypto, network, crypto_amount,
       fiat_amount, price, ramp_fee, deposit_address, status, created_at, expires_at, updated_at)
     SELECT 'S' || $1 || lpad(i::text, 6, '0'), $1, 'seed-' || i, 'Q' || i, '19000', 'USD', 'US', 'USDT', 'TRX', 100,
       99, 0.99, 1, 'TV8BnHfooNjh8ptaBRzEE4r4wbC8aZH3JZ', ($4::text[])[1 + i % cardinality($4::text[])], $2::bigint - (i / 2) * 1000,
       $2::bigint + CASE WHEN (i / cardinality($4::text[])) % 2 = 0 THEN 60000 ELSE -60000 END, $2::bigint
     FROM generate_series(1, $3) AS i`,
    [userNo, now, count, sellStatuses],
  );
}
