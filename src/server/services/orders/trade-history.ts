import type { TradeOrder, TradePage } from '../../../shared/generated/api/buy.schema';
import { buyLifecycle, sellLifecycle } from '../../settlement/lifecycles';
import type { Db } from '../../store/db';
import { buyOrderView, type BuyOrderRow } from '../buy/buy-order-row';
import { buyStatusAt } from '../buy/buy-status';
import { sellOrderView, type SellOrderRow } from '../sell/sell-order-row';
import { sellStatusAt } from '../sell/sell-status';

/*
 * An order's status is stored as its providers' reports left it, except that an order whose window
 * has ended shows closed before the order-windows job writes it so (buyStatusAt, sellStatusAt). To
 * leave closed orders out in the store, the statuses that show closed are found by asking those
 * functions about every status of the side's lifecycle, with the window still open and ended: the
 * rule stays written once.
 */

interface Side {
  table: 'buy_orders' | 'sell_orders';
  /** The statuses that show closed whatever the window. */
  closed: string[];
  /** The statuses that show closed once the order's window (expires_at) has ended. */
  closedWhenEnded: string[];
}

function sideOf<S extends string>(table: Side['table'], statuses: S[], statusAt: (order: { status: S; expiresAt: number }, now: number) => string): Side {
  const now = 0;
  const shows = (status: S, ended: boolean) => statusAt({ status, expiresAt: ended ? now : now + 1 }, now) === 'closed';
  return {
    table,
    closed: statuses.filter((status) => shows(status, false)),
    closedWhenEnded: statuses.filter((status) => !shows(status, false) && shows(status, true)),
  };
}

const buySide = sideOf('buy_orders', Object.keys(buyLifecycle) as (keyof typeof buyLifecycle)[], buyStatusAt);
const sellSide = sideOf('sell_orders', Object.keys(sellLifecycle) as (keyof typeof sellLifecycle)[], sellStatusAt);

export interface TradePageRequest {
  userNo: string;
  pageIndex: number;
  /** At most 100 (schemas/api/buy.schema.json tradeListQuery): the LIMIT of the page query. */
  pageSize: number;
  hideClosed: boolean;
}

/** The user's orders of one side ($1), less those that show closed at $2 when `closed` names the parameters of the side's two status lists. */
const ordersOf = (side: Side, closed: [string, string] | undefined) =>
  `${side.table} WHERE user_no = $1${closed ? ` AND NOT (status = ANY(${closed[0]}::text[]) OR (status = ANY(${closed[1]}::text[]) AND expires_at <= $2))` : ''}`;

/**
 * Product §4 history: one page of the user's buy and sell orders, newest first, merged and paged in
 * the store (the page query returns at most pageSize orders), and how many there are in all.
 * Without hideClosed no fact is read: the user's index alone counts and orders them.
 */
export async function tradePage(db: Db, request: TradePageRequest, now: number): Promise<TradePage> {
  const { hideClosed, pageSize } = request;
  const params = hideClosed ? [request.userNo, now, buySide.closed, buySide.closedWhenEnded, sellSide.closed, sellSide.closedWhenEnded] : [request.userNo];
  const buys = ordersOf(buySide, hideClosed ? ['$3', '$4'] : undefined);
  const sells = ordersOf(sellSide, hideClosed ? ['$5', '$6'] : undefined);
  const counted = await db.one<{ total: number }>(`SELECT (SELECT count(*) FROM ${buys})::int + (SELECT count(*) FROM ${sells})::int AS total`, params);
  const limit = `$${params.length + 1}`;
  const offset = `$${params.length + 2}`;
  const page = await db.query<{ side: 'buy' | 'sell'; order_no: string }>(
    `SELECT side, order_no FROM (
       SELECT 'buy' AS side, order_no, created_at FROM ${buys}
       UNION ALL
       SELECT 'sell' AS side, order_no, created_at FROM ${sells}
     ) orders ORDER BY created_at DESC, order_no COLLATE "C" DESC LIMIT ${limit} OFFSET ${offset}`,
    [...params, pageSize, (request.pageIndex - 1) * pageSize],
  );
  const numbers = (side: 'buy' | 'sell') => page.filter((order) => order.side === side).map((order) => order.order_no);
  const buyRows = numbers('buy').length === 0 ? [] : await db.query<BuyOrderRow>('SELECT * FROM buy_orders WHERE order_no = ANY($1::text[])', [numbers('buy')]);
  const sellRows =
    numbers('sell').length === 0 ? [] : await db.query<SellOrderRow>('SELECT * FROM sell_orders WHERE order_no = ANY($1::text[])', [numbers('sell')]);
  const views = new Map<string, TradeOrder>([
    ...buyRows.map((row) => [row.order_no, buyOrderView(row, now)] as const),
    ...sellRows.map((row) => [row.order_no, sellOrderView(row, now)] as const),
  ]);
  return { result: page.flatMap((order) => views.get(order.order_no) ?? []), total: counted?.total ?? 0 };
}
