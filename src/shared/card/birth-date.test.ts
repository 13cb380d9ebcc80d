import { describe, expect, it } from 'vitest';
import { validateBirthDate } from './birth-date';

const now = new Date('2026-11-22T12:00:00Z');
const invalid = { valid: false, messageKey: 'validation.card.birthDate.invalid', params: {} };

describe('validateBirthDate', () => {
  it('accepts someone who turned 18 today', () => {
    expect(validateBirthDate('2008-11-22', now)).toEqual({ valid: true });
  });

  it('refuses someone who turns 18 tomorrow', () => {
    expect(validateBirthDate('2008-11-23', now)).toEqual(invalid);
  });

  it('accepts an age of 120 and refuses 121', () => {
    expect(validateBirthDate('1906-11-22', now)).toEqual({ valid: true });
    expect(validateBirthDate('1905-11-22', now)).toEqual(invalid);
  });

  it('accepts 29 February of a leap year and refuses it in other years', () => {
    expect(validateBirthDate('2000-02-29', now)).toEqual({ valid: true });
    expect(validateBirthDate('2001-02-29', now)).toEqual(invalid);
  });

  it('refuses dates that do not exist and other formats', () => {
    for (const value of ['1990-13-01', '1990-04-31', '22/11/1990', '', '1990-4-1']) {
      expect(validateBirthDate(value, now)).toEqual(invalid);
    }
  });
});
