import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { constants } from '../../shared/config/constants';
import { newTabMachine, type NewTabOutcome } from './newTabMachine';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function start(open: () => Promise<NewTabOutcome>, done: () => Promise<boolean>) {
  const openTab = vi.fn(open);
  const stepDone = vi.fn(done);
  const actor = createActor(newTabMachine.provide({ actors: { openTab: fromPromise(openTab), stepDone: fromPromise(stepDone) } }));
  actor.start();
  return { actor, openTab, stepDone };
}

describe('continue in a new tab', () => {
  it('opens the tab on the click only, then asks every orderPollIntervalMs until the step was done there', async () => {
    const answers = [false, false, true];
    const { actor, openTab, stepDone } = start(
      async () => ({ kind: 'opened', url: 'https://checkout.test/#/handoff?token=t' }),
      async () => answers.shift() ?? true,
    );
    await vi.advanceTimersByTimeAsync(constants.orderPollIntervalMs * 2);
    expect(openTab).not.toHaveBeenCalled();
    actor.send({ type: 'newTab.open' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ following: 'waiting' })).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ url: 'https://checkout.test/#/handoff?token=t', blocked: false });
    await vi.advanceTimersByTimeAsync(constants.orderPollIntervalMs - 1);
    expect(stepDone).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(stepDone).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(constants.orderPollIntervalMs * 2);
    expect(stepDone).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('keeps the link to open by hand when no tab could open, and follows all the same', async () => {
    const { actor } = start(
      async () => ({ kind: 'blocked', url: 'https://checkout.test/#/handoff?token=t' }),
      async () => false,
    );
    actor.send({ type: 'newTab.open' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.blocked).toBe(true);
    expect(actor.getSnapshot().matches('following')).toBe(true);
  });

  it('lets the user try again when the link could not be issued, and issues a fresh one when asked to open again', async () => {
    const outcomes: NewTabOutcome[] = [{ kind: 'failed' }, { kind: 'opened', url: 'u1' }, { kind: 'opened', url: 'u2' }];
    const { actor, openTab } = start(
      async () => outcomes.shift() ?? { kind: 'failed' },
      async () => false,
    );
    actor.send({ type: 'newTab.open' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'newTab.open' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'newTab.open' });
    await vi.advanceTimersByTimeAsync(0);
    expect(openTab).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().context.url).toBe('u2');
  });

  it('keeps following when one question fails (a network error)', async () => {
    let calls = 0;
    const { actor } = start(
      async () => ({ kind: 'opened', url: 'u' }),
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('network');
        return true;
      },
    );
    actor.send({ type: 'newTab.open' });
    await vi.advanceTimersByTimeAsync(constants.orderPollIntervalMs * 2);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
