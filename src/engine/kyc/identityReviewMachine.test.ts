import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { constants } from '../../shared/config/constants';
import type { IdentityReview } from '../../shared/generated/api/kyc.schema';
import { spyActor } from '../../../tests/helpers/machineKit';
import { identityReviewMachine } from './identityReviewMachine';

const poll = constants.kycPollIntervalMs;

function start(status: number, answers: (IdentityReview | Error)[]) {
  const identityReview = vi.fn(async () => {
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (!next || next instanceof Error) throw next ?? new Error('no answer');
    return next;
  });
  const actor = createActor(identityReviewMachine.provide({ actors: { identityReview: spyActor(identityReview) } }), { input: { status } });
  const navigate = vi.fn();
  actor.on('navigate', navigate);
  actor.start();
  return { actor, identityReview, navigate };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('identity review machine', () => {
  it('reads a review in progress again every kycPollIntervalMs until it is decided, and the page query follows the decision', async () => {
    const { actor, identityReview, navigate } = start(0, [{ status: 0 }, { status: null }, { status: 1 }]);
    for (let read = 1; read <= 3; read += 1) {
      await vi.advanceTimersByTimeAsync(poll - 1);
      expect(identityReview).toHaveBeenCalledTimes(read - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(identityReview).toHaveBeenCalledTimes(read);
    }
    expect(actor.getSnapshot().value).toBe('decided');
    expect(actor.getSnapshot().context.status).toBe(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', route: 'idAuthentication', query: { status: '1' }, replace: true });
    await vi.advanceTimersByTimeAsync(poll * 5);
    expect(identityReview).toHaveBeenCalledTimes(3);
  });

  it.each([1, 2, 4])('reads nothing when the page opens with the decided status %i', async (status) => {
    const { actor, identityReview } = start(status, [{ status: 0 }]);
    await vi.advanceTimersByTimeAsync(poll * 3);
    expect(identityReview).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('decided');
  });

  it('keeps polling, without navigating, after a failed or a cancelled read', async () => {
    const { actor, identityReview, navigate } = start(0, [new Error('offline'), new DOMException('route changed', 'AbortError'), { status: 4 }]);
    await vi.advanceTimersByTimeAsync(poll * 2);
    expect(identityReview).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('inReview');
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(poll);
    expect(actor.getSnapshot().context.status).toBe(4);
  });
});
