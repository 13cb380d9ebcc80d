import { bech32, bech32m } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { isBitcoinAddress, isDogecoinAddress, isLitecoinAddress } from './bitcoin-family';

describe('isBitcoinAddress', () => {
  it('accepts an upper-case bech32 address, which BIP-173 allows', () => {
    expect(isBitcoinAddress('BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ')).toBe(true);
  });

  it('rejects a bech32 address written in mixed case', () => {
    expect(isBitcoinAddress('bc1qAR0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(false);
  });

  it('rejects a witness v1 program encoded with the v0 bech32 checksum (BIP-350)', () => {
    const program = new Uint8Array(32).fill(7);
    expect(isBitcoinAddress(bech32.encode('bc', [1, ...bech32.toWords(program)]))).toBe(false);
    expect(isBitcoinAddress(bech32m.encode('bc', [1, ...bech32m.toWords(program)]))).toBe(true);
  });

  it('rejects a witness v0 program that is neither 20 nor 32 bytes', () => {
    const program = new Uint8Array(25).fill(7);
    expect(isBitcoinAddress(bech32.encode('bc', [0, ...bech32.toWords(program)]))).toBe(false);
  });

  it('rejects a Litecoin address', () => {
    expect(isBitcoinAddress('LdP8Qox1VAhCzLJNqrr74YovaWYyNBUWvL')).toBe(false);
  });
});

describe('isLitecoinAddress', () => {
  it('accepts the legacy 3-prefixed P2SH form that Litecoin still honours', () => {
    expect(isLitecoinAddress('3MbYQMMmSkC3AgWkj9FMo5LsPTW1zBTwXL')).toBe(true);
  });

  it('rejects a Bitcoin bech32 address', () => {
    expect(isLitecoinAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(false);
  });
});

describe('isDogecoinAddress', () => {
  it('rejects a Bitcoin P2PKH address, whose version byte is 0x00', () => {
    expect(isDogecoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(false);
  });
});
