import { assign, emit, setup } from 'xstate';
import type { IdentityReview } from '../../shared/generated/api/kyc.schema';
import { constants } from '../../shared/config/constants';
import { navigate, type NavigateIntent } from '../intents';
import { suppliedByApp } from '../required';
import { identityReviewStatus } from '../statusCodes';

export interface IdentityReviewInput {
  /** The status the page opened with (its ?status=N query). */
  status: number;
}

/** A review nobody decided yet; the server's null (nothing submitted yet) reads as in review, as before the first answer. */
function statusOf(answer: IdentityReview): number {
  return answer.status ?? identityReviewStatus.inReview;
}

/**
 * Product §2 /id_authentication?status=N, the identity review of cashier-desk transfers (product §4): while
 * it is in review (0) it is read again (GET /kyc/auth/status) every kycPollIntervalMs; a decision
 * (1 approved, 2 rejected, 4 resubmit) ends the polling and the page's query follows it, so a reload
 * shows the latest status.
 */
export const identityReviewMachine = setup({
  types: {} as { context: IdentityReviewInput; input: IdentityReviewInput; emitted: NavigateIntent },
  actors: {
    identityReview: suppliedByApp<IdentityReview, void>('identityReview'),
  },
  delays: {
    kycPoll: constants.kycPollIntervalMs,
  },
  guards: {
    inReview: ({ context }) => context.status === identityReviewStatus.inReview,
    stillInReview: (_, answer: IdentityReview) => statusOf(answer) === identityReviewStatus.inReview,
  },
  actions: {
    followStatus: emit(({ context }) => navigate('idAuthentication', { query: { status: String(context.status) }, replace: true })),
  },
}).createMachine({
  id: 'identityReview',
  context: ({ input }) => input,
  initial: 'routing',
  states: {
    routing: {
      always: [{ guard: 'inReview', target: 'inReview' }, { target: 'decided' }],
    },
    inReview: {
      after: { kycPoll: 'reading' },
    },
    reading: {
      invoke: {
        id: 'identityReview',
        src: 'identityReview',
        onDone: [
          { guard: { type: 'stillInReview', params: ({ event }) => event.output }, target: 'inReview' },
          { target: 'decided', actions: [assign({ status: ({ event }) => statusOf(event.output) }), 'followStatus'] },
        ],
        // A failed or cancelled read changes nothing: read again at the next interval.
        onError: 'inReview',
      },
    },
    decided: { type: 'final' },
  },
});
