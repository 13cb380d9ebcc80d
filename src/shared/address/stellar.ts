import { base32 } from '@scure/base';
import { crc16Xmodem } from './crc16';

// SEP-23 strkey: base32 of version byte, 32-byte ed25519 key and CRC16-XModem little-endian.
const ACCOUNT_ID_VERSION = 6 << 3;

/** Stellar account id (G...); muxed M-addresses are not offered (the memo field carries the id instead). */
export function isStellarAddress(value: string): boolean {
  let bytes: Uint8Array;
  try {
    bytes = base32.decode(value);
  } catch {
    return false;
  }
  if (bytes.length !== 35 || bytes[0] !== ACCOUNT_ID_VERSION) return false;
  const crc = crc16Xmodem(bytes.subarray(0, 33));
  return bytes[33] === (crc & 0xff) && bytes[34] === crc >> 8;
}
