import { describe, expect, it } from 'vitest';
import { amountDecimals, checkDecimals } from './amount-decimals';

describe('amountDecimals', () => {
  it("allows a bought fiat amount the fiat's own decimals", () => {
    expect(amountDecimals('buy', { fiat: 'USD', crypto: 'BTC' })).toBe(2);
    expect(amountDecimals('buy', { fiat: 'JPY', crypto: 'BTC' })).toBe(0);
  });

  it('allows a sold crypto amount 6 decimals, fewer when the crypto has fewer', () => {
    expect(amountDecimals('sell', { fiat: 'USD', crypto: 'BTC' })).toBe(6);
    expect(amountDecimals('sell', { fiat: 'USD', crypto: 'USDT' })).toBe(6);
  });

  it('knows no limit for a currency the config does not list', () => {
    expect(amountDecimals('buy', { fiat: 'ZZZ', crypto: 'BTC' })).toBeUndefined();
    expect(amountDecimals('sell', { fiat: 'USD', crypto: 'ZZZ' })).toBeUndefined();
  });
});

describe('checkDecimals', () => {
  it('passes up to the allowed decimals, trailing zeros counted as typed', () => {
    expect(checkDecimals('1.50', 2)).toEqual({ valid: true });
    expect(checkDecimals('1.500', 2)).toEqual({ valid: false, messageKey: 'validation.amount.tooManyDecimals', params: { decimals: '2' } });
  });

  it('asks for a whole number when no decimals are allowed', () => {
    expect(checkDecimals('5000.5', 0)).toEqual({ valid: false, messageKey: 'validation.amount.wholeNumber', params: {} });
    expect(checkDecimals('5000', 0)).toEqual({ valid: true });
  });
});
