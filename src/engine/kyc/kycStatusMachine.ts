import { assign, emit, setup } from 'xstate';
import { constants } from '../../shared/config/constants';
import { navigate, type NavigateIntent } from '../intents';
import { suppliedByApp } from '../required';
import { firstProviderUserLevel } from '../statusCodes';

/** product §4 KYC statuses, as the app maps the provider's answer; notStarted: nothing was ever submitted. */
export type KycReviewStatus = 'notStarted' | 'waiting' | 'succeeded' | 'exception' | 'failed' | 'risk';

export interface KycReview {
  status: KycReviewStatus;
  /** i18n keys of every rejection reason of a failed review (product §8: own ID, name match, multiple IDs). */
  reasonKeys?: string[];
  /**
   * What a rejected user may still pay (product §6 'Payment limit up to', /kyc/getQuota): a rejected
   * review is no risk account, so orders within the identity they have go on.
   */
  limit?: { amount: string; fiat: string };
  /** Level of the latest submission: 2 is the full document flow with proof of address (product §4 userLevel 2). */
  level?: number;
}

export type KycStatusEvent = { type: 'kyc.resubmit' } | { type: 'kyc.start' };

/**
 * The KYC status screen (product §4): waiting (review 5-10 minutes, manual review within 24 hours)
 * is read again every kycPollIntervalMs until it turns into succeeded, exception (resubmit the
 * documents), failed (rejected with its reasons; smaller orders go on) or risk (the account cannot trade). A user who never
 * submitted anything is not "under review": notStarted waits, unpolled, for them to start. Documents
 * are resubmitted in the flow they were sent in: level 2 at /kycVerification, else /kycVerify.
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
    goToResubmit: emit(({ context }) => navigate(context.review?.level === firstProviderUserLevel ? 'kycVerification' : 'kycVerify')),
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
        { guard: { type: 'statusIs', params: 'notStarted' }, target: 'notStarted' },
        { target: 'waiting' },
      ],
    },
    waiting: { after: { kycPoll: 'loading' } },
    retrying: { after: { kycPoll: 'loading' } },
    // Nothing will change until the user acts, so nothing is read again.
    notStarted: { on: { 'kyc.start': { target: 'starting', actions: 'goToKycStart' } } },
    starting: { type: 'final' },
    exception: { on: { 'kyc.resubmit': { target: 'resubmitting', actions: 'goToResubmit' } } },
    resubmitting: { type: 'final' },
    succeeded: { type: 'final' },
    failed: { type: 'final' },
    risk: { type: 'final' },
  },
});
