import { describe, expect, it } from 'vitest';
import { cardBrand, validateCard } from './card-number';

describe('cardBrand', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2200000000000004', 'mir'],
    ['36227206271667', 'diners-club'],
    ['6011111111111117', 'discover'],
    ['378282246310005', 'amex'],
    ['3530111333300000', 'jcb'],
  ])('recognises %s as %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });

  it('recognises a brand from the first digits while the number is being typed', () => {
    expect(cardBrand('4242')).toBe('visa');
    expect(cardBrand('3782 82')).toBe('amex');
  });

  it('gives null while the first digits fit several brands', () => {
    expect(cardBrand('')).toBeNull();
    expect(cardBrand('3')).toBeNull();
  });
});

describe('validateCard', () => {
  it.each(['4242424242424242', '5555555555554444', '2200000000000004', '36227206271667', '6011111111111117', '378282246310005'])(
    'accepts the test card %s',
    (number) => {
      expect(validateCard(number)).toMatchObject({ valid: true });
    },
  );

  it('accepts a number typed with spaces or dashes', () => {
    expect(validateCard('4242 4242 4242 4242')).toEqual({ valid: true, brand: 'visa' });
    expect(validateCard('3782-822463-10005')).toEqual({ valid: true, brand: 'amex' });
  });

  it('refuses a number whose Luhn check digit is wrong, keeping the brand for the card icon', () => {
    expect(validateCard('4242424242424241')).toEqual({
      valid: false,
      messageKey: 'validation.card.number.invalid',
      params: {},
      brand: 'visa',
    });
  });

  it('refuses a number too short for its brand', () => {
    expect(validateCard('424242424242')).toMatchObject({ valid: false, messageKey: 'validation.card.number.invalid' });
  });

  it("refuses a brand the payment method's cardType does not list", () => {
    expect(validateCard('378282246310005', ['visa', 'mastercard'])).toEqual({
      valid: false,
      messageKey: 'validation.card.number.unsupportedBrand',
      params: {},
      brand: 'amex',
    });
    expect(validateCard('2200000000000004', ['visa', 'mir'])).toEqual({ valid: true, brand: 'mir' });
  });
});
