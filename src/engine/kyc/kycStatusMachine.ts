import { assign, emit, setup } from 'xstate';
import { constants } from '../../shared/config/constants';
import { navigate, type NavigateIntent } from '../intents';
import { suppliedByApp } from '../required';

/** spec §4 KYC statuses, as the app maps the provider's answer. */
export type KycReviewStatus = 'waiting' | 'succeeded' | 'exception' | 'failed' | 'risk';

export interface KycReview {
  status: KycReviewStatus;
  /** i18n key of the rejection reason of a failed review (spec §8: own ID, name match, multiple IDs). */
  reasonKey?: string;
}

export type KycStatusEvent = { type: 'kyc.resubmit' };

/**
 * The KYC status screen (spec §4): waiting (review 5-10 minutes, manual review within 24 hours)
 * is read again every kycPollIntervalMs until it turns into succeeded, exception (resubmit the
 * documents), failed (rejected with a reason) or risk (the account cannot trade).
 */
export const kycStatusMachine = setup({
  types: {} as {
    context: { review: KycReview | undefined };
    events: KycStatusEvent;
    emitted: NavigateIntent;
  },
  actors: {
    loadKycReview: suppliedByApp<KycReview, void>('loadKycReview'),
  },
  delays: {
    kycPoll: constants.kycPollIntervalMs,
  },
  guards: {
    statusIs: ({ context }, status: KycReviewStatus) => context.review?.status === status,
  },
  actions: {
    goToKycStart: emit(navigate('kycVerify')),
  },
}).createMachine({
  id: 'kycStatus',
  context: { review: undefined },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadKycReview',
        src: 'loadKycReview',
        onDone: { target: 'routing', actions: assign({ review: ({ event }) => event.output }) },
        onError: 'retrying',
      },
    },
    routing: {
      always: [
        { guard: { type: 'statusIs', params: 'succeeded' }, target: 'succeeded' },
        { guard: { type: 'statusIs', params: 'exception' }, target: 'exception' },
        { guard: { type: 'statusIs', params: 'failed' }, target: 'failed' },
        { guard: { type: 'statusIs', params: 'risk' }, target: 'risk' },
        { target: 'waiting' },
      ],
    },
    waiting: { after: { kycPoll: 'loading' } },
    retrying: { after: { kycPoll: 'loading' } },
    exception: { on: { 'kyc.resubmit': { target: 'resubmitting', actions: 'goToKycStart' } } },
    resubmitting: { type: 'final' },
    succeeded: { type: 'final' },
    failed: { type: 'final' },
    risk: { type: 'final' },
  },
});
