import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../../../tests/helpers/merchantOrders';
import { buildTestApp, type SignedInUser, type TestApp } from '../../../tests/helpers/testApp';
import { sandboxConfig } from '../../../tests/helpers/testFlows';
import type { SandboxFaults } from '../../shared/generated/sandbox.schema';
import { sealedTestQuote, testCard, tronAddress } from '../../../tests/helpers/orderKit';

/** Every sandbox event dropped: only the reconciler's status lookups tell the server anything. */
const drop: SandboxFaults['drop'] = ['payment', 'review', 'transfer', 'deposit', 'payout'];
const silentSandbox = { ...sandboxConfig, events: { ...sandboxConfig.events, faults: { ...sandboxConfig.events.faults, drop } } };

let test: TestApp;
let buyer: SignedInUser;
const logged: Record<string, unknown>[] = [];
let orders = 0;

async function order(body: Record<string, string> = {}): Promise<string> {
  orders += 1;
  const quoteId = sealedTestQuote({ fiat: body.fiatCurrency ?? 'USD', fiatAmount: body.amount ?? '100', expiresAt: test.clock.now() + 30_000 });
  const created = await callAs(test, buyer)(
    'POST',
    '/api/trade/create',
    { quoteId, cryptoCurrency: 'USDT', address: tronAddress, network: 'TRX', fiatCurrency: 'USD', amount: '100', payWayCode: '10001', alpha2: 'US', ...body },
    { 'submit-token': `reconcile-${orders}` },
  );
  return created.json().data.orderNo;
}

const watchOf = (reference: string) =>
  test.db.one<{ state: string; checks: number; next_check_at: number }>('SELECT state, checks, next_check_at FROM provider_watch WHERE reference = $1', [
    reference,
  ]);
const orderRow = (orderNo: string) =>
  test.db.one<{ status: string; pay_status: string; pay_reference: string }>('SELECT status, pay_status, pay_reference FROM buy_orders WHERE order_no = $1', [
    orderNo,
  ]);

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  test = await buildTestApp({ config: { sandbox: silentSandbox }, logger: { level: 'warn', stream } });
  buyer = await test.loginAs('reconciler@example.com');
});
afterAll(() => test.close());

describe('the reconciler', () => {
  const schedule = () => test.app.config.providers.settlement.reconciler;

  it('asks first after firstCheckAfterMs, again every recheckEveryMs while the answer is not final, and stops at a final one', async () => {
    const orderNo = await order();
    expect((await callAs(test, buyer)('POST', '/api/pay/card/submit', { orderNo, cardNumber: '4000000000003220', ...testCard })).json().data.result).toBe(
      'requiresAction',
    );
    const { pay_reference: reference } = (await orderRow(orderNo)) ?? { pay_reference: '' };
    const created = test.clock.now();
    expect(await watchOf(reference)).toEqual({ state: 'watching', checks: 0, next_check_at: created + schedule().firstCheckAfterMs });
    test.clock.advance(schedule().firstCheckAfterMs - 1);
    expect(await test.reconcile()).toBe(0);
    test.clock.advance(1);
    expect(await test.reconcile()).toBe(1);
    // Still waiting for the payer's 3-D Secure step: asked again recheckEveryMs later.
    expect(await watchOf(reference)).toMatchObject({ state: 'watching', checks: 1, next_check_at: test.clock.now() + schedule().recheckEveryMs });
    await test.app.sandboxProvider?.card.decideChallenge(reference, true);
    await test.settle();
    // The event was dropped: the order learns of the payment at the next check only.
    expect(await orderRow(orderNo)).toMatchObject({ status: 'unpaid', pay_status: 'requiresAction' });
    test.clock.advance(schedule().recheckEveryMs);
    expect(await test.reconcile()).toBe(1);
    expect(await orderRow(orderNo)).toMatchObject({ status: 'processing', pay_status: 'succeeded' });
    expect(await watchOf(reference)).toMatchObject({ state: 'settled', checks: 2 });
  });

  it('gives up at giveUpAfterMs with an ops alert: a log line and a metric', async () => {
    const orderNo = await order({ fiatCurrency: 'IDR', amount: '500000', payWayCode: '10005', alpha2: 'ID' });
    await callAs(test, buyer)('POST', '/api/pay/eWallet', { orderNo });
    const { pay_reference: reference } = (await orderRow(orderNo)) ?? { pay_reference: '' };
    // The payer never pays: the scheme's payment stays pending, asked about at every check until the give-up point.
    test.clock.advance(schedule().giveUpAfterMs);
    await test.reconcile();
    expect(await watchOf(reference)).toMatchObject({ state: 'gaveUp' });
    const metric = await test.app.metrics.registry.getSingleMetricAsString('gangway_reconciler_gave_up_total');
    expect(metric).toMatch(/gangway_reconciler_gave_up_total\{subject="payment"\} 1/);
    expect(logged).toContainEqual(expect.objectContaining({ alert: 'reconcilerGaveUp', subject: 'payment', reference }));
    expect(await test.reconcile()).toBe(0);
  });
});
