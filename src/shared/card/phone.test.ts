import { describe, expect, it } from 'vitest';
import { validatePhone } from './phone';

const invalid = { valid: false, messageKey: 'validation.card.phone.invalid', params: {} };

describe('validatePhone', () => {
  it('accepts international numbers of several countries', () => {
    for (const phone of ['+1 213 373 4253', '+44 7400 123456', '+55 11 91234-5678', '+852 9123 4567', '+84 91 234 56 78']) {
      expect(validatePhone(phone)).toEqual({ valid: true });
    }
  });

  it('reads a national number in the country given', () => {
    expect(validatePhone('0812-3456-7890', 'ID')).toEqual({ valid: true });
    expect(validatePhone('0812-3456-7890')).toEqual(invalid);
  });

  it('refuses a number of the right length whose digits no operator issues', () => {
    expect(validatePhone('+44 0000 000000')).toEqual(invalid);
  });

  it('refuses text and too few digits', () => {
    expect(validatePhone('phone')).toEqual(invalid);
    expect(validatePhone('+1 213')).toEqual(invalid);
  });
});
