import type { Db } from '../../store/db';
import type { SellOrderRow } from '../sell/sell-order-row';
import type { BuyOrderRow } from '../buy/buy-order-row';

/** Whose order it must be: the signed-in user's, or one placed through a merchant's checkout (GET /merchant/order). */
export type OrderOwner = { userNo: string } | { appId: string };

/** An order of either side, as the store keeps it. */
export type EitherOrderRow = { side: 'buy'; row: BuyOrderRow } | { side: 'sell'; row: SellOrderRow };

/**
 * The order with this number if `owner`'s, buy or sell (order numbers never repeat across the
 * sides); undefined when there is none or it is someone else's, which callers answer alike.
 */
export async function findOwnOrder(db: Db, owner: OrderOwner, orderNo: string): Promise<EitherOrderRow | undefined> {
  const [column, value] = 'userNo' in owner ? ['user_no', owner.userNo] : ['app_id', owner.appId];
  const buy = await db.one<BuyOrderRow>(`SELECT * FROM buy_orders WHERE order_no = $1 AND ${column} = $2`, [orderNo, value]);
  if (buy) return { side: 'buy', row: buy };
  const sell = await db.one<SellOrderRow>(`SELECT * FROM sell_orders WHERE order_no = $1 AND ${column} = $2`, [orderNo, value]);
  return sell ? { side: 'sell', row: sell } : undefined;
}
