import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { PayResult } from '../../shared/generated/api/pay.schema';
import { deferred, payResultFixture, spyActor } from '../../../tests/helpers/machineKit';
import { payButtonLabel, payButtonLoading, payButtonMachine, type SubmittedPayment } from './payButtonMachine';

function start(results: PayResult[], submit: () => Promise<SubmittedPayment> = async () => ({ orderNo: 'O1', payUrl: 'https://gw.test/pay' })) {
  const submitPayment = vi.fn(submit);
  const checkResult = vi.fn(async () => results.shift() ?? payResultFixture('pending'));
  const actor = createActor(payButtonMachine.provide({ actors: { submitPayment: spyActor(submitPayment), checkResult: spyActor(checkResult) } }), {
    input: { orderNo: 'O1' },
  });
  const navigate = vi.fn();
  const started = vi.fn();
  actor.on('navigate', navigate);
  actor.on('payment.started', started);
  actor.start();
  return { actor, submitPayment, checkResult, navigate, started };
}

describe('pay button machine', () => {
  it('reads confirm payment and starts loading on the first click', async () => {
    const answer = deferred<SubmittedPayment>();
    const { actor, submitPayment, started } = start([], () => answer.promise);
    expect(payButtonLabel(actor.getSnapshot())).toBe('buy.confirm.confirmPayment');
    actor.send({ type: 'pay.click' });
    expect(payButtonLoading(actor.getSnapshot())).toBe(true);
    expect(payButtonLabel(actor.getSnapshot())).toBe('buy.confirm.confirmPayment');
    expect(submitPayment).toHaveBeenCalledExactlyOnceWith({ orderNo: 'O1' }, expect.any(AbortSignal));
    answer.resolve({ orderNo: 'O1', payUrl: 'https://gw.test/pay' });
    await waitFor(actor, (snapshot) => snapshot.matches('awaitingConfirmation'));
    expect(started).toHaveBeenCalledExactlyOnceWith({ type: 'payment.started', payment: { orderNo: 'O1', payUrl: 'https://gw.test/pay' } });
  });

  it('reads "I have completed the payment" on later clicks', async () => {
    const { actor } = start([]);
    actor.send({ type: 'pay.click' });
    await waitFor(actor, (snapshot) => snapshot.matches('awaitingConfirmation'));
    expect(payButtonLabel(actor.getSnapshot())).toBe('buy.confirm.completedPayment');
    expect(payButtonLoading(actor.getSnapshot())).toBe(false);
  });

  it('opens the order-status tips when the payment is still being confirmed, and closes them', async () => {
    const { actor, checkResult, navigate } = start([payResultFixture('pending')]);
    actor.send({ type: 'pay.click' });
    await waitFor(actor, (snapshot) => snapshot.matches('awaitingConfirmation'));
    actor.send({ type: 'pay.click' });
    await waitFor(actor, (snapshot) => snapshot.matches('tipsOpen'));
    expect(checkResult).toHaveBeenCalledExactlyOnceWith({ orderNo: 'O1' }, expect.any(AbortSignal));
    actor.send({ type: 'tips.close' });
    expect(actor.getSnapshot().value).toBe('awaitingConfirmation');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('opens the order from the tips dialog', async () => {
    const { actor, navigate } = start([payResultFixture('pending')]);
    actor.send({ type: 'pay.click' });
    await waitFor(actor, (snapshot) => snapshot.matches('awaitingConfirmation'));
    actor.send({ type: 'pay.click' });
    await waitFor(actor, (snapshot) => snapshot.matches('tipsOpen'));
    actor.send({ type: 'tips.viewOrder' });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', route: 'tradeHistoryBuyDetails', query: { orderNo: 'O1' } });
  });

  it.each(['success', 'failed', 'timeout'] as const)('goes to the payment result once the gateway answered %s', async (status) => {
    const { actor, navigate } = start([payResultFixture(status)]);
    actor.send({ type: 'pay.click' });
    await waitFor(actor, (snapshot) => snapshot.matches('awaitingConfirmation'));
    actor.send({ type: 'pay.click' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', route: 'paymentResult', query: { orderNo: 'O1' } });
  });

  it('returns to confirm payment when the submit fails, so the user can try again', async () => {
    const { actor } = start([], async () => {
      throw new Error('declined');
    });
    actor.send({ type: 'pay.click' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(payButtonLabel(actor.getSnapshot())).toBe('buy.confirm.confirmPayment');
  });
});
