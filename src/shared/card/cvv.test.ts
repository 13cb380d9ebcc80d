import { describe, expect, it } from 'vitest';
import { validateCvv } from './cvv';

const invalid = { valid: false, messageKey: 'validation.card.cvv.invalid', params: {} };

describe('validateCvv', () => {
  it('takes 3 digits for a Visa card and refuses 4', () => {
    expect(validateCvv('123', '4242424242424242')).toEqual({ valid: true });
    expect(validateCvv('1234', '4242424242424242')).toEqual(invalid);
  });

  it('takes 4 digits for an American Express card and refuses 3', () => {
    expect(validateCvv('1234', '378282246310005')).toEqual({ valid: true });
    expect(validateCvv('123', '378282246310005')).toEqual(invalid);
  });

  it('refuses letters and empty values', () => {
    expect(validateCvv('12a', '4242424242424242')).toEqual(invalid);
    expect(validateCvv('', '4242424242424242')).toEqual(invalid);
  });
});
