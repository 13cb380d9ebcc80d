import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { constants } from '../../shared/config/constants';
import type { BuyOrderDetails, BuyOrderStatus } from '../../shared/generated/api/buy.schema';
import type { PayResult } from '../../shared/generated/api/pay.schema';
import { payResultFixture, spyActor } from '../../../tests/helpers/machineKit';
import { failureChoices, failureMessageKey, paymentResultMachine, type PaymentResultInput } from './paymentResultMachine';

const cardPayment: PaymentResultInput = {
  orderNo: 'O1',
  method: { payWayCode: '10001', type: 'card', routerPath: '/creditCardConfig' },
  retryMethods: [
    { payWayCode: '20001', type: 'binancePay', routerPath: '/binancePay' },
    { payWayCode: '501', type: 'applePay', routerPath: '/applePay' },
  ],
};

/** The order as GET /trade/query/buy/order/details answers it, only its status mattering here. */
const orderIn = (status: BuyOrderStatus) => ({ orderNo: 'O1', status }) as BuyOrderDetails;

async function start(results: PayResult[], input: PaymentResultInput = cardPayment, orders: BuyOrderDetails[] = [orderIn('completed')]) {
  const checkResult = vi.fn(async () => results.shift() ?? payResultFixture('pending'));
  const loadBuyOrder = vi.fn(async () => (orders.length > 1 ? orders.shift() : orders[0]) ?? orderIn('processing'));
  const actor = createActor(paymentResultMachine.provide({ actors: { checkResult: spyActor(checkResult), loadBuyOrder: spyActor(loadBuyOrder) } }), { input });
  const navigate = vi.fn();
  actor.on('navigate', navigate);
  actor.start();
  await waitFor(actor, (snapshot) => !snapshot.matches('checking'));
  return { actor, navigate, checkResult, loadBuyOrder };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('payment result machine', () => {
  it.each(['success', 'timeout'] as const)('shows the %s view (a closed order for a timeout)', async (status) => {
    const { actor } = await start([payResultFixture(status)], cardPayment, [orderIn('processing')]);
    expect(actor.getSnapshot().matches(status)).toBe(true);
    actor.stop();
  });

  it('shows the failed view with the card result message', async () => {
    const { actor } = await start([payResultFixture('failed', '40020')]);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(failureMessageKey(actor.getSnapshot().context.failureCode)).toBe('errors.card.insufficientFunds');
    expect(failureMessageKey(undefined)).toBe('errors.paymentFailed');
  });

  it('checks again at once when asked while the gateway has not decided', async () => {
    const { actor, checkResult } = await start([payResultFixture('pending'), payResultFixture('success')]);
    expect(actor.getSnapshot().value).toBe('processing');
    actor.send({ type: 'result.refresh' });
    await waitFor(actor, (snapshot) => snapshot.matches('success') || snapshot.matches('orderSettled'));
    expect(checkResult).toHaveBeenCalledTimes(2);
  });

  it('checks again by itself every orderPollIntervalMs while the gateway has not decided, and after a failed or cancelled check', async () => {
    vi.useFakeTimers();
    const answers: (PayResult | Error)[] = [
      payResultFixture('pending'),
      new Error('offline'),
      new DOMException('route changed', 'AbortError'),
      payResultFixture('timeout'),
    ];
    const checkResult = vi.fn(async () => {
      const next = answers.shift();
      if (next instanceof Error) throw next;
      return next ?? payResultFixture('pending');
    });
    const actor = createActor(paymentResultMachine.provide({ actors: { checkResult: spyActor(checkResult) } }), { input: cardPayment });
    const navigate = vi.fn();
    actor.on('navigate', navigate);
    actor.start();
    for (let check = 1; check <= 3; check += 1) {
      await vi.advanceTimersByTimeAsync(0);
      expect(checkResult).toHaveBeenCalledTimes(check);
      expect(actor.getSnapshot().value).toBe('processing');
      await vi.advanceTimersByTimeAsync(constants.orderPollIntervalMs - 1);
      expect(checkResult).toHaveBeenCalledTimes(check);
      await vi.advanceTimersByTimeAsync(1);
    }
    expect(checkResult).toHaveBeenCalledTimes(4);
    expect(actor.getSnapshot().value).toBe('timeout');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('after a success reads the order every orderPollIntervalMs until its crypto is sent, then reads no more', async () => {
    vi.useFakeTimers();
    const orders = [orderIn('processing'), orderIn('processing'), orderIn('completed')];
    const loadBuyOrder = vi.fn(async () => orders.shift() ?? orderIn('completed'));
    const actor = createActor(
      paymentResultMachine.provide({ actors: { checkResult: spyActor(async () => payResultFixture('success')), loadBuyOrder: spyActor(loadBuyOrder) } }),
      { input: cardPayment },
    );
    actor.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(loadBuyOrder).toHaveBeenCalledExactlyOnceWith({ orderNo: 'O1' }, expect.any(AbortSignal));
    expect(actor.getSnapshot().matches('success')).toBe(true);
    expect(actor.getSnapshot().context.order?.status).toBe('processing');
    await vi.advanceTimersByTimeAsync(constants.orderPollIntervalMs - 1);
    expect(loadBuyOrder).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1);
    expect(loadBuyOrder).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(constants.orderPollIntervalMs);
    expect(loadBuyOrder).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().value).toBe('orderSettled');
    expect(actor.getSnapshot().context.order?.status).toBe('completed');
    await vi.advanceTimersByTimeAsync(constants.orderPollIntervalMs * 5);
    expect(loadBuyOrder).toHaveBeenCalledTimes(3);
  });

  it('offers change card, edit card, change method and retry after a failed card payment', () => {
    expect(failureChoices(cardPayment)).toEqual(['changeCard', 'editCard', 'changeMethod', 'retry']);
    expect(failureChoices({ ...cardPayment, method: { payWayCode: '10004', type: 'qrCode', routerPath: '/otherWayPay' } })).toEqual(['changeMethod', 'retry']);
  });

  it('changes the card on the card form', async () => {
    const { actor, navigate } = await start([payResultFixture('failed', '40030')]);
    actor.send({ type: 'choice.changeCard' });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', route: 'creditCardConfig', query: { orderNo: 'O1' } });
  });

  it('edits the card information on the error form', async () => {
    const { actor, navigate } = await start([payResultFixture('failed', '40010')]);
    actor.send({ type: 'choice.editCard' });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', route: 'errorFormInfo', query: { orderNo: 'O1' } });
  });

  it('changes the payment method', async () => {
    const { actor, navigate } = await start([payResultFixture('failed')]);
    actor.send({ type: 'choice.changeMethod' });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', route: 'paymentMethod' });
  });

  it('retries by another offered method on its payment page', async () => {
    const { actor, navigate } = await start([payResultFixture('failed')]);
    actor.send({ type: 'choice.retry', payWayCode: '501' });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', path: '/applePay' });
  });

  it('ignores a retry with a method that is not offered and the card choices after a non-card payment', async () => {
    const { actor, navigate } = await start([payResultFixture('failed')], {
      ...cardPayment,
      method: { payWayCode: '10004', type: 'qrCode', routerPath: '/otherWayPay' },
    });
    actor.send({ type: 'choice.retry', payWayCode: '99999' });
    actor.send({ type: 'choice.changeCard' });
    actor.send({ type: 'choice.editCard' });
    expect(navigate).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('failed');
  });

  it('shows a code 11 failure as crypto not sent: no card or method choices, nothing more to read', async () => {
    const { actor, navigate, loadBuyOrder } = await start([payResultFixture('failed', '11')]);
    expect(actor.getSnapshot().value).toBe('cryptoNotSent');
    expect(actor.getSnapshot().status).toBe('done');
    for (const type of ['choice.changeCard', 'choice.editCard', 'choice.changeMethod'] as const) actor.send({ type });
    actor.send({ type: 'choice.retry', payWayCode: '501' });
    expect(navigate).not.toHaveBeenCalled();
    expect(loadBuyOrder).not.toHaveBeenCalled();
  });

  it('offers to pay the same order again, or by another method, when the payment timed out but the order is still payable', async () => {
    const { actor, navigate } = await start([{ ...payResultFixture('timeout'), status: 'unpaid' }]);
    expect(actor.getSnapshot().value).toBe('timedOutPayable');
    actor.send({ type: 'choice.payAgain' });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', path: '/creditCardConfig', query: { orderNo: 'O1' } });
    const other = await start([{ ...payResultFixture('timeout'), status: 'unpaid' }]);
    other.actor.send({ type: 'choice.changeMethod' });
    expect(other.navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', route: 'paymentMethod' });
  });

  it('offers nothing to pay when the timed-out order is closed', async () => {
    const { actor, navigate } = await start([payResultFixture('timeout')]);
    expect(actor.getSnapshot().value).toBe('timeout');
    actor.send({ type: 'choice.payAgain' });
    actor.send({ type: 'choice.changeMethod' });
    expect(navigate).not.toHaveBeenCalled();
  });
});
