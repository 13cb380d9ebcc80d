import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { constants } from '../../shared/config/constants';
import { spyActor } from '../../../tests/helpers/machineKit';
import { sellOrderMachine, type SellOrder } from './sellOrderMachine';

const poll = constants.orderPollIntervalMs;

function order(overrides: Partial<SellOrder>): SellOrder {
  return { orderNo: 'S1', status: 'awaitingDeposit', expiresAt: Date.now() + 60_000, ...overrides };
}

function start(answers: SellOrder[]) {
  const loadOrder = vi.fn(async (): Promise<SellOrder | null> => {
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (!next) throw new Error('no order');
    return next;
  });
  const confirmOrder = vi.fn(async (): Promise<unknown> => null);
  const updateAccount = vi.fn(async (): Promise<unknown> => null);
  const requestRefund = vi.fn(async (): Promise<unknown> => null);
  const actor = createActor(
    sellOrderMachine.provide({
      actors: {
        loadOrder: spyActor(loadOrder),
        confirmOrder: spyActor(confirmOrder),
        updateAccount: spyActor(updateAccount),
        requestRefund: spyActor(requestRefund),
      },
    }),
    { input: { orderNo: 'S1' } },
  );
  const toast = vi.fn();
  const navigate = vi.fn();
  actor.on('toast', toast);
  actor.on('navigate', navigate);
  actor.start();
  return { actor, loadOrder, confirmOrder, updateAccount, requestRefund, toast, navigate };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('sell order machine', () => {
  it('follows crypto sent, block confirmed, confirm order, in transfer and completed', async () => {
    const { actor, confirmOrder } = start([
      order({ status: 'cryptoSent' }),
      order({ status: 'blockConfirmed' }),
      order({ status: 'confirmOrder' }),
      order({ status: 'inTransfer' }),
      order({ status: 'completed' }),
    ]);
    await flush();
    expect(actor.getSnapshot().value).toBe('cryptoSent');
    await vi.advanceTimersByTimeAsync(poll);
    expect(actor.getSnapshot().value).toBe('blockConfirmed');
    await vi.advanceTimersByTimeAsync(poll);
    expect(actor.getSnapshot().value).toBe('confirmOrder');
    await vi.advanceTimersByTimeAsync(poll * 3);
    expect(actor.getSnapshot().value).toBe('confirmOrder');
    actor.send({ type: 'order.confirm' });
    await flush();
    expect(confirmOrder).toHaveBeenCalledExactlyOnceWith({ orderNo: 'S1' }, expect.any(AbortSignal));
    expect(actor.getSnapshot().value).toBe('inTransfer');
    await vi.advanceTimersByTimeAsync(poll);
    expect(actor.getSnapshot().value).toBe('completed');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it.each(['failed', 'closed', 'refunded'] as const)('ends when the order is %s', async (status) => {
    const { actor } = start([order({ status })]);
    await flush();
    expect(actor.getSnapshot().value).toBe(status);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('reads an order that moves on by itself again every orderPollIntervalMs of config/constants.json, not sooner', async () => {
    const { loadOrder } = start([order({ status: 'cryptoSent' })]);
    await flush();
    await vi.advanceTimersByTimeAsync(constants.orderPollIntervalMs - 1);
    expect(loadOrder).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1);
    expect(loadOrder).toHaveBeenCalledTimes(2);
  });

  it('keeps reading a refunding order until it is refunded', async () => {
    const { actor } = start([order({ status: 'refunding' }), order({ status: 'refunded' })]);
    await flush();
    expect(actor.getSnapshot().value).toBe('refunding');
    await vi.advanceTimersByTimeAsync(poll);
    expect(actor.getSnapshot().value).toBe('refunded');
  });

  it('expires an order still waiting for the deposit at its time limit and warns not to send funds', async () => {
    const { actor, toast } = start([order({ status: 'awaitingDeposit', expiresAt: Date.now() + 12_000 })]);
    await flush();
    await vi.advanceTimersByTimeAsync(11_999);
    expect(actor.getSnapshot().value).toBe('awaitingDeposit');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('expired');
    expect(toast).toHaveBeenCalledExactlyOnceWith({ type: 'toast', messageKey: 'errors.sellOrderExpired' });
  });

  it('offers new bank details after a bank rejection and reads the order again after the update', async () => {
    const { actor, updateAccount } = start([order({ status: 'failed', bankRejected: true }), order({ status: 'inTransfer' })]);
    await flush();
    expect(actor.getSnapshot().value).toBe('bankRejected');
    actor.send({ type: 'bank.update', userAccountId: 'A7' });
    await flush();
    expect(updateAccount).toHaveBeenCalledExactlyOnceWith({ orderNo: 'S1', userAccountId: 'A7' }, expect.any(AbortSignal));
    expect(actor.getSnapshot().value).toBe('inTransfer');
  });

  it('opens the refund request and requests a USDT refund to a Tron address after a bank rejection', async () => {
    const { actor, requestRefund, toast, navigate } = start([order({ status: 'failed', bankRejected: true }), order({ status: 'refunding' })]);
    await flush();
    actor.send({ type: 'refund.open' });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', route: 'refundRequest', query: { orderNo: 'S1' } });
    actor.send({ type: 'refund.submit', address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7' });
    await flush();
    expect(requestRefund).toHaveBeenCalledExactlyOnceWith({ orderNo: 'S1', address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7' }, expect.any(AbortSignal));
    expect(toast).toHaveBeenCalledExactlyOnceWith({ type: 'toast', messageKey: 'errors.refundSubmitted' });
    expect(actor.getSnapshot().value).toBe('refunding');
  });

  it('offers only the refund when the deposit was outside the sell range, not new bank details', async () => {
    const { actor, requestRefund, updateAccount, navigate } = start([order({ status: 'failed', depositRefused: true }), order({ status: 'refunding' })]);
    await flush();
    expect(actor.getSnapshot().value).toBe('depositRefused');
    actor.send({ type: 'bank.update', userAccountId: 'A7' });
    expect(updateAccount).not.toHaveBeenCalled();
    actor.send({ type: 'refund.open' });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', route: 'refundRequest', query: { orderNo: 'S1' } });
    actor.send({ type: 'refund.submit', address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7' });
    await flush();
    expect(requestRefund).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().value).toBe('refunding');
  });

  it('tries again after the poll interval when the order cannot be read', async () => {
    let calls = 0;
    const loadOrder = vi.fn(async (): Promise<SellOrder | null> => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return order({ status: 'cryptoSent' });
    });
    const actor = createActor(sellOrderMachine.provide({ actors: { loadOrder: spyActor(loadOrder) } }), { input: { orderNo: 'S1' } });
    actor.start();
    await flush();
    expect(actor.getSnapshot().value).toBe('retrying');
    await vi.advanceTimersByTimeAsync(poll);
    expect(actor.getSnapshot().value).toBe('cryptoSent');
  });

  it('stops at notFound, reading no more, when the server knows no such order', async () => {
    const loadOrder = vi.fn(async (): Promise<SellOrder | null> => null);
    const actor = createActor(sellOrderMachine.provide({ actors: { loadOrder: spyActor(loadOrder) } }), { input: { orderNo: 'S404' } });
    actor.start();
    await flush();
    expect(actor.getSnapshot().value).toBe('notFound');
    expect(actor.getSnapshot().status).toBe('done');
    await vi.advanceTimersByTimeAsync(poll * 3);
    expect(loadOrder).toHaveBeenCalledOnce();
  });
});
