import type { Db } from '../../store/db';
import { isPayable } from './buy-status';
import { buyStatusOf, type BuyOrderRow } from './buy-order-row';
import { chargePending } from '../pay/payments';
import { checkBuyOrder, type QuoteLookup } from './create-buy-order';
import { discountTakenElsewhere, discountTakenKey } from './first-order';
import type { FlowDeps } from '../orders/flow-deps';
import { takeQuote } from '../orders/quote-facts';
import { refuse, refuseProviderFailure } from '../../refusals';
import { changeOrder } from '../webhooks/order-events';

/**
 * POST /trade/order/update: after a decline (or before paying) the user changes the payment
 * method (product §4). The method's fee differs, so the order is repriced only from a fresh quote for
 * the new method, under every rule of a new order; the payment window stays the order's.
 */
export async function changeBuyOrderMethod(
  db: Db,
  deps: FlowDeps,
  lookupQuote: QuoteLookup,
  order: BuyOrderRow,
  change: { payWayCode: string; quoteId: string },
): Promise<BuyOrderRow> {
  // A retried change (the quote is already this order's) answers the order as it stands.
  if (order.quote_id === change.quoteId && order.pay_way_code === change.payWayCode) return order;
  const status = buyStatusOf(order, deps.now());
  if (!isPayable(status)) refuse('orderState', { status });
  // A charge still pending with the old method could yet be paid: the method stays until it ends.
  if (chargePending(order, deps)) refuse('chargePending');
  const quote = await lookupQuote(change.quoteId, order.user_no);
  if (quote.discount && (await discountTakenElsewhere(db, order.user_no, deps.now(), order.order_no))) refuse('quoteExpired', {}, discountTakenKey);
  await checkBuyOrder(
    db,
    deps,
    order.user_no,
    {
      quoteId: change.quoteId,
      cryptoCurrency: order.crypto,
      address: order.address,
      network: order.network,
      fiatCurrency: order.fiat,
      amount: order.fiat_amount,
      payWayCode: change.payWayCode,
      alpha2: order.alpha2,
      ...(order.memo ? { memo: order.memo } : {}),
    },
    quote,
  );
  // The payer switched method: a local payment still open must not take money any more (product §4).
  if (order.pay_reference !== null && order.pay_instructions !== null && order.pay_status === 'pending') {
    await deps.local.cancel(order.pay_reference).catch(refuseProviderFailure);
  }
  const now = deps.now();
  // The new quote prices this order only: taken and written together with the change and its event, or none of them.
  const row = await changeOrder(db, 'buy', order.order_no, now, 'methodChanged', async (tx, next) => {
    await takeQuote(tx, change.quoteId, order.order_no, quote.expiresAt);
    return tx.one<BuyOrderRow>(
      `UPDATE buy_orders SET status = $10, pay_way_code = $2, quote_id = $3, crypto_amount = $4, price = $5, ramp_fee = $6, network_fee = $7, discount = $8,
         pay_reference = NULL, pay_status = NULL, result_code = NULL, pay_instructions = NULL, payer_account = NULL, charge_claimed_at = NULL, updated_at = $9
       WHERE order_no = $1 RETURNING *`,
      [order.order_no, change.payWayCode, change.quoteId, quote.cryptoAmount, quote.price, quote.rampFee, quote.networkFee, quote.discount, now, next],
    );
  });
  return row ?? refuse('orderState', { status: 'processing' });
}
