import type { KycPhoto, KycUserDetail } from '../../../shared/generated/api/kyc.schema';
import type { IdentityData, IdentityField, IdentityFieldName } from './identityFields';

/** Where the document form starts (a resubmission keeps what was sent). */
export interface FormStart {
  /** The values sent, as the form shows them. */
  data: IdentityData;
  /** The values answered masked, by field: the user types them again, and is told so. */
  masked: Partial<Record<IdentityFieldName, string>>;
  /** The photos the server keeps for this submission: not asked for again, each may still be replaced. */
  photosKept: KycPhoto['kind'][];
  /**
   * What the form says it kept: a resubmission asked for by the review ('resubmit': the details sent,
   * new photos), the next level after an approved one ('nextLevel': its details and its photos).
   */
  kept: 'resubmit' | 'nextLevel' | undefined;
}

/** Nothing sent before, or it could not be read: an empty form that keeps no photo. */
export const emptyStart: FormStart = { data: {}, masked: {}, photosKept: [], kept: undefined };

/**
 * The form's start from GET /kyc/findUserDetail: every field of this form the identity has, except
 * the masked ones (a masked value put in the form would be sent over the real one), and the photos
 * the server says it keeps.
 */
export function formStartOf(fields: IdentityField[], detail: KycUserDetail): FormStart {
  const identity = detail.identity;
  if (!identity) return { ...emptyStart, photosKept: detail.photosKept };
  const data: IdentityData = {};
  const masked: FormStart['masked'] = {};
  for (const { name } of fields) {
    const value = identity[name];
    if (value === undefined || value === '') continue;
    if ((detail.masked as readonly string[]).includes(name)) masked[name] = value;
    else data[name] = value;
  }
  const kept = detail.kycStatus === 'exception' ? 'resubmit' : detail.kycStatus === 'succeeded' ? 'nextLevel' : undefined;
  return { data, masked, photosKept: detail.photosKept, kept };
}
