import { businessTypeOf } from '../../../engine/statusCodes';
import type { KycQuotaBody } from '../../../shared/generated/api/kyc.schema';
import type { BuyDraft } from '../../state/buyDraft';
import type { HomeFormState } from '../../state/homeForm';
import type { IdentityData } from './identityFields';

/**
 * Which document flow the KYC start chose, kept for the session so a reload of /idProof keeps it:
 * 1 is the legend-trading flow (ID and selfie), 2 the full flow with proof of address (product §4:
 * userLevel 2 uses the provider flow at /kycVerification).
 */
export type KycLevel = 1 | 2;

const key = 'gangway.kycLevel';

export function saveKycLevel(storage: Storage, level: KycLevel): void {
  storage.setItem(key, String(level));
}

export function kycLevel(storage: Storage): KycLevel {
  return storage.getItem(key) === '2' ? 2 : 1;
}

/** The start route of each flow (config/routes.json names). */
export const levelOfStartRoute: Record<string, KycLevel> = { kycVerify: 1, kycVerification: 2 };

/**
 * What the 'Payment limit up to' line (product §6) is about: the order being verified for (its fiat,
 * businessType buy and its method as payType, once chosen), else the home tab the user came from
 * (its fiat and side). The server answers the limit for that fiat, side and method.
 */
export function quotaQuestionOf(draft: Pick<BuyDraft, 'order' | 'form'>, home: HomeFormState): KycQuotaBody {
  const buying = draft.order?.fiatCurrency ?? draft.form?.fiat;
  if (buying !== undefined) {
    const payType = draft.order?.payWayCode;
    return { fiat: buying, businessType: businessTypeOf.buy, ...(payType ? { payType } : {}) };
  }
  return { fiat: home[home.tab].fiat, businessType: businessTypeOf[home.tab] };
}

const submittedIdentityKey = 'gangway.identityReview.submitted';

/**
 * What the user last sent to the identity review (/fillInformation), kept for the session: a review
 * that asks for a resubmission (status 4) reopens the form with it rather than an empty form.
 */
export function saveSubmittedIdentity(storage: Storage, identity: IdentityData): void {
  storage.setItem(submittedIdentityKey, JSON.stringify(identity));
}

export function submittedIdentity(storage: Storage): IdentityData {
  try {
    const stored: unknown = JSON.parse(storage.getItem(submittedIdentityKey) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return {};
    return Object.fromEntries(Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) as IdentityData;
  } catch {
    return {};
  }
}
