import { describe, expect, it } from 'vitest';
import { validateSellAmount } from './sell-amount';

const quote = { fiat: 'EUR', fee: '1.5', minLimit: '20', maxLimit: '17000' };

describe('validateSellAmount', () => {
  it('accepts an amount whose fiat plus fee is within the limits', () => {
    expect(validateSellAmount({ ...quote, cryptoAmount: '100', fiatAmount: '84.5' })).toEqual({ valid: true });
  });

  it('accepts fiat plus fee exactly at minLimit, and fiat exactly at maxLimit', () => {
    expect(validateSellAmount({ ...quote, cryptoAmount: '21.8', fiatAmount: '18.5' })).toEqual({ valid: true });
    expect(validateSellAmount({ ...quote, cryptoAmount: '20000', fiatAmount: '17000' })).toEqual({ valid: true });
  });

  it("answers 'Minimum sell amount is 20 EUR.' when fiat plus fee is below minLimit", () => {
    expect(validateSellAmount({ ...quote, cryptoAmount: '21', fiatAmount: '18.49' })).toEqual({
      valid: false,
      messageKey: 'validation.amount.sellMin',
      params: { min: '20', fiat: 'EUR' },
    });
  });

  it("answers 'Maximum sell amount is 17000 EUR.' when fiat plus fee is above maxLimit plus the fee", () => {
    expect(validateSellAmount({ ...quote, cryptoAmount: '20001', fiatAmount: '17000.01' })).toEqual({
      valid: false,
      messageKey: 'validation.amount.sellMax',
      params: { max: '17000', fiat: 'EUR' },
    });
  });

  it('allows 6 crypto decimals by default (product §9) and refuses a seventh', () => {
    expect(validateSellAmount({ ...quote, cryptoAmount: '100.123456', fiatAmount: '84.5' })).toEqual({ valid: true });
    expect(validateSellAmount({ ...quote, cryptoAmount: '100.1234567', fiatAmount: '84.5' })).toEqual({
      valid: false,
      messageKey: 'validation.amount.tooManyDecimals',
      params: { decimals: '6' },
    });
  });

  it('takes another decimal limit when given one', () => {
    expect(validateSellAmount({ ...quote, cryptoAmount: '0.001', fiatAmount: '84.5', cryptoDecimals: 2 })).toMatchObject({
      messageKey: 'validation.amount.tooManyDecimals',
      params: { decimals: '2' },
    });
  });

  it('refuses a zero, empty or non-numeric crypto amount', () => {
    expect(validateSellAmount({ ...quote, cryptoAmount: '0', fiatAmount: '0' })).toMatchObject({ messageKey: 'validation.amount.aboveZero' });
    expect(validateSellAmount({ ...quote, cryptoAmount: '', fiatAmount: '0' })).toMatchObject({ messageKey: 'validation.amount.required' });
    expect(validateSellAmount({ ...quote, cryptoAmount: 'ten', fiatAmount: '0' })).toMatchObject({ messageKey: 'validation.amount.invalid' });
  });
});
