import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { constants } from '../../shared/config/constants';
import { spyActor } from '../../../tests/helpers/machineKit';
import { kycStatusMachine, type KycReview } from './kycStatusMachine';

const poll = constants.kycPollIntervalMs;

function start(answers: (KycReview | Error)[]) {
  const loadKycReview = vi.fn(async () => {
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (!next || next instanceof Error) throw next ?? new Error('no answer');
    return next;
  });
  const actor = createActor(kycStatusMachine.provide({ actors: { loadKycReview: spyActor(loadKycReview) } }));
  const navigate = vi.fn();
  actor.on('navigate', navigate);
  actor.start();
  return { actor, loadKycReview, navigate };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('KYC status machine', () => {
  it('polls at the KYC poll interval while the review is waiting, then shows success', async () => {
    const { actor, loadKycReview } = start([{ status: 'waiting' }, { status: 'waiting' }, { status: 'succeeded' }]);
    await flush();
    expect(actor.getSnapshot().value).toBe('waiting');
    await vi.advanceTimersByTimeAsync(poll - 1);
    expect(loadKycReview).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(loadKycReview).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(poll);
    expect(actor.getSnapshot().value).toBe('succeeded');
    await vi.advanceTimersByTimeAsync(poll * 10);
    expect(loadKycReview).toHaveBeenCalledTimes(3);
  });

  it('shows a user who never submitted anything as not started, reads no more, and starts verification on request', async () => {
    const { actor, loadKycReview, navigate } = start([{ status: 'notStarted' }]);
    await flush();
    expect(actor.getSnapshot().value).toBe('notStarted');
    await vi.advanceTimersByTimeAsync(poll * 3);
    expect(loadKycReview).toHaveBeenCalledTimes(1);
    actor.send({ type: 'kyc.start' });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', route: 'kycVerify' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('offers to resubmit the documents after an exception, in the basic flow for a level 1 submission', async () => {
    const { actor, navigate } = start([{ status: 'exception', level: 1 }]);
    await flush();
    expect(actor.getSnapshot().value).toBe('exception');
    actor.send({ type: 'kyc.resubmit' });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', route: 'kycVerify' });
  });

  it('resubmits a level 2 submission in the level 2 flow with proof of address (/kycVerification)', async () => {
    const { actor, navigate } = start([{ status: 'exception', level: 2 }]);
    await flush();
    actor.send({ type: 'kyc.resubmit' });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', route: 'kycVerification' });
  });

  it('shows a rejection with every reason and the limit the user may still pay, and reads nothing again', async () => {
    const rejected = { status: 'failed' as const, reasonKeys: ['kyc.reasons.ownId', 'kyc.reasons.multipleIds'], limit: { amount: '1000', fiat: 'USD' } };
    const { actor, loadKycReview } = start([rejected]);
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.review).toEqual(rejected);
    await vi.advanceTimersByTimeAsync(poll * 3);
    expect(loadKycReview).toHaveBeenCalledTimes(1);
  });

  it('marks a risk account, which cannot trade, and stops polling', async () => {
    const { actor, loadKycReview } = start([{ status: 'risk' }]);
    await flush();
    expect(actor.getSnapshot().value).toBe('risk');
    await vi.advanceTimersByTimeAsync(poll * 3);
    expect(loadKycReview).toHaveBeenCalledTimes(1);
  });

  it('reads the status again after a failed read', async () => {
    const { actor } = start([new Error('offline'), { status: 'succeeded' }]);
    await flush();
    expect(actor.getSnapshot().value).toBe('retrying');
    await vi.advanceTimersByTimeAsync(poll);
    expect(actor.getSnapshot().value).toBe('succeeded');
  });

  it('stops polling when the page is left', async () => {
    const { actor, loadKycReview } = start([{ status: 'waiting' }]);
    await flush();
    actor.stop();
    await vi.advanceTimersByTimeAsync(poll * 3);
    expect(loadKycReview).toHaveBeenCalledTimes(1);
  });
});
