import { constants } from '../../../shared/config/constants';
import type { TradeOrder, TradePage } from '../../../shared/generated/api/buy.schema';
import type { Db } from '../../store/db';
import { sellOrderView, type SellOrderRow } from '../sell/sell-order-row';
import { sellStatusAt } from '../sell/sell-status';
import { buyOrderView, type BuyOrderRow } from './buy-order-row';
import { buyStatusAt, type BuyStageFacts } from './buy-status';

/*
 * A status is computed from stored times at `now` (buy-status.ts, sell-status.ts), never stored. To
 * leave closed orders out in the store, each order's facts are read in SQL as tokens saying how each
 * time compares with now ("unpaid/passed/none/none"), and which token strings show 'closed' is
 * found by asking the same status functions about every combination of tokens, with a stand-in
 * time on the same side of now: the rule stays written once (as metrics/orderCounts.ts does).
 */

/** How a stored time compares with now ($2): after it, at or before it, or there is none. */
const timeSql = (column: string) => `CASE WHEN ${column} IS NULL THEN 'none' WHEN ${column} > $2 THEN 'after' ELSE 'passed' END`;
const timeTokens = ['after', 'passed', 'none'];
const timeAt = (token: string, now: number) => (token === 'none' ? null : token === 'after' ? now + 1 : now);

/** A nullable boolean column. */
const flagSql = (column: string) => `coalesce(${column}::text, 'none')`;
const flagTokens = ['true', 'false', 'none'];
const flagOf = (token: string) => (token === 'none' ? null : token === 'true');

/** Whether a time is set at all. */
const setSql = (column: string) => `(${column} IS NOT NULL)::text`;
const setTokens = ['true', 'false'];

/** Every combination of one token per fact. */
function combinations<K extends string>(tokens: [K, string[]][]): Record<K, string>[] {
  return tokens.reduce<Record<K, string>[]>((done, [fact, values]) => done.flatMap((head) => values.map((value) => ({ ...head, [fact]: value }))), [{} as Record<K, string>]);
}

interface Side {
  table: 'buy_orders' | 'sell_orders';
  /** SQL of an order's fact tokens at $2, joined by '/' ($3 is the chain confirmation delay). */
  facts: string;
  /** The token strings whose orders show 'closed'. */
  closed: string[];
}

/** A side of the history: its facts, each as SQL and the tokens it can give, and the status function that reads them. */
function sideOf<K extends string>(table: Side['table'], facts: Record<K, [sql: string, tokens: string[]]>, statusOf: (tokens: Record<K, string>, now: number) => string): Side {
  const entries = Object.entries(facts) as [K, [string, string[]]][];
  // Stand-in times sit around this `now`; which `now` does not matter, only the side of it they are on.
  const now = 0;
  const closed = combinations(entries.map(([fact, [, tokens]]) => [fact, tokens] as [K, string[]]))
    .filter((tokens) => statusOf(tokens, now) === 'closed')
    .map((tokens) => entries.map(([fact]) => tokens[fact]).join('/'));
  return { table, facts: `concat_ws('/', ${entries.map(([, [sql]]) => sql).join(', ')})`, closed };
}

const delay = constants.chainConfirmDelayMs;

const buySide = sideOf(
  'buy_orders',
  { stage: ['stage', ['unpaid', 'paid', 'failed']], expires: [timeSql('expires_at'), timeTokens], settles: [timeSql('settles_at'), timeTokens], sendOk: [flagSql('send_ok'), flagTokens] },
  (facts, now) =>
    buyStatusAt({ stage: facts.stage as BuyStageFacts['stage'], expiresAt: timeAt(facts.expires, now) ?? now, settlesAt: timeAt(facts.settles, now), sendOk: flagOf(facts.sendOk) }, now),
);

// The deposit's confirmation window: '0' while "crypto sent", '1' while "block confirmed", '2' after.
const depositWindowSql = `CASE WHEN deposited_at IS NULL THEN 'none' WHEN $2 < deposited_at + $3 THEN '0' WHEN $2 < deposited_at + 2 * $3 THEN '1' ELSE '2' END`;

const sellSide = sideOf(
  'sell_orders',
  {
    expires: [timeSql('expires_at'), timeTokens],
    depositWindow: [depositWindowSql, ['none', '0', '1', '2']],
    refused: ['deposit_refused::text', ['true', 'false']],
    confirmed: [setSql('confirmed_at'), setTokens],
    payoutOk: [flagSql('payout_ok'), flagTokens],
    payoutSettles: [timeSql('payout_settles_at'), timeTokens],
    refundRequested: [setSql('refund_requested_at'), setTokens],
    refundSettles: [timeSql('refund_settles_at'), timeTokens],
  },
  (facts, now) =>
    sellStatusAt(
      {
        expiresAt: timeAt(facts.expires, now) ?? now,
        depositedAt: facts.depositWindow === 'none' ? null : now - Number(facts.depositWindow) * delay - delay / 2,
        depositRefused: facts.refused === 'true',
        confirmedAt: facts.confirmed === 'true' ? now : null,
        payoutOk: flagOf(facts.payoutOk),
        payoutSettlesAt: timeAt(facts.payoutSettles, now),
        refundRequestedAt: facts.refundRequested === 'true' ? now : null,
        refundSettlesAt: timeAt(facts.refundSettles, now),
      },
      now,
      delay,
    ),
);

export interface TradePageRequest {
  userNo: string;
  pageIndex: number;
  /** At most 100 (schemas/api/buy.schema.json tradeListQuery): the LIMIT of the page query. */
  pageSize: number;
  hideClosed: boolean;
}

/** The user's orders of one side ($1), less those that show closed when `closedParam` names the side's closed token strings ($2 now, $3 delay). */
const ordersOf = (side: Side, closedParam: string | undefined) => `${side.table} WHERE user_no = $1${closedParam ? ` AND NOT (${side.facts} = ANY(${closedParam}::text[]))` : ''}`;

/**
 * Spec §4 history: one page of the user's buy and sell orders, newest first, merged and paged in
 * the store (the page query returns at most pageSize orders), and how many there are in all.
 * Without hideClosed no fact is read: the user's index alone counts and orders them.
 */
export async function tradePage(db: Db, request: TradePageRequest, now: number): Promise<TradePage> {
  const { hideClosed, pageSize } = request;
  const params = hideClosed ? [request.userNo, now, delay, buySide.closed, sellSide.closed] : [request.userNo];
  const buys = ordersOf(buySide, hideClosed ? '$4' : undefined);
  const sells = ordersOf(sellSide, hideClosed ? '$5' : undefined);
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
  const sellRows = numbers('sell').length === 0 ? [] : await db.query<SellOrderRow>('SELECT * FROM sell_orders WHERE order_no = ANY($1::text[])', [numbers('sell')]);
  const views = new Map<string, TradeOrder>([...buyRows.map((row) => [row.order_no, buyOrderView(row, now)] as const), ...sellRows.map((row) => [row.order_no, sellOrderView(row, now)] as const)]);
  return { result: page.flatMap((order) => views.get(order.order_no) ?? []), total: counted?.total ?? 0 };
}
