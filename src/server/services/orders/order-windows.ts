import type { Db } from '../../store/db';
import { settleSubject } from '../../settlement/watch';
import { changeOrder } from '../webhooks/order-events';

/** Orders taken per transaction, and transactions per side per pass: a pass's work stays bounded. */
const ordersPerBatch = 50;
const batchesPerPass = 10;

/** The statuses of each side whose window may end, and the table. */
const windows = {
  buy: { table: 'buy_orders', open: ['unpaid', 'failed'] },
  sell: { table: 'sell_orders', open: ['awaitingDeposit'] },
} as const;

/**
 * The order-windows job's pass: time decides only windows (product §4: a buy order's payment window, a
 * sell order's expiry), and an order whose window ended is written closed here, as a fact, through
 * its lifecycle (windowEnded) with its merchant event dated when the window ended. Each order is
 * taken under its row lock and skipped while another instance or a write holds it, so it is closed
 * once however many instances run. A closed sale's deposit address is no longer watched, and the chain
 * adapter is told (closeDeposit) once the close is committed, so a deposit after it is kept as late.
 * Answers how many orders were closed.
 */
export async function closeEndedWindows(db: Db, now: number, closeDeposit: (reference: string) => Promise<void>): Promise<number> {
  let closed = 0;
  const closedDeposits: string[] = [];
  for (const side of ['buy', 'sell'] as const) {
    const { table, open } = windows[side];
    // An idle pass only reads: the server's readiness watches its writes.
    if (!(await db.one(`SELECT 1 AS due FROM ${table} WHERE status = ANY($2::text[]) AND expires_at <= $1 LIMIT 1`, [now, [...open]]))) continue;
    for (let batch = 0; batch < batchesPerPass; batch += 1) {
      const taken = await db.transaction(async (tx) => {
        const due = await tx.query<{ order_no: string; expires_at: number; deposit_reference?: string | null }>(
          `SELECT order_no, expires_at${side === 'sell' ? ', deposit_reference' : ''} FROM ${table}
            WHERE status = ANY($2::text[]) AND expires_at <= $1 ORDER BY expires_at LIMIT $3 FOR UPDATE SKIP LOCKED`,
          [now, [...open], ordersPerBatch],
        );
        for (const order of due) {
          await changeOrder(tx, side, order.order_no, order.expires_at, 'windowEnded', (write, next) =>
            write.one(`UPDATE ${table} SET status = $2, updated_at = $3 WHERE order_no = $1 RETURNING *`, [order.order_no, next, now]),
          );
          if (order.deposit_reference) await settleSubject(tx, 'deposit', order.deposit_reference);
        }
        closedDeposits.push(...due.flatMap((order) => (order.deposit_reference ? [order.deposit_reference] : [])));
        return due.length;
      });
      closed += taken;
      if (taken < ordersPerBatch) break;
    }
  }
  for (const reference of closedDeposits) await closeDeposit(reference);
  return closed;
}
