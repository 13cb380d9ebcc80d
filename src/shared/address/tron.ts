import { isVersionedHash160 } from './base58check';

/** Tron mainnet address: base58check of version 0x41 plus a 20-byte account hash (starts with T). */
export function isTronAddress(value: string): boolean {
  return isVersionedHash160(value, [0x41]);
}
