import { describe, expect, it } from 'vitest';
import { isTronAddress } from './tron';

describe('isTronAddress', () => {
  it('accepts the USDT contract address', () => {
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
  });

  it('rejects a Bitcoin address, which is base58check with version 0x00', () => {
    expect(isTronAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(false);
  });
});
