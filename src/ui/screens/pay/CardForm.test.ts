import { describe, it, expect } from 'vitest';
import { nounMismatches } from '../../../../tests/helpers/fieldNouns';
import { cardChecks, cardIsValid, cardLabelKeys, emptyCard, splitExpiry, type CardFields } from './CardForm';

const good = { ...emptyCard, firstname: 'Ana', lastname: 'Silva', cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvv: '123' };

describe('the card form rules', () => {
  it('accepts a complete card without the optional phone and birth date', () => {
    expect(cardIsValid(cardChecks(good, ['visa'], 'US'))).toBe(true);
  });

  it('gives each bad field its own message key', () => {
    const checks = cardChecks({ ...good, cardNumber: '4242 4242 4242 4241', cvv: '1', phone: '12', birthDate: '2090-01-01' }, ['visa'], 'US');
    expect(checks.cardNumber).toMatchObject({ valid: false, messageKey: 'validation.card.number.invalid' });
    expect(checks.cvv).toMatchObject({ valid: false, messageKey: 'validation.card.cvv.invalid' });
    expect(checks.phone).toMatchObject({ valid: false, messageKey: 'validation.card.phone.invalid' });
    expect(checks.birthDate).toMatchObject({ valid: false, messageKey: 'validation.card.birthDate.invalid' });
    expect(checks.firstname.valid).toBe(true);
  });

  it('refuses each field with a message naming that field, in every language (the last name is not called a first name)', () => {
    const bad: CardFields = {
      firstname: 'R2D2',
      lastname: 'R2D2',
      cardNumber: '4242 4242 4242 4241',
      expiry: '13/99',
      cvv: '1',
      phone: '12',
      birthDate: '2090-01-01',
    };
    const checks = cardChecks(bad, ['visa'], 'US');
    const fields = (Object.keys(cardLabelKeys) as (keyof CardFields)[]).map((field) => {
      const check = checks[field];
      if (check.valid) throw new Error(`${field} accepted ${bad[field]}`);
      return { label: cardLabelKeys[field], error: check.messageKey };
    });
    expect(nounMismatches(fields)).toEqual([]);
  });

  it('refuses a brand the payment method does not accept', () => {
    expect(cardChecks({ ...good, cardNumber: '5555 5555 5555 4444' }, ['visa'], 'US').cardNumber).toMatchObject({
      messageKey: 'validation.card.number.unsupportedBrand',
    });
  });

  it('splits MM/YY into the month and the four-digit year', () => {
    expect(splitExpiry('04/31')).toEqual({ cardExpireMonth: '04', cardExpireYear: '2031' });
  });
});
