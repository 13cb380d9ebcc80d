import type { KycOutcome } from '../../../shared/generated/sandbox.schema';

/** Spec §4 KYC statuses as the API reports them; none means nothing was submitted yet. */
export type KycStatus = 'none' | 'waiting' | KycOutcome;

export interface KycLimits {
  /** Orders above this amount need an approved KYC. */
  kyc: string;
  /** Orders at or above this amount need the full (level 2) flow. */
  enhanced: string;
  /** The payment limit after approval ('Payment limit up to'). */
  verifiedQuota: string;
}

/**
 * The identity-verification service. A submission is reviewed for a while, then ends in one
 * outcome; the provider decides the outcome when the documents arrive and says when it shows, so
 * the status can be computed from stored times by any instance.
 */
export interface KycProvider {
  issueSdkToken(): string;
  /** Where the browser's capture SDK sends the photos for this token (the vendor's upload URL in production). */
  captureUrlFor(token: string): string;
  review(submission: { firstName: string; lastName: string }): { outcome: KycOutcome; decidedAfterMs: number };
  /** The KYC thresholds of buying (paying in) or selling (paid out) in the fiat; none when it never asks for KYC. */
  limitsFor(side: 'buy' | 'sell', fiat: string): KycLimits | undefined;
}

/** The status a stored review shows at `now`. */
export function kycStatusAt(review: { submittedAt: number | null; outcome: KycOutcome | null; decidedAfterMs: number }, now: number): KycStatus {
  if (review.submittedAt === null || review.outcome === null) return 'none';
  return now < review.submittedAt + review.decidedAfterMs ? 'waiting' : review.outcome;
}
