import { describe, expect, it } from 'vitest';
import { isSolanaAddress } from './solana';

describe('isSolanaAddress', () => {
  it('accepts the system program and the USDC mint', () => {
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true);
    expect(isSolanaAddress('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')).toBe(true);
  });

  it('rejects base58 that decodes to 33 bytes', () => {
    expect(isSolanaAddress('z'.repeat(44))).toBe(false);
  });

  it('rejects characters outside the base58 alphabet', () => {
    expect(isSolanaAddress('0PjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')).toBe(false);
  });
});
