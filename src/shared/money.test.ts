import { describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { formatAmount, parseMoney, priceDecimals, roundDown, typedDecimals, type AmountKind } from './money';

describe('parseMoney', () => {
  it('reads plain decimal strings exactly', () => {
    expect(parseMoney('0.1')?.plus('0.2').toFixed()).toBe('0.3');
    expect(parseMoney('12.')?.toFixed()).toBe('12');
    expect(parseMoney('.5')?.toFixed()).toBe('0.5');
    expect(parseMoney('-3.25')?.toFixed()).toBe('-3.25');
  });

  it('refuses exponents, separators, words and empty strings', () => {
    for (const value of ['1e3', '1,5', '1 000', 'abc', '', '.', 'Infinity', 'NaN']) expect(parseMoney(value)).toBeNull();
  });
});

describe('typedDecimals', () => {
  it('counts the digits typed after the dot, trailing zeros included', () => {
    expect(typedDecimals('100')).toBe(0);
    expect(typedDecimals('1.50')).toBe(2);
    expect(typedDecimals('1.')).toBe(0);
  });
});

describe('roundDown', () => {
  it('cuts toward zero to the given places', () => {
    expect(roundDown('1.23456789', 6)).toBe('1.234567');
    expect(roundDown('0.99999999', 2)).toBe('0.99');
    expect(roundDown('19.9', 0)).toBe('19');
  });

  it('keeps large amounts exact where Number would not', () => {
    expect(roundDown('123456789012345678.123456789', 8)).toBe('123456789012345678.12345678');
  });
});

describe('formatAmount', () => {
  it("groups digits the locale's way with the fiat's decimal digits", () => {
    expect(formatAmount('1234567.891', 'en-US', 2, 'receive')).toBe('1,234,567.89');
    expect(formatAmount('1234567.891', 'es', 2, 'receive')).toBe('1.234.567,89');
    expect(formatAmount('1500000', 'vi', 0, 'pay')).toBe('1.500.000');
    expect(formatAmount('20', 'zh-HK', 2, 'pay')).toBe('20.00');
    expect(formatAmount('250000.5', 'id', 0, 'receive')).toBe('250.000');
  });

  it('does not lose digits beyond Number precision', () => {
    expect(formatAmount('90071992547409931.37', 'en-US', 2, 'pay')).toBe('90,071,992,547,409,931.37');
  });

  it.each<[AmountKind, string, string]>([
    ['receive', '0.9998', '0.99'],
    ['receive', '12.345', '12.34'],
    ['pay', '12.345', '12.35'],
    ['price', '0.9998', '1.00'],
    ['price', '0.994', '0.99'],
    ['fee', '1.005', '1.01'],
    ['fee', '1.004', '1.00'],
    ['minimum', '10.001', '10.01'],
    ['maximum', '10.009', '10.00'],
  ])('rounds a %s amount of %s to %s at 2 decimals', (kind, value, shown) => {
    expect(formatAmount(value, 'en-US', 2, kind)).toBe(shown);
  });
});

describe('priceDecimals', () => {
  it('gives the price the places it needs to come to the amount beside it', () => {
    // The walk-through's order: 47.647626 USDT for 47.87 USD read "Price 1.00 USD".
    expect(priceDecimals('1.004667', '47.647626', 2, '47.87')).toBe(4);
    expect(new Decimal('1.0047').times('47.647626').toFixed(2)).toBe('47.87');
  });

  it('keeps the fiat decimals when they already add up', () => {
    expect(priceDecimals('65000.123', '0.001', 2)).toBe(2);
    expect(priceDecimals('1', '100', 2, '100')).toBe(2);
  });

  it('falls back to the exact price times the quantity when the amount is out of reach', () => {
    expect(priceDecimals('1.004667', '47.647626', 2, '99')).toBe(4);
  });

  it('gives a currency without decimals a whole price, and a place more only when a whole one misses the amount', () => {
    expect(priceDecimals('16250', '3', 0, '48750')).toBe(0);
    expect(priceDecimals('16250.4', '3.000123', 0, '48753')).toBe(1);
  });
});
