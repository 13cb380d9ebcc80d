import { describe, expect, it } from 'vitest';
import { isChecksummedEip55Address, isEip55Address } from './evm';

describe('isEip55Address', () => {
  it.each([
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ])('accepts the EIP-55 specification example %s', (address) => {
    expect(isEip55Address(address)).toBe(true);
  });

  it('accepts an address written all in lower case or all in upper case, which carries no checksum', () => {
    expect(isEip55Address('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(true);
    expect(isEip55Address('0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED')).toBe(true);
  });

  it('rejects a mixed-case address with one letter in the wrong case', () => {
    expect(isEip55Address('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
  });

  it('rejects a value that is not 40 hex digits after 0x', () => {
    expect(isEip55Address('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe')).toBe(false);
  });
});

describe('isChecksummedEip55Address', () => {
  it('accepts an address in its checksummed form only', () => {
    expect(isChecksummedEip55Address('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(true);
    expect(isChecksummedEip55Address('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(false);
    expect(isChecksummedEip55Address('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
  });
});
