import { describe, expect, it } from 'vitest';
import { decodeBase58check, isVersionedHash160 } from './base58check';

describe('base58check', () => {
  it('decodes a P2PKH address to its version byte and 20-byte hash', () => {
    expect(decodeBase58check('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')?.length).toBe(21);
    expect(isVersionedHash160('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', [0x00])).toBe(true);
  });

  it('refuses a version the caller does not list and a failing checksum', () => {
    expect(isVersionedHash160('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', [0x05])).toBe(false);
    expect(decodeBase58check('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb')).toBeNull();
  });
});
