import type { KycOutcome } from '../../../shared/generated/sandbox.schema';
import type { EventParser, ReviewFact } from '../facts';

/** Product §4 KYC statuses as the API reports them; none means nothing was submitted yet. */
export type KycStatus = 'none' | 'waiting' | KycOutcome;

export interface KycLimits {
  /** Orders above this amount need an approved KYC. */
  kyc: string;
  /** Orders at or above this amount need the full (level 2) flow. */
  enhanced: string;
  /** The payment limit after approval ('Payment limit up to'). */
  verifiedQuota: string;
}

/** What a review is asked about: the identity submitted, at a level (1 basic, 2 full documents). */
export interface ReviewRequest {
  userNo: string;
  level: number;
  identity: { firstName: string; lastName: string };
}

/**
 * The identity-verification vendor. An applicant gets an SDK token for the browser's capture SDK; a
 * submission is sent for review under its own reference, and the decision arrives later as an
 * event (or a status answer): the status is waiting until then.
 */
export interface KycProvider {
  createApplicant(request: { userNo: string; level: number }): Promise<{ reference: string; sdkToken: string; captureUrl: string }>;
  requestReview(request: ReviewRequest): Promise<{ reference: string }>;
  reviewStatus(reference: string): Promise<ReviewFact>;
  /** The KYC thresholds of buying (paying in) or selling (paid out) in the fiat; none when it never asks for KYC. */
  limitsFor(side: 'buy' | 'sell', fiat: string): KycLimits | undefined;
  events: EventParser;
}
