import { createHmac } from 'node:crypto';
import { constants } from '../../shared/config/constants';
import type { MerchantCheck, MerchantQueryInfo } from '../../shared/generated/api/merchant.schema';
import type { Merchant } from '../../shared/generated/merchants.schema';
import { signaturesEqual } from '../../shared/sign';
import { ApiError } from '../errors';

/** Spec §1/issue 4: a link that fixes where the crypto goes or who the user is must be signed. */
const signedOnlyParams = ['address', 'memo', 'email', 'token'] as const;
const queryInfoParams = ['orderNo', 'address', 'memo', 'network', 'crypto', 'fiat', 'amount', 'email', 'redirectUrl'] as const;

/** The text a merchant signs: every parameter but signature, sorted by name, as name=value joined by &. */
export function merchantSigningText(query: Record<string, string>): string {
  return Object.keys(query)
    .filter((name) => name !== 'signature')
    .sort()
    .map((name) => `${name}=${query[name] ?? ''}`)
    .join('&');
}

export function signMerchantLink(query: Record<string, string>, secret: string): string {
  return createHmac('sha256', secret).update(merchantSigningText(query)).digest('hex');
}

function redirectAllowed(merchant: Merchant, redirectUrl: string): boolean {
  try {
    return merchant.redirectOrigins.includes(new URL(redirectUrl).origin);
  } catch {
    return false;
  }
}

/**
 * Checks a merchant link: a signature, when present or required, must be the merchant's HMAC
 * over the link with a fresh timestamp (signatureMaxAgeMs, else the API sign skew); a redirect URL
 * must point to one of the merchant's origins.
 */
export function checkMerchantLink(merchant: Merchant, secret: string | undefined, query: Record<string, string>, now: number): MerchantCheck {
  const needsSignature = signedOnlyParams.some((name) => (query[name] ?? '') !== '');
  const signature = query.signature;
  if (needsSignature || signature !== undefined) {
    const timestamp = Number(query.timestamp);
    const maxAge = merchant.signatureMaxAgeMs ?? constants.signTimestampSkewMs;
    if (!secret || !signature || !Number.isSafeInteger(timestamp) || Math.abs(now - timestamp) > maxAge) throw new ApiError('merchantSignature');
    if (!signaturesEqual(signMerchantLink(query, secret), signature.toLowerCase())) throw new ApiError('merchantSignature');
  }
  if (query.redirectUrl !== undefined && !redirectAllowed(merchant, query.redirectUrl)) throw new ApiError('redirectNotAllowed');

  const merchantQueryInfo: MerchantQueryInfo = { appId: merchant.appId };
  for (const name of queryInfoParams) {
    const value = query[name];
    if (value !== undefined && value !== '') merchantQueryInfo[name] = value;
  }
  return {
    merchantType: merchant.mode,
    merchantStatus: true,
    merchantName: merchant.name,
    ...(merchant.merchantConfig.merchantLogo === undefined ? {} : { merchantLogo: merchant.merchantConfig.merchantLogo }),
    merchantConfig: merchant.merchantConfig,
    merchantQueryInfo,
    signed: signature !== undefined,
  };
}
