import { constants } from '../../shared/config/constants';
import { buyStatusAt } from '../services/orders/buy-status';
import { sellStatusAt } from '../services/sell/sell-status';
import type { Db } from '../store/db';

export interface OrderCount {
  side: 'buy' | 'sell';
  payWayCode: string;
  status: string;
  count: number;
}

interface BuyGroup {
  pay_way_code: string;
  stage: 'unpaid' | 'paid' | 'failed';
  open: boolean;
  settles: boolean | null;
  send_ok: boolean | null;
  n: number;
}

interface SellGroup {
  pay_way_code: string;
  open: boolean;
  deposit_window: number | null;
  deposit_refused: boolean;
  confirmed: boolean;
  payout_ok: boolean | null;
  payout_settles: boolean | null;
  refund_requested: boolean;
  refund_settles: boolean | null;
  n: number;
}

/** A time that compares with `now` as the grouped row's did: still to come (true), passed (false), none (null). */
const timeLike = (future: boolean | null, now: number) => (future === null ? null : future ? now + 1 : now);

/**
 * Orders by side, payment method and status at `now`, counted in the store. A status is computed
 * from stored times (buy-status.ts, sell-status.ts), so the store groups orders by how each time
 * compares with now, and each group's status comes from the same functions the API answers with,
 * applied to a stand-in time on the same side of now. One grouped query per side.
 */
export function orderCounts(db: Db, clock: () => number): () => Promise<OrderCount[]> {
  const delay = constants.chainConfirmDelayMs;
  return async () => {
    const now = clock();
    const buys = await db.query<BuyGroup>(
      `SELECT pay_way_code, stage, expires_at > $1 AS open, settles_at > $1 AS settles, send_ok, count(*)::int AS n
       FROM buy_orders GROUP BY 1, 2, 3, 4, 5`,
      [now],
    );
    // deposit_window: 0 while the deposit is "crypto sent", 1 while "block confirmed", 2 after; null before any deposit.
    const sells = await db.query<SellGroup>(
      `SELECT pay_way_code, expires_at > $1 AS open,
         CASE WHEN deposited_at IS NULL THEN NULL WHEN $1 < deposited_at + $2 THEN 0 WHEN $1 < deposited_at + 2 * $2 THEN 1 ELSE 2 END AS deposit_window,
         deposit_refused, confirmed_at IS NOT NULL AS confirmed, payout_ok, payout_settles_at > $1 AS payout_settles,
         refund_requested_at IS NOT NULL AS refund_requested, refund_settles_at > $1 AS refund_settles, count(*)::int AS n
       FROM sell_orders GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9`,
      [now, delay],
    );
    const counts = new Map<string, OrderCount>();
    const add = (side: OrderCount['side'], payWayCode: string, status: string, n: number) => {
      const key = `${side}/${payWayCode}/${status}`;
      const known = counts.get(key);
      if (known) known.count += n;
      else counts.set(key, { side, payWayCode, status, count: n });
    };
    for (const group of buys) {
      const status = buyStatusAt({ stage: group.stage, expiresAt: timeLike(group.open, now) ?? now, settlesAt: timeLike(group.settles, now), sendOk: group.send_ok }, now);
      add('buy', group.pay_way_code, status, group.n);
    }
    for (const group of sells) {
      const depositedAt = group.deposit_window === null ? null : now - group.deposit_window * delay - delay / 2;
      const status = sellStatusAt(
        {
          expiresAt: timeLike(group.open, now) ?? now,
          depositedAt,
          depositRefused: group.deposit_refused,
          confirmedAt: group.confirmed ? now : null,
          payoutOk: group.payout_ok,
          payoutSettlesAt: timeLike(group.payout_settles, now),
          refundRequestedAt: group.refund_requested ? now : null,
          refundSettlesAt: timeLike(group.refund_settles, now),
        },
        now,
        delay,
      );
      add('sell', group.pay_way_code, status, group.n);
    }
    return [...counts.values()];
  };
}
