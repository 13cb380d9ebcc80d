import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TradeOrder } from '../../../shared/generated/api/buy.schema';
import { seedOrders } from '../../../../tests/helpers/seedOrders';
import { sharedStores, type SharedStore } from '../../../../tests/helpers/storeInstances';
import { buildTestApp, type SignedInUser, type TestApp } from '../../../../tests/helpers/testApp';
import type { Db } from '../../store/db';
import { sellOrderView, type SellOrderRow } from '../sell/sell-order-row';
import { buyOrderView, type BuyOrderRow } from '../buy/buy-order-row';
import { tradePage } from './trade-history';

/** The whole history as the views compute it, newest first (ties by order number), to check the store's pages against. */
async function everyOrder(db: Db, userNo: string, now: number): Promise<TradeOrder[]> {
  const buys = await db.query<BuyOrderRow>('SELECT * FROM buy_orders WHERE user_no = $1', [userNo]);
  const sells = await db.query<SellOrderRow>('SELECT * FROM sell_orders WHERE user_no = $1', [userNo]);
  const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...buys.map((row) => buyOrderView(row, now)), ...sells.map((row) => sellOrderView(row, now))].sort(
    (a, b) => b.createdAt - a.createdAt || byteOrder(b.orderNo, a.orderNo),
  );
}

describe.each(sharedStores)('the trade history on $name', ({ open }) => {
  const now = 1_800_000_000_000;
  const userNo = 'U-history';
  let store: SharedStore;

  beforeAll(async () => {
    store = await open();
    await seedOrders(store.db, userNo, 300, now);
    await seedOrders(store.db, 'U-other', 5, now);
  });
  afterAll(() => store.drop());

  it.each([false, true])('pages, with hideClosed %s, exactly the orders the views show, newest first, and counts them', async (hideClosed) => {
    const expected = (await everyOrder(store.db, userNo, now)).filter((order) => !hideClosed || order.status !== 'closed');
    const pages: TradeOrder[] = [];
    for (let pageIndex = 1; pageIndex <= Math.ceil(expected.length / 45) + 1; pageIndex += 1) {
      const page = await tradePage(store.db, { userNo, pageIndex, pageSize: 45, hideClosed }, now);
      expect(page.total).toBe(expected.length);
      expect(page.result.length).toBeLessThanOrEqual(45);
      pages.push(...page.result);
    }
    expect(pages.map((order) => order.orderNo)).toEqual(expected.map((order) => order.orderNo));
    expect(pages).toEqual(expected);
  });

  it.each([false, true])('answers page 1 of a user with 5,000 orders, hideClosed %s, in a bounded time', async (hideClosed) => {
    const many = `U-many-${String(hideClosed)}`;
    await seedOrders(store.db, many, 2_500, now);
    await tradePage(store.db, { userNo: many, pageIndex: 1, pageSize: 20, hideClosed }, now);
    const started = performance.now();
    const page = await tradePage(store.db, { userNo: many, pageIndex: 1, pageSize: 20, hideClosed }, now);
    const elapsed = performance.now() - started;
    console.info(`tradePage page 1 of 5,000 orders on ${store.name}, hideClosed ${String(hideClosed)}: ${elapsed.toFixed(0)} ms`);
    expect(page.result).toHaveLength(20);
    expect(elapsed).toBeLessThan(2_000);
  });

  it('has orders of every status on both sides among them, closed ones included', async () => {
    const all = await everyOrder(store.db, userNo, now);
    const statuses = (side: string) => new Set(all.filter((order) => order.side === side).map((order) => order.status));
    expect([...statuses('buy')].sort()).toEqual(['closed', 'completed', 'failed', 'failedToSend', 'processing', 'unpaid']);
    expect([...statuses('sell')].sort()).toEqual([
      'awaitingDeposit',
      'blockConfirmed',
      'closed',
      'completed',
      'confirmOrder',
      'cryptoSent',
      'failed',
      'inTransfer',
      'refunded',
      'refunding',
    ]);
  });
});

describe('GET /api/trade/list of a user with 5,000 orders', () => {
  let test: TestApp;
  let user: SignedInUser;

  beforeAll(async () => {
    test = await buildTestApp();
    user = await test.loginAs('many-orders@example.com');
    await seedOrders(test.db, user.userNo, 2_500, test.clock.now());
    test.clock.advance(1);
  });
  afterAll(() => test.close());

  it('answers page 1 reading one page of orders from the store, not all of them', async () => {
    // A first call warms the store's caches and the session's, as any call after the first finds them.
    await user.signedInject('GET', '/api/trade/list?pageIndex=1&pageSize=20');
    test.clock.advance(1);
    const read = vi.spyOn(test.db, 'query');
    const started = performance.now();
    const body = (await user.signedInject('GET', '/api/trade/list?pageIndex=1&pageSize=20')).json<{ data: { result: TradeOrder[]; total: number } }>();
    const elapsed = performance.now() - started;
    const ordersRead = (await Promise.all(read.mock.results.map((result) => result.value as Promise<unknown[]>)))
      .filter((_rows, call) => /SELECT \* FROM (buy|sell)_orders/.test(String(read.mock.calls[call]?.[0])))
      .reduce((sum, rows) => sum + rows.length, 0);
    read.mockRestore();
    console.info(`GET /api/trade/list page 1 of 5,000 orders on PGlite: ${elapsed.toFixed(0)} ms, ${ordersRead} order rows read`);
    expect(body.data.total).toBe(5_000);
    expect(body.data.result).toHaveLength(20);
    expect(ordersRead).toBeLessThanOrEqual(20);
    expect(elapsed).toBeLessThan(2_000);
  });
});
