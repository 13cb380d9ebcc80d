import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { spyActor } from '../../../tests/helpers/machineKit';
import { merchantOrderMachine, type MerchantOrderAnswer } from './merchantOrderMachine';

const fee = { serviceFee: '2.5', networkFee: '1', price: '1.001', cryptoAmount: '96.4', discount: false };

function start(signedIn: boolean, load: () => Promise<MerchantOrderAnswer>) {
  const loadOrderFee = vi.fn(load);
  const actor = createActor(merchantOrderMachine.provide({ actors: { loadOrderFee: spyActor(loadOrderFee) } }), { input: { orderNo: 'B1', signedIn } });
  actor.start();
  return { actor, loadOrderFee };
}

describe("a merchant link's order on home", () => {
  it('reads the order fees by number and shows them', async () => {
    const { actor, loadOrderFee } = start(true, async () => ({ kind: 'found', fee }));
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    expect(loadOrderFee).toHaveBeenCalledExactlyOnceWith({ orderNo: 'B1' }, expect.any(AbortSignal));
    expect(actor.getSnapshot().context.fee).toEqual(fee);
  });

  it('asks a visitor to sign in first, then reads the order', async () => {
    const { actor, loadOrderFee } = start(false, async () => ({ kind: 'found', fee }));
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(loadOrderFee).not.toHaveBeenCalled();
    actor.send({ type: 'session.signedIn' });
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
  });

  it('says an order the user does not have is not found', async () => {
    const { actor } = start(true, async () => ({ kind: 'notFound' }));
    await waitFor(actor, (snapshot) => snapshot.matches('notFound'));
  });

  it('offers to read again after a failure', async () => {
    const answers: (() => Promise<MerchantOrderAnswer>)[] = [
      async () => {
        throw new Error('network');
      },
      async () => ({ kind: 'found', fee }),
    ];
    const { actor, loadOrderFee } = start(true, () => (answers.shift() ?? (async () => ({ kind: 'notFound' })))());
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.send({ type: 'order.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    expect(loadOrderFee).toHaveBeenCalledTimes(2);
  });
});
