import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedInUser, type TestApp } from '../../../../tests/helpers/testApp';
import { sealedTestQuote, testCard } from '../../../../tests/helpers/orderKit';
import { storeEvent } from '../../settlement/inbox';

/**
 * A buy whose crypto cannot be sent (product §4 failed to send) gets its card payment refunded through
 * the card adapter, through the real server, store and sandbox processor: the sandbox
 * chain fails every send to a failing address (config/sandbox.json chain.failingAddresses).
 */
const failingTronAddress = 'T9yD14Nj9j7xAB4dbGeiX9h8unkLV6KZEN';

let test: TestApp;
let user: SignedInUser;
let token = 0;

beforeAll(async () => {
  test = await buildTestApp();
  user = await test.loginAs('refunded@example.com');
});
afterAll(() => test?.close());

async function call(method: 'GET' | 'POST', url: string, body?: unknown, headers?: Record<string, string>) {
  test.clock.advance(1);
  return user.signedInject(method, url, body, headers);
}

/** A card-paid buy of 100 USD to the failing address, settled until the sandbox chain reported its send. */
async function paidBuyThatFailsToSend(): Promise<string> {
  const quoteId = sealedTestQuote({ expiresAt: test.clock.now() + 30_000 });
  token += 1;
  const created = await call(
    'POST',
    '/api/trade/create',
    {
      quoteId,
      cryptoCurrency: 'USDT',
      address: failingTronAddress,
      network: 'TRX',
      fiatCurrency: 'USD',
      amount: '100',
      payWayCode: '10001',
      alpha2: 'US',
    },
    { 'submit-token': `fails-to-send-${token}` },
  );
  const { orderNo } = created.json().data;
  expect((await call('POST', '/api/pay/card/submit', { orderNo, cardNumber: '4242424242424242', ...testCard })).json().data.result).toBe('success');
  for (let round = 0; round < 20; round += 1) {
    await test.settle();
    if ((await call('GET', `/api/trade/${orderNo}`)).json().data.status !== 'processing') break;
    test.clock.advance(1_000);
  }
  return orderNo;
}

/** The refunds the sandbox card processor holds for the order's payment (its own store, sandbox_objects). */
async function refundsAtProcessor(paymentReference: string) {
  return test.db.query<{ reference: string; idempotency_key: string; data: { payment: string; amount: string } }>(
    "SELECT reference, idempotency_key, data FROM sandbox_objects WHERE kind = 'refund' AND data ->> 'payment' = $1",
    [paymentReference],
  );
}

describe('a buy that fails to send', () => {
  it('refunds its card payment once at the card adapter, and records the refund done as the processor reports it, even when the failure is applied twice', async () => {
    const orderNo = await paidBuyThatFailsToSend();
    expect((await call('GET', `/api/trade/${orderNo}`)).json().data.status).toBe('failedToSend');
    const payment = await test.db.one<{ reference: string }>("SELECT reference FROM payments WHERE order_no = $1 AND status = 'succeeded'", [orderNo]);
    if (!payment) throw new Error('the order has no succeeded payment');

    // The chain reports the same failure again, as another event: the order does not move, and nothing more is refunded.
    const transfer = await test.db.one<{ reference: string }>("SELECT reference FROM chain_transfers WHERE order_no = $1 AND purpose = 'delivery'", [orderNo]);
    if (!transfer) throw new Error('the order has no delivery transfer');
    await storeEvent(
      test.db,
      'sandbox',
      { eventId: `again-${orderNo}`, reference: transfer.reference, fact: { type: 'transfer', status: 'failed' }, occurredAt: test.clock.now(), trusted: true },
      test.clock.now(),
    );
    await test.settle();

    const refunds = await refundsAtProcessor(payment.reference);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ idempotency_key: `card:${orderNo}:refund`, data: { payment: payment.reference, amount: '100' } });
    // The refund's reference is kept, and its outcome applied from the processor's event.
    expect(await test.db.query('SELECT status, reference, payment_reference, amount FROM payment_refunds WHERE order_no = $1', [orderNo])).toEqual([
      { status: 'succeeded', reference: refunds[0]?.reference, payment_reference: payment.reference, amount: '100' },
    ]);
    const events = await test.db.query<{ state: string }>("SELECT state FROM provider_events WHERE subject = 'refund' AND reference = $1", [
      refunds[0]?.reference,
    ]);
    expect(events.map((event) => event.state)).toEqual(['applied']);
    expect((await call('GET', `/api/trade/${orderNo}`)).json().data.status).toBe('failedToSend');
  });

  it('asks the card adapter again with the same key after an instance died with the refund taken, and the processor refunds once', async () => {
    const orderNo = await paidBuyThatFailsToSend();
    const payment = await test.db.one<{ reference: string }>("SELECT reference FROM payments WHERE order_no = $1 AND status = 'succeeded'", [orderNo]);
    // As if the instance that asked died before it recorded the answer: the refund is queued again once its lease ended.
    await test.db.query("UPDATE payment_refunds SET status = 'queued', reference = NULL, next_attempt_at = $2 WHERE order_no = $1", [
      orderNo,
      test.clock.now(),
    ]);
    await test.settle();
    const refunds = await refundsAtProcessor(payment?.reference ?? '');
    expect(refunds).toHaveLength(1);
    expect(await test.db.one('SELECT status, reference FROM payment_refunds WHERE order_no = $1', [orderNo])).toEqual({
      status: 'succeeded',
      reference: refunds[0]?.reference,
    });
  });
});
