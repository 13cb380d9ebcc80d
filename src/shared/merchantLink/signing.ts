import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { signaturesEqual } from '../sign';

/** Parameters the signature does not cover: the signature itself, and the grant the checkout adds. */
const unsignedParams = new Set(['signature', 'dockingGrant']);

/**
 * The text a merchant signs (docs/embedding.md "Signing"): every parameter but signature and
 * dockingGrant, sorted by name in code-unit order, as raw name=value pairs joined by &.
 */
export function merchantSigningText(query: Record<string, string>): string {
  return Object.keys(query)
    .filter((name) => !unsignedParams.has(name))
    .sort()
    .map((name) => `${name}=${query[name] ?? ''}`)
    .join('&');
}

/** Lower-case hex HMAC-SHA256 (synchronous, so the browser, the server and the CLI share it). */
export function hmacSha256Hex(secret: string, text: string): string {
  return bytesToHex(hmac(sha256, utf8ToBytes(secret), utf8ToBytes(text)));
}

/** The signature of a merchant link or of a merchant server's request, with the merchant secret. */
export function signMerchantLink(query: Record<string, string>, secret: string): string {
  return hmacSha256Hex(secret, merchantSigningText(query));
}

/** The signature is the merchant's HMAC over the query; upper-case hex is accepted. Constant time. */
export function signedWith(secret: string, query: Record<string, string>, signature: string): boolean {
  return signaturesEqual(signMerchantLink(query, secret), signature.toLowerCase());
}
