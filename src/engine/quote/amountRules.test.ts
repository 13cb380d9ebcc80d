import { describe, expect, it } from 'vitest';
import { buyQuoteFixture, sellQuoteFixture } from '../../../tests/helpers/machineKit';
import { amountRuleFor, checkAmount } from './amountRules';

const buyQuote = buyQuoteFixture({ rampFee: '1', cryptoAmount: '0.03' });
const sellQuote = sellQuoteFixture();

describe('amount rules of the quote', () => {
  it('accepts a buy amount within the quote limits with the fiat decimals', () => {
    expect(amountRuleFor('buy')('100.50', buyQuote)).toBe(true);
  });

  it('refuses a buy amount under the minimum with the minimum message', () => {
    expect(checkAmount('buy', '10', buyQuote)).toEqual({ valid: false, messageKey: 'validation.amount.buyMin', params: { min: '20', fiat: 'USD' } });
  });

  it('refuses a buy amount with more decimals than the fiat has', () => {
    expect(amountRuleFor('buy')('100.505', buyQuote)).toBe(false);
  });

  it('checks a sell amount as fiat plus fee against the sell limits', () => {
    expect(amountRuleFor('sell')('100', sellQuote)).toBe(true);
    expect(amountRuleFor('sell')('10', { ...sellQuote, fiatAmount: '9' })).toBe(false);
  });

  it('refuses a sell amount against a buy quote, which carries no sell limits', () => {
    expect(checkAmount('sell', '100', buyQuote)).toEqual({ valid: false, messageKey: 'validation.amount.invalid', params: {} });
  });
});
