import { base58 } from '@scure/base';

/** Solana address: an ed25519 public key or program address, base58 of exactly 32 bytes; it has no checksum. */
export function isSolanaAddress(value: string): boolean {
  try {
    return base58.decode(value).length === 32;
  } catch {
    return false;
  }
}
