import { describe, expect, it } from 'vitest';
import { validateBuyAmount } from './buy-amount';

const usd = { fiat: 'USD', min: '20', max: '5000', decimals: 2 };

describe('validateBuyAmount', () => {
  it('accepts the minimum, the maximum and amounts between them', () => {
    for (const value of ['20', '5000', '20.01', '4999.99', '100.5']) {
      expect(validateBuyAmount({ ...usd, value })).toEqual({ valid: true });
    }
  });

  it("answers 'Minimum transaction amount is 20 USD.' below the minimum", () => {
    expect(validateBuyAmount({ ...usd, value: '19.99' })).toEqual({
      valid: false,
      messageKey: 'validation.amount.buyMin',
      params: { min: '20', fiat: 'USD' },
    });
  });

  it("answers 'Maximum transaction amount is 5000 USD.' above the maximum", () => {
    expect(validateBuyAmount({ ...usd, value: '5000.01' })).toEqual({
      valid: false,
      messageKey: 'validation.amount.buyMax',
      params: { max: '5000', fiat: 'USD' },
    });
  });

  it('refuses more decimals than the fiat has', () => {
    expect(validateBuyAmount({ ...usd, value: '20.001' })).toEqual({
      valid: false,
      messageKey: 'validation.amount.tooManyDecimals',
      params: { decimals: '2' },
    });
  });

  it('takes whole numbers only for a fiat with no decimals', () => {
    const idr = { fiat: 'IDR', min: '330000', max: '83000000', decimals: 0 };
    expect(validateBuyAmount({ ...idr, value: '500000' })).toEqual({ valid: true });
    expect(validateBuyAmount({ ...idr, value: '500000.5' })).toEqual({
      valid: false,
      messageKey: 'validation.amount.wholeNumber',
      params: {},
    });
  });

  it('refuses zero even when the quote allows a minimum of zero', () => {
    expect(validateBuyAmount({ ...usd, min: '0', value: '0' }).valid).toBe(false);
    expect(validateBuyAmount({ ...usd, min: '0', value: '0' })).toMatchObject({ messageKey: 'validation.amount.aboveZero' });
  });

  it('names the minimum when zero is typed and the quote has one', () => {
    expect(validateBuyAmount({ ...usd, value: '0' })).toMatchObject({ messageKey: 'validation.amount.buyMin' });
  });

  it('asks for an amount when the field is empty and refuses text that is not a number', () => {
    expect(validateBuyAmount({ ...usd, value: '' })).toMatchObject({ messageKey: 'validation.amount.required' });
    expect(validateBuyAmount({ ...usd, value: '1e3' })).toMatchObject({ messageKey: 'validation.amount.invalid' });
  });

  it('compares exactly, without binary floating point', () => {
    expect(validateBuyAmount({ ...usd, min: '0.3', value: '0.30' })).toEqual({ valid: true });
  });
});
