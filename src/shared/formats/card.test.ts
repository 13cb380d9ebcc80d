import { describe, expect, it } from 'vitest';
import { isCardExpiry, isCardNumber } from './card';

describe('isCardNumber', () => {
  it.each(['4242 4242 4242 4242', '5555555555554444', '2200000000000004'])('accepts %s', (number) => expect(isCardNumber(number)).toBe(true));
  it.each(['4242424242424241', '1234', ''])('rejects %s', (number) => expect(isCardNumber(number)).toBe(false));
});

describe('isCardExpiry', () => {
  const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
  it('accepts a month of next year', () => expect(isCardExpiry(`12/${nextYear}`)).toBe(true));
  it.each(['01/20', '13/30', 'soon'])('rejects %s', (value) => expect(isCardExpiry(value)).toBe(false));
});
