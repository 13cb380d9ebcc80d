import { describe, expect, it } from 'vitest';
import type { QuoteData } from '../../api/types';
import { amountRuleFor, checkAmount } from './amountRules';

const buyQuote: QuoteData = { fiat: 'USD', crypto: 'ETH', network: 'ETH', rampFee: '1', cryptoPrice: '3000', cryptoAmount: '0.03', fiatAmount: '100', minAmount: '20', maxAmount: '5000', decimalDigits: 2 };
const sellQuote: QuoteData = { fiat: 'EUR', crypto: 'USDT', network: 'TRX', rampFee: '2', cryptoPrice: '0.92', cryptoAmount: '100', fiatAmount: '90', minLimit: '30', maxLimit: '2000' };

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

  it('refuses any amount while the quote carries no limits', () => {
    expect(amountRuleFor('buy')('100', { ...buyQuote, minAmount: undefined })).toBe(false);
    expect(amountRuleFor('sell')('100', { ...sellQuote, maxLimit: undefined })).toBe(false);
  });
});
