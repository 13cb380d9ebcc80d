import type { Db } from '../store/db';

export interface OrderCount {
  side: 'buy' | 'sell';
  payWayCode: string;
  status: string;
  count: number;
}

/**
 * Orders by side, payment method and stored status, counted in the store: the status each order's
 * providers moved it to (settlement/lifecycles.ts), the same one the API answers with, so every
 * instance reports the same numbers. One grouped query per side.
 */
export function orderCounts(db: Db): () => Promise<OrderCount[]> {
  return async () => {
    const rows = await db.query<{ side: 'buy' | 'sell'; pay_way_code: string; status: string; n: number }>(
      `SELECT 'buy' AS side, pay_way_code, status, count(*)::int AS n FROM buy_orders GROUP BY pay_way_code, status
       UNION ALL
       SELECT 'sell' AS side, pay_way_code, status, count(*)::int AS n FROM sell_orders GROUP BY pay_way_code, status`,
    );
    return rows.map((row) => ({ side: row.side, payWayCode: row.pay_way_code, status: row.status, count: row.n }));
  };
}
