import type { Db } from '../../store/db';
import type { BuyOrderRow } from '../orders/buy-order-row';
import type { SellOrderRow } from '../sell/sell-order-row';
import { reportStatusChanges } from './order-events';
import { orderTables, trackedOrder, type OrderSide } from './tracked-order';

/** Orders taken per transaction, and transactions per side per pass: a pass's work stays bounded. */
const ordersPerBatch = 50;
const batchesPerPass = 10;

/**
 * The order-events job's pass: merchant orders whose status time alone may have changed
 * (next_event_at passed: a payment window closed, a send or payout settled) get the events of what
 * they went through. Each order is taken under its row lock and skipped while another instance or
 * a write holds it, so every change is written once however many instances run. Answers how many
 * orders were looked at.
 */
export async function reportDueStatusChanges(db: Db, now: number): Promise<number> {
  let looked = 0;
  for (const side of ['buy', 'sell'] as const satisfies readonly OrderSide[]) {
    for (let batch = 0; batch < batchesPerPass; batch += 1) {
      const taken = await db.transaction(async (tx) => {
        const due = await tx.query<BuyOrderRow | SellOrderRow>(
          `SELECT * FROM ${orderTables[side]} WHERE next_event_at <= $1 ORDER BY next_event_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
          [now, ordersPerBatch],
        );
        for (const row of due) await reportStatusChanges(tx, trackedOrder(side, row), now);
        return due.length;
      });
      looked += taken;
      if (taken < ordersPerBatch) break;
    }
  }
  return looked;
}
