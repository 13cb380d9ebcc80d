import { constants } from '../config/constants';
import type { LinkRefusalReason } from '../generated/api/merchant.schema';
import type { Merchant } from '../generated/merchants.schema';
import { liveGrantExpiry } from './dockingGrant';
import { unusableFixedValue, type MerchantCatalog } from './fixedValues';
import { signedWith } from './signing';

/** A link that fixes where the crypto goes, who the user is, or claims single use must be signed (docs/embedding.md). */
export const signedOnlyParams = ['address', 'memo', 'email', 'nonce'] as const;

/** What a link is checked against: its merchant (undefined for an unknown appId), the secret, the clock and the catalogue. */
export interface LinkCheckContext {
  merchant: Merchant | undefined;
  secret: string | undefined;
  now: number;
  catalog: MerchantCatalog;
}

/** A single-use value the server must record before it accepts the link, and until when the link could be presented. */
export interface LinkNonce {
  value: string;
  usableUntil: number;
}

/** The reasons the link check gives (check_unavailable is the browser's own: no answer came). */
export type CheckedRefusalReason = Exclude<LinkRefusalReason, 'check_unavailable'>;

export type LinkVerdict =
  | {
      kind: 'accepted';
      merchant: Merchant;
      /** The link without empty parameters (an empty parameter counts as absent). */
      query: Record<string, string>;
      /** Present for a signed link. */
      signature?: string;
      /** The expiry of the live docking grant the link came with: its timestamp and nonce were not tested again. */
      grantExpiresAt?: number;
      nonce?: LinkNonce;
    }
  | {
      kind: 'refused';
      refusal: { reason: CheckedRefusalReason; field?: string };
      /** The message (errors.* key) that says why in the caller's language, and its values. */
      messageKey: string;
      params: Record<string, string>;
    };

export type LinkRefused = Extract<LinkVerdict, { kind: 'refused' }>;

/** The message of each reason the link check itself decides (invalid_value carries its own). */
const reasonMessageKeys: Record<Exclude<CheckedRefusalReason, 'invalid_value'>, string> = {
  signature_missing: 'errors.server.merchantLinkSignatureMissing',
  unsigned_field: 'errors.server.merchantLinkUnsignedField',
  signature_invalid: 'errors.server.merchantSignature',
  timestamp_missing: 'errors.server.merchantLinkTimestampMissing',
  timestamp_in_future: 'errors.server.merchantLinkTimestampFuture',
  expired: 'errors.server.merchantLinkExpired',
  nonce_used: 'errors.server.merchantLinkNonceUsed',
  unknown_app_id: 'errors.unauthorized',
  redirect_not_allowed: 'errors.server.redirectNotAllowed',
};

export function refusedFor(reason: keyof typeof reasonMessageKeys, params: Record<string, string> = {}, field?: string): LinkRefused {
  return { kind: 'refused', refusal: field === undefined ? { reason } : { reason, field }, messageKey: reasonMessageKeys[reason], params };
}

/** How long the merchant's signed links stay usable after their timestamp. */
export function linkLifetimeOf(merchant: Merchant): number {
  return merchant.linkLifetimeMs ?? constants.merchantLinkLifetimeMs;
}

function redirectAllowed(merchant: Merchant, redirectUrl: string): boolean {
  try {
    return merchant.redirectOrigins.includes(new URL(redirectUrl).origin);
  } catch {
    return false;
  }
}

/** The signature, timestamp and grant of a link that carries a signature or must. */
function verifySignature(merchant: Merchant, secret: string | undefined, rawQuery: Record<string, string>, query: Record<string, string>, now: number) {
  const signature = query.signature;
  if (signature === undefined) {
    const unsigned = signedOnlyParams.find((name) => query[name] !== undefined);
    return unsigned === undefined ? refusedFor('signature_missing') : refusedFor('unsigned_field', { field: unsigned }, unsigned);
  }
  if (!secret || !signedWith(secret, rawQuery, signature)) return refusedFor('signature_invalid');
  const grantExpiresAt = liveGrantExpiry(query.dockingGrant, signature, secret, now);
  if (grantExpiresAt !== undefined) return { signature, grantExpiresAt };
  const signedAt = Number(query.timestamp);
  if (query.timestamp === undefined || !Number.isSafeInteger(signedAt)) return refusedFor('timestamp_missing');
  if (signedAt - now > constants.signTimestampSkewMs) return refusedFor('timestamp_in_future');
  const usableUntil = signedAt + linkLifetimeOf(merchant);
  if (now > usableUntil) return refusedFor('expired', { minutes: String(Math.round(linkLifetimeOf(merchant) / 60_000)) });
  return { signature, nonce: query.nonce === undefined ? undefined : { value: query.nonce, usableUntil } };
}

/**
 * Checks a merchant link (docs/embedding.md), the first failing rule deciding the reason: a known
 * appId; no session token; the mode's rules (an api merchant's links are always signed, a sell
 * merchant's never ask for the buy tab); a link that fixes an address, memo or e-mail or carries
 * a nonce is signed; a signature, when present, is the merchant's HMAC over the link and, unless a
 * live docking grant from an earlier check of the same link comes with it, has a timestamp no
 * older than the merchant's link lifetime and not ahead of the clock; a redirect URL points to one
 * of the merchant's origins; the fixed values can be used. The nonce's single use is the caller's
 * to record (it needs the store): the verdict names it. Pure, so the server and
 * `npm run merchant-link -- verify` give the same answer.
 */
export function verifyMerchantLink(rawQuery: Record<string, string>, context: LinkCheckContext): LinkVerdict {
  const { merchant, secret, now, catalog } = context;
  if (!merchant) return refusedFor('unknown_app_id');
  const query = Object.fromEntries(Object.entries(rawQuery).filter(([, value]) => value !== '')) as Record<string, string>;
  if (query.token !== undefined)
    return { kind: 'refused', refusal: { reason: 'invalid_value', field: 'token' }, messageKey: 'errors.server.merchantToken', params: {} };
  if (merchant.mode === 'sell' && query.type === 'buy') {
    return { kind: 'refused', refusal: { reason: 'invalid_value', field: 'type' }, messageKey: 'errors.server.merchantSellOnly', params: {} };
  }

  const needsSignature = merchant.mode === 'api' || signedOnlyParams.some((name) => query[name] !== undefined);
  const signed = needsSignature || query.signature !== undefined ? verifySignature(merchant, secret, rawQuery, query, now) : undefined;
  if (signed && 'kind' in signed) return signed;
  if (query.redirectUrl !== undefined && !redirectAllowed(merchant, query.redirectUrl)) return refusedFor('redirect_not_allowed');
  const unusable = unusableFixedValue(query, catalog);
  if (unusable)
    return { kind: 'refused', refusal: { reason: 'invalid_value', field: unusable.field }, messageKey: unusable.messageKey, params: unusable.params };
  return {
    kind: 'accepted',
    merchant,
    query,
    ...(signed?.signature === undefined ? {} : { signature: signed.signature }),
    ...(signed?.grantExpiresAt === undefined ? {} : { grantExpiresAt: signed.grantExpiresAt }),
    ...(signed?.nonce === undefined ? {} : { nonce: signed.nonce }),
  };
}
