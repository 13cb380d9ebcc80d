import type { MerchantOrder } from '../../../shared/generated/api/merchant.schema';
import type { Db } from '../../store/db';
import { sellOrderView, type SellOrderRow } from '../sell/sell-order-row';
import { buyOrderView, type BuyOrderRow } from '../buy/buy-order-row';
import { findOwnOrder } from './find-order';
import { refuse } from '../../refusals';

/** A buy order as its merchant may see it at `at`: state, amounts, destination and transaction, never the buyer's e-mail or accounts. */
export function merchantBuyOrderView(row: BuyOrderRow, at: number): MerchantOrder {
  const view = buyOrderView(row, at);
  return {
    side: 'buy',
    orderNo: view.orderNo,
    status: view.status,
    fiat: view.fiat,
    fiatAmount: view.fiatAmount,
    crypto: view.crypto,
    network: view.network,
    address: view.address,
    memo: view.memo,
    cryptoAmount: view.cryptoAmount,
    actualCryptoAmount: null,
    txId: view.txId,
    createdAt: view.createdAt,
  };
}

/** A sell order as its merchant may see it at `at`: never the seller's e-mail or payout account. */
export function merchantSellOrderView(row: SellOrderRow, at: number): MerchantOrder {
  const view = sellOrderView(row, at);
  return {
    side: 'sell',
    orderNo: view.orderNo,
    status: view.status,
    fiat: view.fiat,
    fiatAmount: view.fiatAmount,
    crypto: view.crypto,
    network: view.network,
    address: null,
    memo: null,
    cryptoAmount: view.cryptoAmount,
    actualCryptoAmount: view.actualCryptoAmount,
    txId: view.depositTxId,
    createdAt: view.createdAt,
  };
}

/**
 * GET /merchant/order: an order as the merchant whose checkout placed it may see it. An order of
 * another merchant, or of no merchant, is not found, exactly like an order number that does not exist.
 */
export async function merchantOrder(db: Db, appId: string, orderNo: string, now: number): Promise<MerchantOrder> {
  const order = await findOwnOrder(db, { appId }, orderNo);
  if (!order) return refuse('notFound', { field: 'orderNo' });
  return order.side === 'buy' ? merchantBuyOrderView(order.row, now) : merchantSellOrderView(order.row, now);
}
