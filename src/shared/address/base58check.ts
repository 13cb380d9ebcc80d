import { createBase58check } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';

const base58check = createBase58check(sha256);

/** Payload of a Bitcoin-alphabet base58check string (version byte first), or null when the checksum fails. */
export function decodeBase58check(value: string): Uint8Array | null {
  try {
    return base58check.decode(value);
  } catch {
    return null;
  }
}

/** True when the string is base58check of a 21-byte payload (version + 20-byte hash) with one of the versions. */
export function isVersionedHash160(value: string, versions: readonly number[]): boolean {
  const payload = decodeBase58check(value);
  return payload !== null && payload.length === 21 && versions.includes(payload[0] ?? -1);
}
