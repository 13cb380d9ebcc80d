import type { LoginData } from '../../../shared/generated/api/account.schema';
import type { KycIdentityBody } from '../../../shared/generated/api/kyc.schema';
import type { KycOutcome } from '../../../shared/generated/sandbox.schema';
import type { KycStatus } from '../../providers/kyc/kyc-provider';
import { isCpf } from '../../../shared/formats/tax-ids';
import { nextStatus, reviewLifecycle } from '../../settlement/lifecycles';
import { watchSubject } from '../../settlement/watch';
import { refuseProviderFailure } from '../../refusals';
import type { Db } from '../../store/db';
import type { FlowDeps } from '../orders/flow-deps';

/** The identity a user submitted (legend form, document flow or identity review), as its request body says. */
export type KycIdentity = KycIdentityBody;

/** Product §4 identity review of the cashier-desk bank transfers (53001-53004): 0 in review, 1 approved, 2 rejected, 4 resubmit. */
export type IdentityReviewStatus = 0 | 1 | 2 | 4;

export interface KycState {
  status: KycStatus;
  /** Level of the latest submission: 1 basic, 2 full document flow; 0 when nothing was submitted. */
  level: number;
  /** The latest submission's identity, else the one an earlier review approved (a level 2 form starts from it). */
  identity: KycIdentity | null;
  /**
   * Nationality of an approved identity, from KYC or the identity review (product §6: TR, PL, NL, BE
   * methods; PIX needs a Brazilian identity).
   */
  verifiedNationality: string | undefined;
  /** A valid CPF among the ID numbers of the approved identities (product §8: PIX needs it). */
  verifiedCpf: string | undefined;
  /**
   * The highest level a decided review approved, 0 when none is: only a review decided at a level grants
   * it, so opening or submitting a higher level changes nothing until that review is approved.
   */
  verifiedLevel: number;
  /** The identity of the review that approved `verifiedLevel`; null when none is approved. */
  verifiedIdentity: KycIdentity | null;
  /** The identity review as it shows now; null when none was submitted. */
  identityReview: IdentityReviewStatus | null;
  /** The account may not trade (product §6): KYC or the identity review said risk, or the account is marked risky. */
  risky: boolean;
}

interface ReviewRow {
  /** Level of the latest submission (its outcome is `outcome`). */
  level: number;
  sdk_token: string | null;
  /** The level `sdk_token` was issued for. */
  sdk_level: number | null;
  identity: KycIdentity | null;
  submitted_at: number | null;
  /** As the vendor's decision left it (settlement/lifecycles.ts reviewLifecycle), migration 096. */
  status: KycStatus;
  /** What earlier decided reviews approved, kept when a newer submission replaced them (migration 091). */
  verified_level: number;
  verified_identity: KycIdentity | null;
}

export async function reviewRowOf(db: Db, userNo: string): Promise<ReviewRow | undefined> {
  return db.one<ReviewRow>(
    `SELECT level, sdk_token, sdk_level, identity, submitted_at, status, verified_level, verified_identity
     FROM kyc_reviews WHERE user_no = $1`,
    [userNo],
  );
}

interface IdentityReviewRow {
  identity: KycIdentity;
  submitted_at: number;
  /** As the vendor's decision left it (reviewLifecycle); waiting until it decides. */
  status: KycStatus;
}

/** The identity review's status for each provider outcome (risk shows as rejected, and also marks the account risky). */
export const identityReviewStatusByOutcome: Record<KycOutcome, IdentityReviewStatus> = { succeeded: 1, failed: 2, risk: 2, exception: 4 };
const IDENTITY_REVIEW_WAITING = 0;

function identityReviewRowOf(db: Db, userNo: string): Promise<IdentityReviewRow | undefined> {
  return db.one<IdentityReviewRow>('SELECT identity, submitted_at, status FROM identity_reviews WHERE user_no = $1', [userNo]);
}

/**
 * The user's identity state: the KYC review and the identity review of bank transfers read
 * together, so a risk found by either stops trading and an identity approved by either counts
 * for the nationality rules. Every rule about who the user is reads it here.
 */
export async function kycStateOf(db: Db, deps: FlowDeps, userNo: string): Promise<KycState> {
  const [row, review, user] = await Promise.all([
    reviewRowOf(db, userNo),
    identityReviewRowOf(db, userNo),
    db.one<{ status: string }>('SELECT status FROM users WHERE user_no = $1', [userNo]),
  ]);
  const status = row?.status ?? 'none';
  const reviewOutcome = review === undefined || review.status === 'waiting' || review.status === 'none' ? undefined : review.status;
  const identityReview = review === undefined ? null : reviewOutcome === undefined ? IDENTITY_REVIEW_WAITING : identityReviewStatusByOutcome[reviewOutcome];
  const latestApproved = status === 'succeeded' && row !== undefined;
  const verifiedIdentity = (latestApproved ? row.identity : row?.verified_identity) ?? null;
  const verified = [
    ...(verifiedIdentity ? [verifiedIdentity] : []),
    ...(identityReview === identityReviewStatusByOutcome.succeeded && review ? [review.identity] : []),
  ];
  return {
    status,
    level: row?.submitted_at ? row.level : 0,
    identity: row?.identity ?? row?.verified_identity ?? null,
    verifiedNationality: verified.find((identity) => identity.nationality)?.nationality,
    verifiedCpf: verified.map((identity) => identity.idNumber).find((idNumber) => idNumber !== undefined && isCpf(idNumber)),
    verifiedLevel: Math.max(row?.verified_level ?? 0, latestApproved ? row.level : 0),
    verifiedIdentity,
    identityReview,
    risky: status === 'risk' || reviewOutcome === 'risk' || user?.status === 'risk',
  };
}

/** The login and session answers' kycStatus: the KYC review as it stands now, read from the review itself. */
export async function loginKycStatus(db: Db, deps: FlowDeps, userNo: string): Promise<LoginData['kycStatus']> {
  return (await kycStateOf(db, deps, userNo)).status;
}

/** Keeps the identity being filled in (legend form) without submitting it for review. */
export async function saveIdentityDraft(db: Db, deps: FlowDeps, userNo: string, identity: KycIdentity): Promise<void> {
  await db.query(
    `INSERT INTO kyc_reviews (user_no, identity, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_no) DO UPDATE SET identity = EXCLUDED.identity, updated_at = EXCLUDED.updated_at`,
    [userNo, JSON.stringify(identity), deps.now()],
  );
}

/** Keeps the capture SDK's token and the level it is for. The review itself is untouched: a token grants nothing. */
export async function saveSdkToken(db: Db, deps: FlowDeps, userNo: string, token: string, level: number): Promise<void> {
  await db.query(
    `INSERT INTO kyc_reviews (user_no, sdk_token, sdk_level, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_no) DO UPDATE SET sdk_token = EXCLUDED.sdk_token, sdk_level = EXCLUDED.sdk_level, updated_at = EXCLUDED.updated_at`,
    [userNo, token, level, deps.now()],
  );
}

/**
 * Sends the identity for review at `level`: the vendor takes it under a reference of its own and
 * decides later (an event, or the reconciler's status lookup); until then the review is waiting.
 * What the review it replaces approved is carried over (`state.verifiedLevel`), so a higher level in
 * review, rejected or asked to resubmit keeps the lower one.
 */
export async function submitForReview(db: Db, deps: FlowDeps, userNo: string, identity: KycIdentity, level: number, state: KycState): Promise<void> {
  const next = nextStatus(reviewLifecycle, state.status, 'submitted');
  if (next === undefined) throw new Error(`a review in status ${state.status} cannot be submitted again (maySubmit checks it first)`);
  const { reference } = await deps.kyc.requestReview({ userNo, level, identity }).catch(refuseProviderFailure);
  const now = deps.now();
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO kyc_reviews (user_no, level, identity, submitted_at, status, review_reference, verified_level, verified_identity, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $4)
       ON CONFLICT (user_no) DO UPDATE SET level = EXCLUDED.level, identity = EXCLUDED.identity, submitted_at = EXCLUDED.submitted_at,
         status = EXCLUDED.status, review_reference = EXCLUDED.review_reference, verified_level = EXCLUDED.verified_level,
         verified_identity = EXCLUDED.verified_identity, updated_at = EXCLUDED.updated_at`,
      [
        userNo,
        level,
        JSON.stringify(identity),
        now,
        next,
        reference,
        state.verifiedLevel,
        state.verifiedIdentity === null ? null : JSON.stringify(state.verifiedIdentity),
      ],
    );
    await watchSubject(tx, 'review', reference, now, deps.reconcile);
  });
}

/**
 * Product §4: a submission at `level` is allowed when no review is waiting or ended the road (failed,
 * risk) and the level is above what is already approved: the first one, a resubmission after an
 * exception, or the next level.
 */
export function maySubmit(state: KycState, level: number): boolean {
  const open = state.status === 'none' || state.status === 'exception' || state.status === 'succeeded';
  return open && level > state.verifiedLevel;
}

/** POST /kyc/auth/create: the identity goes to the vendor's review under its own reference; the decision arrives later. */
export async function submitIdentityReview(db: Db, deps: FlowDeps, userNo: string, identity: KycIdentity): Promise<void> {
  const { reference } = await deps.kyc.requestReview({ userNo, level: 1, identity }).catch(refuseProviderFailure);
  const now = deps.now();
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO identity_reviews (user_no, identity, submitted_at, status, review_reference) VALUES ($1, $2, $3, 'waiting', $4)
       ON CONFLICT (user_no) DO UPDATE SET identity = EXCLUDED.identity, submitted_at = EXCLUDED.submitted_at, status = EXCLUDED.status,
         review_reference = EXCLUDED.review_reference`,
      [userNo, JSON.stringify(identity), now, reference],
    );
    await watchSubject(tx, 'review', reference, now, deps.reconcile);
  });
}
