import { createHmac } from 'node:crypto';
import { networkByCode } from '../../shared/address/networks';
import { validateAddress } from '../../shared/address/validate-address';
import { validateMemo } from '../../shared/address/validate-memo';
import { assetsConfig, cryptoBySymbol, fiatByCode } from '../../shared/config/assets';
import { constants } from '../../shared/config/constants';
import type { AssetsConfig } from '../../shared/generated/assets.schema';
import type { MerchantCheck, MerchantQueryInfo } from '../../shared/generated/api/merchant.schema';
import type { Merchant } from '../../shared/generated/merchants.schema';
import type { NetworksConfig } from '../../shared/generated/networks.schema';
import { networksConfig } from '../../shared/address/networks';
import { signaturesEqual } from '../../shared/sign';
import { ApiError } from '../errors';

/** Spec §1/issue 4: a link that fixes where the crypto goes or who the user is must be signed. */
const signedOnlyParams = ['address', 'memo', 'email'] as const;
const queryInfoParams = ['orderNo', 'address', 'memo', 'network', 'crypto', 'fiat', 'amount', 'email', 'redirectUrl'] as const;
/** Parameters the signature does not cover: the signature itself, and the grant the checkout adds. */
const unsignedParams = new Set(['signature', 'dockingGrant']);

/** The text a merchant signs: every parameter but signature (and dockingGrant), sorted by name, as name=value joined by &. */
export function merchantSigningText(query: Record<string, string>): string {
  return Object.keys(query)
    .filter((name) => !unsignedParams.has(name))
    .sort()
    .map((name) => `${name}=${query[name] ?? ''}`)
    .join('&');
}

export function signMerchantLink(query: Record<string, string>, secret: string): string {
  return createHmac('sha256', secret).update(merchantSigningText(query)).digest('hex');
}

/** The signature is the merchant's HMAC over the query (merchantSigningText). */
function signedBy(secret: string, query: Record<string, string>, signature: string): boolean {
  return signaturesEqual(signMerchantLink(query, secret), signature.toLowerCase());
}

/** A signing time within the merchant's signatureMaxAgeMs (else the API sign skew) of the server clock. */
function freshTimestamp(merchant: Merchant, timestamp: string | undefined, now: number): boolean {
  const signedAt = Number(timestamp);
  const maxAge = merchant.signatureMaxAgeMs ?? constants.signTimestampSkewMs;
  return timestamp !== undefined && Number.isSafeInteger(signedAt) && Math.abs(now - signedAt) <= maxAge;
}

/**
 * A merchant server's own request (GET /merchant/order): signed with the merchant secret like a
 * link, over every parameter, and always with a fresh timestamp (no docking grant stands in for it).
 */
export function checkMerchantRequest(merchant: Merchant, secret: string | undefined, query: Record<string, string>, now: number): void {
  const signature = query.signature;
  if (!secret || !signature || !signedBy(secret, query, signature) || !freshTimestamp(merchant, query.timestamp, now)) throw new ApiError('merchantSignature');
}

/**
 * The docking grant of an accepted signed link: its expiry and an HMAC, keyed by the merchant
 * secret, over the expiry and the link's signature (which covers every parameter). Only the server
 * (and the merchant, who can sign fresh links anyway) can make one.
 */
export function dockingGrantFor(signature: string, expiresAt: number, secret: string): string {
  const mac = createHmac('sha256', secret).update(`gangway-docking-grant\n${expiresAt}\n${signature.toLowerCase()}`).digest('hex');
  return `${expiresAt}.${mac}`;
}

/** The grant's expiry when it was made for this signature with this secret and has not expired, else undefined. */
function liveGrantExpiry(grant: string | undefined, signature: string, secret: string, now: number): number | undefined {
  if (grant === undefined) return undefined;
  const expiresAt = Number(grant.slice(0, grant.indexOf('.')));
  if (!Number.isSafeInteger(expiresAt) || expiresAt < now) return undefined;
  return signaturesEqual(dockingGrantFor(signature, expiresAt, secret), grant) ? expiresAt : undefined;
}

function redirectAllowed(merchant: Merchant, redirectUrl: string): boolean {
  try {
    return merchant.redirectOrigins.includes(new URL(redirectUrl).origin);
  } catch {
    return false;
  }
}

/** A link value that is not one the checkout can use: 40304 with a message naming the parameter. */
function invalid(messageKey: string, params: Record<string, string> = {}): ApiError {
  return new ApiError('merchantLinkInvalid', params, messageKey);
}

/** What the checkout offers (config/assets.json, config/networks.json); tests pass their own. */
export interface MerchantCatalog {
  assets: AssetsConfig;
  networks: NetworksConfig;
}

const defaultCatalog: MerchantCatalog = { assets: assetsConfig, networks: networksConfig };

/**
 * The order values a link fixes must be ones the checkout offers, and a fixed address and memo must
 * pass the network's rules (src/shared/address), so a buyer never meets a bad merchant value at the
 * payment step.
 */
function checkFixedValues(query: Record<string, string>, catalog: MerchantCatalog): void {
  const { fiat, crypto, network: networkCode, address, memo, amount } = query;
  if (fiat !== undefined && !fiatByCode(fiat, catalog.assets)) throw invalid('errors.server.merchantUnknownValue', { field: 'fiat', value: fiat });
  const offered = crypto === undefined ? undefined : cryptoBySymbol(crypto, catalog.assets);
  if (crypto !== undefined && !offered) throw invalid('errors.server.merchantUnknownValue', { field: 'crypto', value: crypto });
  const network = networkCode === undefined ? undefined : networkByCode(networkCode, catalog.networks);
  if (networkCode !== undefined && !network) throw invalid('errors.server.merchantUnknownValue', { field: 'network', value: networkCode });
  if (offered && networkCode !== undefined && !offered.networks.some((entry) => entry.network === networkCode)) {
    throw invalid('errors.server.merchantCryptoNotOnNetwork', { crypto: offered.symbol, network: networkCode });
  }
  if (amount !== undefined && !/^(?=.*[1-9])\d+(\.\d+)?$/.test(amount)) throw invalid('errors.server.merchantAmount');
  if ((address !== undefined || memo !== undefined) && !network) throw invalid('errors.server.merchantAddressNeedsNetwork');
  if (!network) return;
  if (address !== undefined && !validateAddress(network, address, crypto).valid) throw invalid('errors.server.merchantAddress', { network: network.name });
  if (memo !== undefined && !validateMemo(network, memo).valid) throw invalid('errors.server.merchantMemo', { network: network.name });
}

/**
 * Checks a merchant link (docs/embedding.md). In order: no session token; the mode's rules (an api
 * merchant's links are always signed, a sell merchant's never ask for the buy tab); a signature,
 * when present or required, must be the merchant's HMAC over the link with a fresh timestamp
 * (signatureMaxAgeMs, else the API sign skew) or a live docking grant from an earlier check of the
 * same link; a redirect URL must point to one of the merchant's origins; the fixed values must be
 * usable. Empty parameters count as absent. A signed link is answered with its docking grant.
 */
export function checkMerchantLink(
  merchant: Merchant,
  secret: string | undefined,
  rawQuery: Record<string, string>,
  now: number,
  catalog: MerchantCatalog = defaultCatalog,
): MerchantCheck {
  const query = Object.fromEntries(Object.entries(rawQuery).filter(([, value]) => value !== '')) as Record<string, string>;
  if (query.token !== undefined) throw invalid('errors.server.merchantToken');
  if (merchant.mode === 'sell' && query.type === 'buy') throw invalid('errors.server.merchantSellOnly');

  const signature = query.signature;
  const needsSignature = merchant.mode === 'api' || signedOnlyParams.some((name) => query[name] !== undefined);
  let dockingGrant: string | undefined;
  if (needsSignature || signature !== undefined) {
    if (!secret || !signature || !signedBy(secret, rawQuery, signature)) throw new ApiError('merchantSignature');
    const granted = liveGrantExpiry(query.dockingGrant, signature, secret, now);
    if (granted === undefined && !freshTimestamp(merchant, query.timestamp, now)) throw new ApiError('merchantSignature');
    // A re-check keeps the grant it came with: the session never outlives the first grant.
    dockingGrant = dockingGrantFor(signature, granted ?? now + merchant.dockingGrantMs, secret);
  }
  if (query.redirectUrl !== undefined && !redirectAllowed(merchant, query.redirectUrl)) throw new ApiError('redirectNotAllowed');
  checkFixedValues(query, catalog);

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
