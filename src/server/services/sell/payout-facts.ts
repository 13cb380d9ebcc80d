import type { PayoutFact } from '../../providers/facts';
import { nextStatus, payoutLifecycle, type PayoutState } from '../../settlement/lifecycles';
import type { ApplyOutcome, SubjectHandler } from '../../settlement/subjects';
import type { Db } from '../../store/db';
import type { FlowDeps } from '../orders/flow-deps';
import { markPayoutAccountRejected } from '../payout/payout-accounts';
import { changeOrder } from '../webhooks/order-events';
import type { SellOrderRow } from './sell-order-row';

/** A sell_payouts row (migration 098): one payout of a sell order to one account. */
interface PayoutRow {
  reference: string;
  order_no: string;
  user_account_id: string;
  status: PayoutState;
}

/**
 * The bank or card issuer rejected the payout: the order fails (product §4: the user may update the
 * account or ask for the USDT refund), and the account it rejected, this payout's user_account_id,
 * is marked so, even when the order has moved on to another payout since.
 */
async function recordPayoutRejected(tx: Db, payout: PayoutRow, now: number): Promise<void> {
  const order = await tx.one<{ user_no: string }>('SELECT user_no FROM sell_orders WHERE order_no = $1', [payout.order_no]);
  if (order) await markPayoutAccountRejected(tx, order.user_no, payout.user_account_id, now);
  await changeOrder(tx, 'sell', payout.order_no, now, 'payoutRejected', (write, next) =>
    write.one<SellOrderRow>('UPDATE sell_orders SET status = $2, updated_at = $3 WHERE order_no = $1 AND payout_reference = $4 RETURNING *', [
      payout.order_no,
      next,
      now,
      payout.reference,
    ]),
  );
}

async function recordPayoutPaid(tx: Db, payout: PayoutRow, now: number): Promise<void> {
  await changeOrder(tx, 'sell', payout.order_no, now, 'payoutPaid', (write, next) =>
    write.one<SellOrderRow>(
      'UPDATE sell_orders SET status = $2, transferred_at = $3, updated_at = $3 WHERE order_no = $1 AND payout_reference = $4 RETURNING *',
      [payout.order_no, next, now, payout.reference],
    ),
  );
}

/** Applies a payout fact: the payout moves along its lifecycle, then the order (only for the order's current payout). */
export async function applyPayoutFact(tx: Db, reference: string, fact: PayoutFact, now: number): Promise<ApplyOutcome> {
  const payout = await tx.one<PayoutRow>('SELECT * FROM sell_payouts WHERE reference = $1 FOR UPDATE', [reference]);
  if (!payout) return { kind: 'unmatched' };
  const next = fact.status === payout.status ? undefined : nextStatus(payoutLifecycle, payout.status, fact.status);
  if (next !== undefined) {
    await tx.query('UPDATE sell_payouts SET status = $2, updated_at = $3 WHERE reference = $1', [reference, next, now]);
    if (next === 'paid') await recordPayoutPaid(tx, payout, now);
    if (next === 'rejected') await recordPayoutRejected(tx, payout, now);
  }
  return { kind: 'applied', final: (next ?? payout.status) !== 'pending' };
}

export function payoutHandler(deps: Pick<FlowDeps, 'payout'>): SubjectHandler<PayoutFact> {
  return {
    async known(db, reference) {
      const payout = await db.one<PayoutRow>('SELECT * FROM sell_payouts WHERE reference = $1', [reference]);
      return payout && { type: 'payout', status: payout.status };
    },
    apply: applyPayoutFact,
    lookup: (_db, reference) => deps.payout.payoutStatus(reference),
  };
}
