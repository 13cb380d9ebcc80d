import { describe, expect, it } from 'vitest';
import { sanitizeAmountInput } from './amount-input';

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
