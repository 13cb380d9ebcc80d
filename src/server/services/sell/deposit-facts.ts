import { cryptoBySymbol, fiatByCode } from '../../../shared/config/assets';
import { methodByCode } from '../../../shared/config/paymentMethods';
import { typedDecimals } from '../../../shared/money';
import type { DepositFact } from '../../providers/facts';
import type { SellEvent } from '../../settlement/lifecycles';
import type { ApplyOutcome, SubjectHandler } from '../../settlement/subjects';
import type { Db } from '../../store/db';
import type { FlowDeps } from '../orders/flow-deps';
import { feeScheduleOf } from '../pricing';
import { changeOrder } from '../webhooks/order-events';
import { sellAmountRule, settledSale } from './sell-amount';
import type { SellOrderRow } from './sell-order-row';

/**
 * What the deposit pays out, and whether the sell rule lets it be paid out at all: settled on what
 * arrived (settledSale) at the order's locked price and fee schedule; a deposit the sell rule refuses
 * (product §5, e.g. below the sell minimum, or more decimals than the crypto has) is never paid out.
 */
function settleDeposit(order: SellOrderRow, deposited: string): { fiatAmount: string; rampFee: string; payable: boolean } {
  const asset = cryptoBySymbol(order.crypto);
  const fiat = fiatByCode(order.fiat);
  const method = methodByCode('sell', order.pay_way_code);
  if (!asset || !fiat || !method) throw new Error(`sell order ${order.order_no} names a crypto, fiat or method the configuration no longer lists`);
  // Orders older than migration 058 did not lock their schedule: the method's current one applies.
  const schedule =
    order.fee_percent !== null && order.fee_fixed !== null ? { percent: order.fee_percent, fixed: order.fee_fixed } : feeScheduleOf(method, fiat);
  if (typedDecimals(deposited) > asset.decimals) return { fiatAmount: order.fiat_amount, rampFee: order.ramp_fee, payable: false };
  const sale = settledSale(
    { cryptoAmount: order.crypto_amount, fiatAmount: order.fiat_amount, rampFee: order.ramp_fee, price: order.price },
    schedule,
    fiat,
    deposited,
  );
  const { result } = sellAmountRule({ fiat, crypto: asset, method, cryptoAmount: deposited, fiatAmount: sale.fiatAmount, fee: sale.rampFee }, asset.decimals);
  return { ...sale, payable: result.valid };
}

/**
 * The sell event a deposit fact is for the order: a refused deposit fails the order once confirmed.
 * A deposit a reorg dropped moves nothing: the order never goes back, and goes on only once the
 * deposit is seen again and confirmed.
 */
function eventOf(fact: DepositFact, refused: boolean): SellEvent | undefined {
  switch (fact.status) {
    case 'none':
    case 'unconfirmed':
      return undefined;
    case 'seen':
      return 'depositSeen';
    case 'confirmed':
      return refused ? 'refusedDepositConfirmed' : 'depositConfirmed';
    case 'final':
      return refused ? 'refusedDepositConfirmed' : 'depositFinal';
  }
}

const depositFactOf = (order: SellOrderRow): DepositFact => {
  const seen = {
    ...(order.deposit_amount === null ? {} : { amount: order.deposit_amount }),
    ...(order.deposit_tx_id === null ? {} : { txHash: order.deposit_tx_id }),
  };
  switch (order.status) {
    case 'awaitingDeposit':
    case 'closed':
      return { type: 'deposit', status: 'none' };
    case 'cryptoSent':
      return { type: 'deposit', status: 'seen', ...seen };
    case 'blockConfirmed':
      return { type: 'deposit', status: 'confirmed', ...seen };
    default:
      return { type: 'deposit', status: 'final', ...seen };
  }
};

/**
 * Applies a deposit fact to the sell order whose deposit address it is about: the first fact that
 * carries the deposit settles what it pays out (kept once: deposited_at), and each moves the order
 * along its lifecycle (crypto sent, block confirmed, confirm order, or failed for a refused deposit).
 */
export async function applyDepositFact(tx: Db, reference: string, fact: DepositFact, now: number): Promise<ApplyOutcome> {
  const order = await tx.one<SellOrderRow>('SELECT * FROM sell_orders WHERE deposit_reference = $1', [reference]);
  if (!order) return { kind: 'unmatched' };
  // Not the order's deposit: the chain adapter keeps it for ops (docs/chains.md 'Deposits that do not fit').
  if (fact.unfit) return { kind: 'applied', final: false };
  const arrived = fact.amount !== undefined && order.deposited_at === null ? settleDeposit(order, fact.amount) : undefined;
  const event = eventOf(fact, arrived ? !arrived.payable : order.deposit_refused);
  if (event) {
    await changeOrder(tx, 'sell', order.order_no, now, event, (write, next) =>
      write.one<SellOrderRow>(
        arrived
          ? `UPDATE sell_orders SET status = $2, deposited_at = $3, deposit_amount = $4, deposit_tx_id = $5, final_fiat_amount = $6, final_ramp_fee = $7,
               deposit_refused = $8, updated_at = $3 WHERE order_no = $1 RETURNING *`
          : 'UPDATE sell_orders SET status = $2, updated_at = $3 WHERE order_no = $1 RETURNING *',
        arrived
          ? [order.order_no, next, now, fact.amount, fact.txHash ?? null, arrived.fiatAmount, arrived.rampFee, !arrived.payable]
          : [order.order_no, next, now],
      ),
    );
  }
  const after = await tx.one<SellOrderRow>('SELECT * FROM sell_orders WHERE order_no = $1', [order.order_no]);
  // Watching ends once the deposit is final, or once the order is past taking one.
  return { kind: 'applied', final: after === undefined || after.status === 'closed' || depositFactOf(after).status === 'final' };
}

export function depositHandler(deps: Pick<FlowDeps, 'chain'>): SubjectHandler<DepositFact> {
  return {
    async known(db, reference) {
      const order = await db.one<SellOrderRow>('SELECT * FROM sell_orders WHERE deposit_reference = $1', [reference]);
      return order && depositFactOf(order);
    },
    apply: applyDepositFact,
    lookup: (_db, reference) => deps.chain.depositStatus(reference),
  };
}
