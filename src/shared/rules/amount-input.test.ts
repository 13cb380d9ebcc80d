import { describe, expect, it } from 'vitest';
import { plainAmount, sanitizeAmountInput, typeAmount } from './amount-input';

describe('sanitizeAmountInput', () => {
  it.each([
    ['007', '7'],
    ['.5', '0.5'],
    ['00.5', '0.5'],
    ['0', '0'],
    ['000', '0'],
    ['100', '100'],
    ['1.2.3', '1.23'],
    ['abc', ''],
    ['', ''],
    ['12a3', '123'],
    ['$1,5', '1.5'],
    ['1.', '1.'],
    ['.', '0.'],
    ['0.0', '0.0'],
    ['0.05', '0.05'],
    [' 25 ', '25'],
    ['-5', '5'],
    ['1e5', '15'],
  ])('turns %j into %j', (raw, expected) => {
    expect(sanitizeAmountInput(raw)).toBe(expected);
  });
});

describe('sanitizeAmountInput with the decimals allowed', () => {
  it.each([
    ['5000.5', 0, '5000'],
    ['5000.', 0, '5000'],
    ['.', 0, ''],
    ['30.12345678', 6, '30.123456'],
    ['20.555', 2, '20.55'],
    ['20.5', 2, '20.5'],
    ['20.', 2, '20.'],
    ['.123', 2, '0.12'],
    ['1.2.3.4', 2, '1.23'],
  ] as const)('turns %j into %j when %i decimals are allowed', (raw, decimals, expected) => {
    expect(sanitizeAmountInput(raw, decimals)).toBe(expected);
  });
});

describe('typeAmount', () => {
  it('keeps what fits and says nothing', () => {
    expect(typeAmount('20.55', 2)).toEqual({ value: '20.55', refused: { valid: true } });
    expect(typeAmount('20.55', undefined)).toEqual({ value: '20.55', refused: { valid: true } });
  });

  it('refuses a dot for a currency with no decimals, and says whole numbers only', () => {
    expect(typeAmount('5000.5', 0)).toEqual({ value: '5000', refused: { valid: false, messageKey: 'validation.amount.wholeNumber', params: {} } });
  });

  it('caps a sold crypto amount at 6 decimals, and says how many are allowed', () => {
    expect(typeAmount('30.12345678', 6)).toEqual({
      value: '30.123456',
      refused: { valid: false, messageKey: 'validation.amount.tooManyDecimals', params: { decimals: '6' } },
    });
  });
});

describe('plainAmount', () => {
  it('drops a dot still being typed, so the API gets a decimal string', () => {
    expect(plainAmount('12.')).toBe('12');
    expect(plainAmount('12.5')).toBe('12.5');
    expect(plainAmount('')).toBe('');
  });
});
