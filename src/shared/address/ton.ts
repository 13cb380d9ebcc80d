import { base64, base64url } from '@scure/base';
import { crc16Xmodem } from './crc16';

// TON address forms (docs.ton.org, "Smart contract addresses"): raw "workchain:hex64", or
// user-friendly 48 base64/base64url characters of 36 bytes: tag, workchain, 32-byte hash, CRC16 big-endian.
const BOUNCEABLE = 0x11;
const NON_BOUNCEABLE = 0x51;
const WORKCHAINS = [0x00, 0xff];

export function isTonAddress(value: string): boolean {
  if (/^(0|-1):[0-9a-fA-F]{64}$/.test(value)) return true;
  const bytes = decodeFriendly(value);
  if (!bytes || bytes.length !== 36) return false;
  // A tag with the 0x80 test-only bit set is a testnet address: refused on a mainnet checkout.
  if (bytes[0] !== BOUNCEABLE && bytes[0] !== NON_BOUNCEABLE) return false;
  if (!WORKCHAINS.includes(bytes[1] ?? -1)) return false;
  const crc = crc16Xmodem(bytes.subarray(0, 34));
  return bytes[34] === crc >> 8 && bytes[35] === (crc & 0xff);
}

function decodeFriendly(value: string): Uint8Array | null {
  if (value.length !== 48) return null;
  try {
    return /[-_]/.test(value) ? base64url.decode(value) : base64.decode(value);
  } catch {
    return null;
  }
}
