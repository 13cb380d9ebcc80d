import type { ReviewFact } from '../../providers/facts';
import type { KycStatus } from '../../providers/kyc/kyc-provider';
import { nextStatus, reviewLifecycle, type ReviewEvent } from '../../settlement/lifecycles';
import type { ApplyOutcome, SubjectHandler } from '../../settlement/subjects';
import type { Db } from '../../store/db';
import type { FlowDeps } from '../orders/flow-deps';

/** The review event of a vendor's decision. */
const eventOf: Record<ReviewFact['status'], ReviewEvent | undefined> = {
  waiting: undefined,
  succeeded: 'approved',
  failed: 'rejected',
  exception: 'resubmit',
  risk: 'risk',
};

/** Both kinds of review the vendor decides: KYC (document flow, legend form) and the identity review of bank transfers. */
const reviewTables = ['kyc_reviews', 'identity_reviews'] as const;

async function reviewOf(db: Db, reference: string, lock: boolean): Promise<{ table: (typeof reviewTables)[number]; status: KycStatus } | undefined> {
  for (const table of reviewTables) {
    const row = await db.one<{ status: KycStatus }>(`SELECT status FROM ${table} WHERE review_reference = $1${lock ? ' FOR UPDATE' : ''}`, [reference]);
    if (row) return { table, status: row.status };
  }
  return undefined;
}

/**
 * Applies the vendor's decision to the submission under review, through the review lifecycle: only
 * the current submission has the reference (a decision about an older one finds nothing: unmatched),
 * and a review already decided is not decided again. An approval at level L grants L, as kycStateOf
 * reads it (status succeeded at the row's level); exception and failed keep what earlier reviews
 * approved (verified_level); risk stops the account.
 */
export async function applyReviewFact(tx: Db, reference: string, fact: ReviewFact, now: number): Promise<ApplyOutcome> {
  const review = await reviewOf(tx, reference, true);
  if (!review) return { kind: 'unmatched' };
  const event = eventOf[fact.status];
  const next = event === undefined ? undefined : nextStatus(reviewLifecycle, review.status, event);
  if (next !== undefined) {
    const updatedAt = review.table === 'kyc_reviews' ? ', updated_at = $3' : '';
    await tx.query(
      `UPDATE ${review.table} SET status = $2${updatedAt} WHERE review_reference = $1`,
      review.table === 'kyc_reviews' ? [reference, next, now] : [reference, next],
    );
  }
  return { kind: 'applied', final: (next ?? review.status) !== 'waiting' };
}

export function reviewHandler(deps: Pick<FlowDeps, 'kyc'>): SubjectHandler<ReviewFact> {
  return {
    async known(db, reference) {
      const review = await reviewOf(db, reference, false);
      if (!review) return undefined;
      return { type: 'review', status: review.status === 'none' ? 'waiting' : review.status };
    },
    apply: applyReviewFact,
    lookup: (_db, reference) => deps.kyc.reviewStatus(reference),
  };
}
