import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, dockedBuyer, placeBuyOrder, placeSellOrder, savePayoutAccount } from '../../../../tests/helpers/merchantOrders';
import { buildTestApp, type SignedInUser, type TestApp } from '../../../../tests/helpers/testApp';
import { constants } from '../../../shared/config/constants';
import { sandboxConfig } from '../../../../tests/helpers/testFlows';
import type { WebhookEvent } from '../../../shared/generated/api/merchant-webhooks.schema';
import { fixedPrices } from '../../../../tests/helpers/fixedPrices';
import { sealedTestQuote, testBuyOrderBody, testCard, tronAddress } from '../../../../tests/helpers/orderKit';
import { signMerchantLink } from '../../../shared/merchantLink/signing';
import type { BuyOrderRow } from '../buy/buy-order-row';
import { changeOrder } from './order-events';

const confirmDelayMs = sandboxConfig.chain.confirmDelayMs;

/** Time passes with the server's jobs running: what the providers report by then is applied. */
async function wait(ms: number): Promise<void> {
  await test.settle();
  test.clock.advance(ms);
  await test.settle();
}

const secret = 'a-test-merchant-secret-of-32-chars';
/** 1 USDT = 1 USD, so the sell amounts are easy to follow. */
const prices = fixedPrices((crypto, fiat) => (fiat === 'USD' && crypto === 'USDT' ? '1' : undefined));

let test: TestApp;
let buyer: SignedInUser;

interface StoredEvent {
  type: string;
  sequence: number;
  created_at: number;
  body: string;
}

async function eventsOf(orderNo: string): Promise<StoredEvent[]> {
  return test.db.query<StoredEvent>('SELECT type, sequence, created_at, body FROM webhook_events WHERE order_no = $1 ORDER BY sequence', [orderNo]);
}

/** Type and data.status of each event of the order, in sequence. */
async function timeline(orderNo: string): Promise<string[]> {
  return (await eventsOf(orderNo)).map((event) => `${event.type} ${(JSON.parse(event.body) as WebhookEvent).data.status}`);
}

/** The merchant's GET /merchant/order answer now. */
async function merchantView(orderNo: string) {
  const query = { appId: 'sandbox-demo', orderNo, timestamp: String(test.clock.now()) };
  const response = await test.inject('GET', `/api/merchant/order?${new URLSearchParams({ ...query, signature: signMerchantLink(query, secret) }).toString()}`);
  return response.json().data;
}

beforeAll(async () => {
  test = await buildTestApp({ config: { env: { MERCHANT_SECRET_SANDBOX_DEMO: secret } }, providers: { prices } });
  buyer = await dockedBuyer(test, 'events-buyer@example.com');
});
afterAll(() => test.close());

describe('order events of a buy', () => {
  it('writes each status as one event in sequence, the body holding the order as GET /merchant/order answers it', async () => {
    const call = callAs(test, buyer);
    const orderNo = await placeBuyOrder(test, buyer);
    const [created] = await eventsOf(orderNo);
    const event = JSON.parse(created?.body ?? '{}') as WebhookEvent;
    expect(Object.keys(event)).toEqual(['id', 'type', 'created', 'sequence', 'data']);
    expect(event).toEqual({
      id: expect.stringMatching(/^evt_[0-9a-f]{32}$/),
      type: 'order.created',
      created: created?.created_at,
      sequence: 1,
      data: await merchantView(orderNo),
    });

    expect((await call('POST', '/api/pay/card/submit', { orderNo, cardNumber: '4000000000400202', ...testCard })).statusCode).toBe(402);
    expect((await call('POST', '/api/pay/card/submit', { orderNo, cardNumber: '4242424242424242', ...testCard })).json().data.result).toBe('success');

    await wait(confirmDelayMs);
    // The processor's own event of the payment and a second pass change nothing more.
    await test.settle();
    expect(await timeline(orderNo)).toEqual(['order.created unpaid', 'order.failed failed', 'order.paid processing', 'order.completed completed']);
    const events = await eventsOf(orderNo);
    expect(events.map((stored) => stored.sequence)).toEqual([1, 2, 3, 4]);
    // The completion is dated when the chain's confirmation was applied.
    expect(events[3]?.created_at).toBe(test.clock.now());
    expect((JSON.parse(events[3]?.body ?? '{}') as WebhookEvent).data).toEqual(await merchantView(orderNo));
  });

  it('reports a buy payable again after a declined card once the buyer picks another method', async () => {
    const call = callAs(test, buyer);
    const orderNo = await placeBuyOrder(test, buyer);
    await call('POST', '/api/pay/card/submit', { orderNo, cardNumber: '4000000000400202', ...testCard });
    const quoteId = sealedTestQuote({ expiresAt: test.clock.now() + 30_000 });
    expect((await call('POST', '/api/trade/order/update', { orderNo, payWayCode: '52004', quoteId })).json().data.status).toBe('unpaid');
    expect(await timeline(orderNo)).toEqual(['order.created unpaid', 'order.failed failed', 'order.awaiting_payment unpaid']);
  });

  it('closes an unpaid order when its payment window ends, dated then, once however often the job runs', async () => {
    const orderNo = await placeBuyOrder(test, buyer);
    const order = await test.db.one<BuyOrderRow>('SELECT * FROM buy_orders WHERE order_no = $1', [orderNo]);
    test.clock.advance(constants.buyOrderPaymentWindowMs);
    await Promise.all([test.app.settlement.windowsPass(), test.app.settlement.windowsPass()]);
    test.clock.advance(60_000);
    await test.app.settlement.windowsPass();
    expect(await timeline(orderNo)).toEqual(['order.created unpaid', 'order.closed closed']);
    expect((await eventsOf(orderNo))[1]?.created_at).toBe(order?.expires_at);
  });

  it('writes no events for an order placed outside any merchant session', async () => {
    const plain = await test.loginAs('plain-buyer@example.com');
    const quoteId = sealedTestQuote({ expiresAt: test.clock.now() + 30_000 });
    const body = testBuyOrderBody(quoteId);
    const orderNo = (await callAs(test, plain)('POST', '/api/trade/create', body, { 'submit-token': 'plain' })).json().data.orderNo;
    await callAs(test, plain)('POST', '/api/pay/card/submit', { orderNo, cardNumber: '4242424242424242', ...testCard });
    await wait(confirmDelayMs);
    expect((await test.db.one<BuyOrderRow>('SELECT * FROM buy_orders WHERE order_no = $1', [orderNo]))?.status).toBe('completed');
    expect(await eventsOf(orderNo)).toEqual([]);
  });
});

describe('order events of a sell', () => {
  it('reports every status the chain and the bank moved it through, each when it was reported', async () => {
    const call = callAs(test, buyer);
    const accountId = await savePayoutAccount(test, buyer);
    const orderNo = await placeSellOrder(test, buyer);
    expect((await test.inject('POST', `/api/sandbox/sell/${orderNo}/deposit`, { cryptoAmount: '100' })).statusCode).toBe(200);
    await wait(confirmDelayMs);
    await wait(confirmDelayMs);
    expect((await call('POST', '/api/trade/confirm/sellOrder', { orderNo, userAccountId: accountId })).json().data.status).toBe('inTransfer');
    await wait(sandboxConfig.payout.settleDelayMs);
    expect(await timeline(orderNo)).toEqual([
      'order.created awaitingDeposit',
      'order.paid cryptoSent',
      'order.processing blockConfirmed',
      'order.processing confirmOrder',
      'order.processing inTransfer',
      'order.completed completed',
    ]);
    const times = (await eventsOf(orderNo)).map((event) => event.created_at);
    expect(times[2]).toBe((times[1] ?? 0) + confirmDelayMs);
    expect(times[3]).toBe((times[1] ?? 0) + 2 * confirmDelayMs);
  });

  it('reports a rejected payout, its refund and the refund settling', async () => {
    const call = callAs(test, buyer);
    const rejected = await savePayoutAccount(test, buyer, '000000000000');
    const orderNo = await placeSellOrder(test, buyer);
    await test.inject('POST', `/api/sandbox/sell/${orderNo}/deposit`, { cryptoAmount: '100' });
    await wait(confirmDelayMs);
    await call('POST', '/api/trade/confirm/sellOrder', { orderNo, userAccountId: rejected });
    await wait(sandboxConfig.payout.settleDelayMs);
    expect((await call('GET', `/api/trade/sell/order/refund?orderNo=${orderNo}&address=${tronAddress}`)).json().data.status).toBe('refunding');
    await wait(confirmDelayMs);
    expect(await timeline(orderNo)).toEqual([
      'order.created awaitingDeposit',
      'order.paid cryptoSent',
      // Confirmed while blockConfirmed: the order never showed confirmOrder.
      'order.processing blockConfirmed',
      'order.processing inTransfer',
      'order.failed failed',
      'order.refunding refunding',
      'order.refunded refunded',
    ]);
  });

  it('closes a sell order no deposit reached', async () => {
    const orderNo = await placeSellOrder(test, buyer);
    test.clock.advance(constants.sellOrderExpiryMs);
    await test.app.settlement.windowsPass();
    expect(await timeline(orderNo)).toEqual(['order.created awaitingDeposit', 'order.closed closed']);
  });
});

describe('a status change and its event are one transaction', () => {
  it('keeps neither when the write fails after changing the order', async () => {
    const orderNo = await placeBuyOrder(test, buyer);
    const write = changeOrder(test.db, 'buy', orderNo, test.clock.now(), 'declined', async (tx, next) => {
      const row = await tx.one<BuyOrderRow>("UPDATE buy_orders SET status = $2, result_code = '40020' WHERE order_no = $1 RETURNING *", [orderNo, next]);
      if (!row) throw new Error('no row');
      throw new Error('the gateway answer was lost');
    });
    await expect(write).rejects.toThrow('the gateway answer was lost');
    expect(await timeline(orderNo)).toEqual(['order.created unpaid']);
    expect((await test.db.one<BuyOrderRow>('SELECT * FROM buy_orders WHERE order_no = $1', [orderNo]))?.status).toBe('unpaid');
  });

  it('keeps no status change whose event cannot be written', async () => {
    const orderNo = await placeBuyOrder(test, buyer);
    // An event already holding the order's next number makes the outbox insert fail.
    await test.db.query(
      "INSERT INTO webhook_events (id, app_id, order_no, type, sequence, created_at, body) VALUES ('evt_taken', 'sandbox-demo', $1, 'order.paid', 2, 0, '{}')",
      [orderNo],
    );
    const write = changeOrder(test.db, 'buy', orderNo, test.clock.now(), 'declined', (tx, next) =>
      tx.one<BuyOrderRow>("UPDATE buy_orders SET status = $2, result_code = '40020' WHERE order_no = $1 RETURNING *", [orderNo, next]),
    );
    await expect(write).rejects.toThrow();
    expect((await test.db.one<BuyOrderRow>('SELECT * FROM buy_orders WHERE order_no = $1', [orderNo]))?.status).toBe('unpaid');
  });

  it("writes nothing for an event the lifecycle does not list from the order's status, and never takes a status back", async () => {
    const orderNo = await placeBuyOrder(test, buyer);
    const written: string[] = [];
    const moved = await changeOrder(test.db, 'buy', orderNo, test.clock.now(), 'delivered', async (tx, next) => {
      written.push(next);
      return tx.one<BuyOrderRow>('UPDATE buy_orders SET status = $2 WHERE order_no = $1 RETURNING *', [orderNo, next]);
    });
    expect(moved).toBeUndefined();
    expect(written).toEqual([]);
    expect(await timeline(orderNo)).toEqual(['order.created unpaid']);
  });
});
