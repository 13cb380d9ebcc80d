import { describe, it, expect } from 'vitest';
import { accountNumberGroups, clock, formatCrypto, formatFiat, formatPrice, secondsUntil, steadySeconds } from './format';

describe('display formats', () => {
  it('formats a fiat amount with its own decimals in the user language', () => {
    expect(formatFiat('1234.5', 'USD', 'en-US')).toBe('1,234.50');
    expect(formatFiat('1234.5', 'USD', 'es')).toBe('1234,50');
    expect(formatFiat('150000', 'IDR', 'id')).toBe('150.000');
  });

  it('rounds a price or a fee half-up and a payout down', () => {
    expect(formatFiat('0.9998', 'USD', 'en-US', 'price')).toBe('1.00');
    expect(formatFiat('2.345', 'USD', 'en-US', 'fee')).toBe('2.35');
    expect(formatFiat('0.9998', 'USD', 'en-US', 'receive')).toBe('0.99');
    expect(formatFiat('5000.5', 'JPY', 'en-US', 'receive')).toBe('5,000');
  });

  it('shows nothing for an amount that is not a decimal string', () => {
    expect(formatFiat('', 'USD', 'en-US')).toBe('');
    expect(formatFiat(undefined, 'USD', 'en-US')).toBe('');
  });

  it('drops trailing zeros of a crypto amount but never rounds it up', () => {
    expect(formatCrypto('0.12345699', 'USDT', 'en-US')).toBe('0.123456');
    expect(formatCrypto('10', 'USDT', 'en-US')).toBe('10');
    expect(formatCrypto('1.5', 'BTC', 'vi')).toBe('1,5');
  });

  it('counts down whole seconds and stops at zero', () => {
    expect(secondsUntil(10_500, 0)).toBe(11);
    expect(secondsUntil(1_000, 5_000)).toBe(0);
    expect(clock(605)).toBe('10:05');
  });

  it('pads a countdown with figure spaces to the width of its longest value', () => {
    expect(steadySeconds(9, 15)).toBe('\u20079');
    expect(steadySeconds(10, 15)).toBe('10');
    expect(steadySeconds(7, 120)).toBe('\u2007\u20077');
    expect(steadySeconds(3, 5)).toBe('3');
  });

  it('groups an account number by four from the left, whatever spacing it came with', () => {
    expect(accountNumberGroups('7001288857430279')).toEqual(['7001', '2888', '5743', '0279']);
    expect(accountNumberGroups('646180 1570 0000 0004')).toEqual(['6461', '8015', '7000', '0000', '04']);
    expect(accountNumberGroups('NL91ABNA0417164300')).toEqual(['NL91', 'ABNA', '0417', '1643', '00']);
    expect(accountNumberGroups('')).toEqual([]);
  });
});

describe('formatPrice', () => {
  it("shows the walk-through order's price so that it times 47.647626 USDT is the 47.87 USD order amount", () => {
    expect(formatPrice('1.004667', 'USD', 'en-US', { quantity: '47.647626', amount: '47.87' })).toBe('1.0047');
    expect(formatPrice('1.004667', 'USD', 'es', { quantity: '47.647626', amount: '47.87' })).toBe('1,0047');
  });

  it('keeps the fiat decimals for a price that needs no more', () => {
    expect(formatPrice('65000.5', 'USD', 'en-US', { quantity: '0.001' })).toBe('65,000.50');
  });
});
