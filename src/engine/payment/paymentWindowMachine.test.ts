import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { constants } from '../../shared/config/constants';
import type { BuyOrderStatus } from '../../shared/generated/api/buy.schema';
import { spyActor } from '../../../tests/helpers/machineKit';
import { paymentWindowClosed, paymentWindowMachine, paymentWindowOpen } from './paymentWindowMachine';

const minute = 60_000;

function start(answers: (BuyOrderStatus | Error)[], expiresIn = 15 * minute) {
  const checkOrder = vi.fn(async (): Promise<BuyOrderStatus> => {
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (next === undefined || next instanceof Error) throw next ?? new Error('no answer');
    return next;
  });
  const actor = createActor(paymentWindowMachine.provide({ actors: { checkOrder: spyActor(checkOrder) } }), {
    input: { orderNo: 'B1', expiresAt: Date.now() + expiresIn },
  });
  const navigate = vi.fn();
  actor.on('navigate', navigate);
  actor.start();
  return { actor, checkOrder, navigate };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('payment window machine', () => {
  it('stays open, asking nothing, until the order expires', async () => {
    const { actor, checkOrder } = start(['closed']);
    await vi.advanceTimersByTimeAsync(15 * minute - 1);
    expect(paymentWindowOpen(actor.getSnapshot())).toBe(true);
    expect(checkOrder).not.toHaveBeenCalled();
  });

  it('closes when the server says the order closed at the end of its window', async () => {
    const { actor, checkOrder, navigate } = start(['closed']);
    await vi.advanceTimersByTimeAsync(15 * minute);
    expect(checkOrder).toHaveBeenCalledExactlyOnceWith({ orderNo: 'B1' }, expect.any(AbortSignal));
    expect(paymentWindowClosed(actor.getSnapshot())).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('goes to the payment result when the order was paid at the last moment', async () => {
    const { actor, navigate } = start(['processing']);
    await vi.advanceTimersByTimeAsync(15 * minute);
    expect(actor.getSnapshot().status).toBe('done');
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', route: 'paymentResult', query: { orderNo: 'B1' } });
  });

  it('asks again every poll interval while the server still takes payment (unpaid, or declined) or does not answer', async () => {
    const { actor, checkOrder } = start(['unpaid', new Error('offline'), 'failed', 'closed']);
    await vi.advanceTimersByTimeAsync(15 * minute);
    expect(checkOrder).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(constants.orderPollIntervalMs);
    expect(checkOrder).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(constants.orderPollIntervalMs);
    expect(checkOrder).toHaveBeenCalledTimes(3);
    expect(paymentWindowClosed(actor.getSnapshot())).toBe(false);
    await vi.advanceTimersByTimeAsync(constants.orderPollIntervalMs);
    expect(checkOrder).toHaveBeenCalledTimes(4);
    expect(paymentWindowClosed(actor.getSnapshot())).toBe(true);
  });

  it('checks at once an order whose window already ended', async () => {
    const { actor } = start(['closed'], -minute);
    await vi.advanceTimersByTimeAsync(0);
    expect(paymentWindowClosed(actor.getSnapshot())).toBe(true);
  });
});
