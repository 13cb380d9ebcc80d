import { constants } from '../../shared/config/constants';
import type { MerchantCheck, MerchantQueryInfo } from '../../shared/generated/api/merchant.schema';
import type { Merchant } from '../../shared/generated/merchants.schema';
import { dockingGrantFor } from '../../shared/merchantLink/dockingGrant';
import type { MerchantCatalog } from '../../shared/merchantLink/fixedValues';
import { signedWith } from '../../shared/merchantLink/signing';
import { refusedFor, verifyMerchantLink, type CheckedRefusalReason, type LinkRefused } from '../../shared/merchantLink/verify';
import { ApiError } from '../errors';
import type { Db } from '../store/db';
import { claimLinkNonce } from './merchant/linkNonces';

const queryInfoParams = ['orderNo', 'address', 'memo', 'network', 'crypto', 'fiat', 'amount', 'email', 'redirectUrl'] as const;

/** The config/errors.json entry (return code, HTTP status) a refusal goes out as. */
const refusalErrorNames: Record<CheckedRefusalReason, string> = {
  signature_missing: 'merchantSignature',
  unsigned_field: 'merchantSignature',
  signature_invalid: 'merchantSignature',
  timestamp_missing: 'merchantSignature',
  timestamp_in_future: 'merchantSignature',
  expired: 'merchantSignature',
  nonce_used: 'merchantSignature',
  unknown_app_id: 'unauthorized',
  redirect_not_allowed: 'redirectNotAllowed',
  invalid_value: 'merchantLinkInvalid',
};

/** A refused link as the envelope error: its code, its message, and the reason as data. */
function linkRefusalError(verdict: LinkRefused): ApiError {
  return new ApiError(refusalErrorNames[verdict.refusal.reason], verdict.params, verdict.messageKey, verdict.refusal);
}

/**
 * A merchant server's own request (GET /merchant/order): signed with the merchant secret like a
 * link, over every parameter, and always with a fresh timestamp (no docking grant stands in for it).
 */
export function checkMerchantRequest(merchant: Merchant, secret: string | undefined, query: Record<string, string>, now: number): void {
  const signature = query.signature;
  const signedAt = Number(query.timestamp);
  const maxAge = merchant.signatureMaxAgeMs ?? constants.signTimestampSkewMs;
  const fresh = query.timestamp !== undefined && Number.isSafeInteger(signedAt) && Math.abs(now - signedAt) <= maxAge;
  if (!secret || !signature || !signedWith(secret, query, signature) || !fresh) throw new ApiError('merchantSignature');
}

export interface MerchantLinkCheck {
  merchant: Merchant | undefined;
  secret: string | undefined;
  query: Record<string, string>;
  now: number;
  catalog: MerchantCatalog;
}

/**
 * Checks a merchant link (docs/embedding.md; the rules are src/shared/merchantLink/verify.ts) and
 * answers the merchant state, or throws the refusal with its reason as the envelope's data. A
 * nonce is recorded as used only once everything else passed, so a link refused for another
 * reason can be fixed and sent again. A signed link is answered with its docking grant; a re-check
 * keeps the grant it came with, so the session never outlives the first grant.
 */
export async function checkMerchantLink(db: Db, check: MerchantLinkCheck): Promise<MerchantCheck> {
  const verdict = verifyMerchantLink(check.query, check);
  if (verdict.kind === 'refused') throw linkRefusalError(verdict);
  const { merchant, query, signature, nonce } = verdict;
  if (nonce && !(await claimLinkNonce(db, merchant.appId, nonce.value, nonce.usableUntil, check.now))) {
    throw linkRefusalError(refusedFor('nonce_used'));
  }
  const dockingGrant =
    signature === undefined || !check.secret
      ? undefined
      : dockingGrantFor(signature, verdict.grantExpiresAt ?? check.now + merchant.dockingGrantMs, check.secret);

  const merchantQueryInfo: MerchantQueryInfo = { appId: merchant.appId };
  for (const name of queryInfoParams) {
    const value = query[name];
    if (value !== undefined) merchantQueryInfo[name] = value;
  }
  return {
    merchantType: merchant.mode,
    merchantStatus: true,
    merchantName: merchant.name,
    ...(merchant.merchantConfig.merchantLogo === undefined ? {} : { merchantLogo: merchant.merchantConfig.merchantLogo }),
    merchantConfig: merchant.merchantConfig,
    merchantQueryInfo,
    signed: signature !== undefined,
    ...(dockingGrant === undefined ? {} : { dockingGrant }),
  };
}
