import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { PayResult } from '../../shared/generated/api/pay.schema';
import { payResultFixture, spyActor } from '../testing';
import { failureChoices, failureMessageKey, paymentResultMachine, type PaymentResultInput } from './paymentResultMachine';

const cardPayment: PaymentResultInput = {
  orderNo: 'O1',
  method: { payWayCode: '10001', type: 'card' },
  retryMethods: [
    { payWayCode: '20001', type: 'binancePay', routerPath: '/binancePay' },
    { payWayCode: '501', type: 'applePay', routerPath: '/applePay' },
  ],
};

async function start(results: PayResult[], input: PaymentResultInput = cardPayment) {
  const checkResult = vi.fn(async () => results.shift() ?? payResultFixture('pending'));
  const actor = createActor(paymentResultMachine.provide({ actors: { checkResult: spyActor(checkResult) } }), { input });
  const navigate = vi.fn();
  actor.on('navigate', navigate);
  actor.start();
  await waitFor(actor, (snapshot) => !snapshot.matches('checking'));
  return { actor, navigate, checkResult };
}

describe('payment result machine', () => {
  it.each(['success', 'timeout'] as const)('shows the %s view', async (status) => {
    const { actor } = await start([payResultFixture(status)]);
    expect(actor.getSnapshot().value).toBe(status);
  });

  it('shows the failed view with the card result message', async () => {
    const { actor } = await start([payResultFixture('failed', '40020')]);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(failureMessageKey(actor.getSnapshot().context.failureCode)).toBe('errors.card.insufficientFunds');
    expect(failureMessageKey(undefined)).toBe('errors.paymentFailed');
  });

  it('checks again while the gateway has not decided', async () => {
    const { actor, checkResult } = await start([payResultFixture('pending'), payResultFixture('success')]);
    expect(actor.getSnapshot().value).toBe('processing');
    actor.send({ type: 'result.refresh' });
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    expect(checkResult).toHaveBeenCalledTimes(2);
  });

  it('offers change card, edit card, change method and retry after a failed card payment', () => {
    expect(failureChoices(cardPayment)).toEqual(['changeCard', 'editCard', 'changeMethod', 'retry']);
    expect(failureChoices({ ...cardPayment, method: { payWayCode: '10004', type: 'qrCode' } })).toEqual(['changeMethod', 'retry']);
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
    const { actor, navigate } = await start([payResultFixture('failed')], { ...cardPayment, method: { payWayCode: '10004', type: 'qrCode' } });
    actor.send({ type: 'choice.retry', payWayCode: '99999' });
    actor.send({ type: 'choice.changeCard' });
    actor.send({ type: 'choice.editCard' });
    expect(navigate).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('failed');
  });
});
