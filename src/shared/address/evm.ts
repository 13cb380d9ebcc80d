import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * EIP-55: an all-lower or all-upper hex address carries no checksum and is accepted;
 * a mixed-case one must put upper case exactly where the keccak-256 of the lower-case hex has a nibble >= 8.
 */
export function isEip55Address(value: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(value)) return false;
  const hex = value.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return toEip55(hex) === hex;
}

/**
 * An address written in its EIP-55 checksummed form, as a config file must write a contract: an
 * all-lower-case one would carry no checksum to catch a mistyped character.
 */
export function isChecksummedEip55Address(value: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(value)) return false;
  return toEip55(value.slice(2)) === value.slice(2);
}

function toEip55(hex: string): string {
  const lower = hex.toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  return [...lower].map((char, i) => (parseInt(hash[i] ?? '0', 16) >= 8 ? char.toUpperCase() : char)).join('');
}
