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
    expect(sanitizeAmountInput(raw, { maxDecimals: decimals })).toBe(expected);
  });
});

/**
 * Grouping separators, per language: with both marks the last is decimal; with one kind, the
 * language's decimal separator (Intl) and the digits after the mark decide.
 */
describe.each([
  {
    locale: 'en-US',
    cases: [
      ['1,000.50', '1000.50'],
      ['1,000', '1000'],
      ['1,000,000', '1000000'],
      ['1,234,567.89', '1234567.89'],
      ['1.000,50', '1000.50'],
      ['1.5', '1.5'],
      ['1,5', '1.5'],
      ['1,50', '1.50'],
      ['0,500', '0.500'],
      ['1234,567', '1234.567'],
      ['1,', '1'],
      ['1.000.000', '1000000'],
      ['$ 1,000.00', '1000.00'],
    ],
  },
  {
    locale: 'zh-HK',
    cases: [
      ['1,000.50', '1000.50'],
      ['1,000', '1000'],
      ['１，０００．５', '1000.5'],
      ['HK$2,500', '2500'],
      ['0.5', '0.5'],
    ],
  },
  {
    locale: 'es',
    cases: [
      ['1.000,50', '1000.50'],
      ['1.000', '1000'],
      ['1.000.000', '1000000'],
      ['1,5', '1.5'],
      ['1,', '1.'],
      ['1,000', '1.000'],
      ['1.5', '1.5'],
      ['1,000.50', '1000.50'],
      ['2 500,75 €', '2500.75'],
    ],
  },
  {
    locale: 'id',
    cases: [
      ['1.000.000', '1000000'],
      ['Rp 1.500.000,00', '1500000.00'],
      ['250.000', '250000'],
      ['12,5', '12.5'],
      ['1,000.50', '1000.50'],
    ],
  },
  {
    locale: 'vi',
    cases: [
      ['1.000.000', '1000000'],
      ['2.500.000 ₫', '2500000'],
      ['500.000,5', '500000.5'],
      ['0,25', '0.25'],
      ['1.000,50', '1000.50'],
    ],
  },
])('sanitizeAmountInput in $locale', ({ locale, cases }) => {
  it.each(cases)('reads %j as %j', (raw, expected) => {
    expect(sanitizeAmountInput(raw, { locale })).toBe(expected);
  });
});

describe('sanitizeAmountInput with grouping and the decimals allowed', () => {
  it('never reads 1,000.50 as 1.00050, whatever the decimals', () => {
    expect(sanitizeAmountInput('1,000.50', { locale: 'en-US', maxDecimals: 2 })).toBe('1000.50');
    expect(sanitizeAmountInput('1.000,50', { locale: 'es', maxDecimals: 2 })).toBe('1000.50');
  });

  it('keeps thousands of a currency without decimals', () => {
    expect(sanitizeAmountInput('1.500.000', { locale: 'id', maxDecimals: 0 })).toBe('1500000');
    expect(sanitizeAmountInput('150,000', { locale: 'en-US', maxDecimals: 0 })).toBe('150000');
  });

  it('reads every step of 1,000,000 typed key by key in a currency without decimals as a whole number', () => {
    const steps = ['1', '1,', '1,0', '1,00', '1,000', '1,000,', '1,000,0', '1,000,00', '1,000,000'];
    expect(steps.map((step) => sanitizeAmountInput(step, { locale: 'en-US', maxDecimals: 0 }))).toEqual([
      '1',
      '1',
      '10',
      '100',
      '1000',
      '1000',
      '10000',
      '100000',
      '1000000',
    ]);
  });

  it('reads an unknown language tag as en-US', () => {
    expect(sanitizeAmountInput('1,000.5', { locale: 'not a tag!' })).toBe('1000.5');
  });
});

describe('typeAmount', () => {
  it('keeps what fits and says nothing', () => {
    expect(typeAmount('20.55', { maxDecimals: 2 })).toEqual({ value: '20.55', refused: { valid: true } });
    expect(typeAmount('20.55', {})).toEqual({ value: '20.55', refused: { valid: true } });
  });

  it('refuses a dot for a currency with no decimals, and says whole numbers only', () => {
    expect(typeAmount('5000.5', { maxDecimals: 0 })).toEqual({
      value: '5000',
      refused: { valid: false, messageKey: 'validation.amount.wholeNumber', params: {} },
    });
  });

  it('caps a sold crypto amount at 6 decimals, and says how many are allowed', () => {
    expect(typeAmount('30.12345678', { maxDecimals: 6 })).toEqual({
      value: '30.123456',
      refused: { valid: false, messageKey: 'validation.amount.tooManyDecimals', params: { decimals: '6' } },
    });
  });
});

describe('typeAmount in the language', () => {
  it('reads grouping before counting decimals', () => {
    expect(typeAmount('1,000.50', { locale: 'en-US', maxDecimals: 2 })).toEqual({ value: '1000.50', refused: { valid: true } });
    expect(typeAmount('1.000', { locale: 'vi', maxDecimals: 0 })).toEqual({ value: '1000', refused: { valid: true } });
    expect(typeAmount('1,0', { locale: 'en-US', maxDecimals: 0 })).toEqual({ value: '10', refused: { valid: true } });
  });
});

describe('plainAmount', () => {
  it('drops a dot still being typed, so the API gets a decimal string', () => {
    expect(plainAmount('12.')).toBe('12');
    expect(plainAmount('12.5')).toBe('12.5');
    expect(plainAmount('')).toBe('');
  });
});
