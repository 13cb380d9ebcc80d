import type { SellOrder as EngineSellOrder } from '../../../engine/sell/sellOrderMachine';
import type { BuyOrder } from '../../../shared/generated/api/buy.schema';
import type { SellOrder } from '../../../shared/generated/api/sell.schema';

/** The order views of the API (schemas/api/buy.schema.json, sell.schema.json; product §3 order history). */
export type BuyOrderView = BuyOrder;
export type SellOrderView = SellOrder;
export type BuyStatus = BuyOrder['status'];

export type OrderView = BuyOrderView | SellOrderView;

/**
 * The engine's sell order from the server's view. A sell order fails only when the bank rejects
 * the fiat transfer after the user confirmed it (product §4), so a failed confirmed order is that case.
 */
export function sellOrderOf(view: SellOrderView): EngineSellOrder {
  return {
    orderNo: view.orderNo,
    status: view.status,
    expiresAt: view.expiresAt,
    bankRejected: view.status === 'failed' && view.confirmedAt !== null,
    address: view.depositAddress,
    memo: view.depositMemo ?? undefined,
    cryptoAmount: view.cryptoAmount,
  };
}

/**
 * Whether a sell order pays (or paid) fiat out, so its payout and fee are worth showing: not once its
 * crypto is being refunded or was, nor for a deposit refused by the sell range, which never pays out.
 */
export function paysOut(view: Pick<SellOrderView, 'status' | 'failureReason'>): boolean {
  return view.status !== 'refunding' && view.status !== 'refunded' && view.failureReason !== 'amountOutOfRange';
}

/** The i18n key of why a sell order failed (then was refunded), for every screen that shows it; undefined when it did not fail. */
export function failureReasonKeyOf(view: Pick<SellOrderView, 'failureReason'>): string | undefined {
  if (view.failureReason === 'bankRejected') return 'errors.bankRejected';
  return view.failureReason === 'amountOutOfRange' ? 'sell.depositRefused.description' : undefined;
}

/** The i18n key of an order's status (status.buy.* / status.sell.*). */
export function statusKeyOf(order: Pick<BuyOrderView, 'side' | 'status'> | Pick<SellOrderView, 'side' | 'status'>): string {
  if (order.side === 'sell') return order.status === 'awaitingDeposit' ? 'web2.sell.status.awaitingDeposit' : `status.sell.${order.status}`;
  if (order.status === 'unpaid') return 'status.buy.confirming';
  return order.status === 'failedToSend' ? 'status.buy.cryptoSendFailed' : `status.buy.${order.status}`;
}

/** Closed orders are the ones the 'hide closed' option leaves out (product §4). */
export function isClosed(order: OrderView): boolean {
  return order.status === 'closed';
}
