import { base58xrp } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';

/**
 * Classic XRP Ledger address: base58check in the ripple alphabet of version 0x00 plus a 20-byte
 * account id. @scure/base's base58check is tied to the Bitcoin alphabet, so the 4-byte
 * double-SHA-256 checksum is compared here.
 */
export function isXrpAddress(value: string): boolean {
  let raw: Uint8Array;
  try {
    raw = base58xrp.decode(value);
  } catch {
    return false;
  }
  if (raw.length !== 25 || raw[0] !== 0x00) return false;
  const checksum = sha256(sha256(raw.subarray(0, 21)));
  return checksum.subarray(0, 4).every((byte, i) => byte === raw[21 + i]);
}
