import { signaturesEqual } from '../sign';
import { hmacSha256Hex } from './signing';

/**
 * The docking grant of an accepted signed link (docs/embedding.md): its expiry and an HMAC, keyed
 * by the merchant secret, over the expiry and the link's signature (which covers every
 * parameter). Only the server (and the merchant, who can sign fresh links anyway) can make one.
 */
export function dockingGrantFor(signature: string, expiresAt: number, secret: string): string {
  return `${expiresAt}.${hmacSha256Hex(secret, `gangway-docking-grant\n${expiresAt}\n${signature.toLowerCase()}`)}`;
}

/** The grant's expiry when it was made for this signature with this secret and has not expired, else undefined. */
export function liveGrantExpiry(grant: string | undefined, signature: string, secret: string, now: number): number | undefined {
  if (grant === undefined) return undefined;
  const expiresAt = Number(grant.slice(0, grant.indexOf('.')));
  if (!Number.isSafeInteger(expiresAt) || expiresAt < now) return undefined;
  return signaturesEqual(dockingGrantFor(signature, expiresAt, secret), grant) ? expiresAt : undefined;
}
