import type { TransferFact } from '../../providers/facts';
import type { ApplyOutcome, SubjectHandler } from '../../settlement/subjects';
import { applyTransferFact, transferByReference, transferFactOf, type ChainTransferRow } from '../../settlement/transfers';
import type { Db } from '../../store/db';
import type { BuyOrderRow } from '../buy/buy-order-row';
import type { SellOrderRow } from '../sell/sell-order-row';
import type { FlowDeps } from './flow-deps';
import { queueCardRefund } from '../pay/refunds';
import { changeOrder } from '../webhooks/order-events';

/**
 * What a transfer's end does to its order: a delivery confirmed completes the buy order with its
 * transaction id, a failed one is failed to send (code 11) and its card payment is queued for a
 * refund in the same transaction; a refund confirmed refunds the sale. A
 * refund the chain failed leaves the sale refunding: the reconciler's and the adapter's ops alerts say so.
 */
async function moveOrder(tx: Db, transfer: ChainTransferRow, now: number): Promise<void> {
  const txHash = transfer.tx_hashes.at(-1) ?? null;
  if (transfer.purpose === 'delivery' && (transfer.state === 'confirmed' || transfer.state === 'failed')) {
    await changeOrder(tx, 'buy', transfer.order_no, now, transfer.state === 'confirmed' ? 'delivered' : 'notDelivered', async (write, next, before) => {
      if (next === 'failedToSend') await queueCardRefund(write, { orderNo: before.order_no, fiatAmount: before.fiat_amount }, now);
      return write.one<BuyOrderRow>('UPDATE buy_orders SET status = $2, tx_id = $3, updated_at = $4 WHERE order_no = $1 RETURNING *', [
        transfer.order_no,
        next,
        txHash,
        now,
      ]);
    });
  }
  if (transfer.purpose === 'refund' && transfer.state === 'confirmed') {
    await changeOrder(tx, 'sell', transfer.order_no, now, 'refundSent', (write, next) =>
      write.one<SellOrderRow>('UPDATE sell_orders SET status = $2, refund_tx_id = $3, refunded_at = $4, updated_at = $4 WHERE order_no = $1 RETURNING *', [
        transfer.order_no,
        next,
        txHash,
        now,
      ]),
    );
  }
}

export async function applyChainTransferFact(tx: Db, reference: string, fact: TransferFact, now: number): Promise<ApplyOutcome> {
  const applied = await applyTransferFact(tx, reference, fact, now);
  if (!applied) return { kind: 'unmatched' };
  if (applied.moved) await moveOrder(tx, applied.transfer, now);
  return { kind: 'applied', final: applied.transfer.state === 'confirmed' || applied.transfer.state === 'failed' };
}

export function transferHandler(deps: Pick<FlowDeps, 'chain'>): SubjectHandler<TransferFact> {
  return {
    async known(db, reference) {
      const transfer = await transferByReference(db, reference);
      return transfer && transferFactOf(transfer);
    },
    apply: applyChainTransferFact,
    lookup: (_db, reference) => deps.chain.transferStatus(reference),
  };
}
