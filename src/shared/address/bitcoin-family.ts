import { isVersionedHash160 } from './base58check';
import { isSegwitAddress } from './segwit';

// Version bytes from each coin's chainparams.cpp (PUBKEY_ADDRESS, SCRIPT_ADDRESS): Bitcoin 0x00/0x05;
// Litecoin 0x30 (L), 0x32 (M) and the legacy 0x05 (3); Dogecoin 0x1e (D), 0x16 (9 or A).

export function isBitcoinAddress(value: string): boolean {
  return isVersionedHash160(value, [0x00, 0x05]) || isSegwitAddress(value, 'bc');
}

export function isLitecoinAddress(value: string): boolean {
  return isVersionedHash160(value, [0x30, 0x32, 0x05]) || isSegwitAddress(value, 'ltc');
}

export function isDogecoinAddress(value: string): boolean {
  return isVersionedHash160(value, [0x1e, 0x16]);
}
