import { describe, expect, it } from 'vitest';
import { methodLimitFor, methodsFor } from '../../shared/config/paymentMethods';
import { checkTypedAmount } from './typedAmount';

const usd = { fiat: 'USD', crypto: 'USDT', alpha2: 'US' };

describe('checkTypedAmount', () => {
  it('refuses a buy amount outside the fiat range for the method the quote would price, in product §5 words', () => {
    expect(checkTypedAmount('buy', { ...usd, amount: '0' })).toEqual({
      valid: false,
      messageKey: 'validation.amount.buyMin',
      params: { min: '20', fiat: 'USD' },
    });
    expect(checkTypedAmount('buy', { ...usd, amount: '5000.01' })).toEqual({
      valid: false,
      messageKey: 'validation.amount.buyMax',
      params: { max: '5000', fiat: 'USD' },
    });
    expect(checkTypedAmount('buy', { ...usd, amount: '20' })).toEqual({ valid: true });
  });

  it("narrows the range to a chosen method's own limits", () => {
    const method = methodsFor('buy', { fiat: 'USD', country: 'US' }).find((candidate) => methodLimitFor(candidate, 'USD') !== undefined);
    const own = method && methodLimitFor(method, 'USD');
    if (!method || !own) throw new Error('no USD method with its own limits in config/payment-methods.json');
    expect(checkTypedAmount('buy', { ...usd, amount: '20', payWayCode: method.payWayCode })).toMatchObject({
      valid: false,
      messageKey: 'validation.amount.buyMin',
      params: { min: own.min },
    });
  });

  it('refuses to sell nothing, and leaves the sale range (which needs the price) to the quote', () => {
    expect(checkTypedAmount('sell', { ...usd, amount: '0' })).toEqual({ valid: false, messageKey: 'validation.amount.aboveZero', params: {} });
    expect(checkTypedAmount('sell', { ...usd, amount: '0.5' })).toEqual({ valid: true });
  });
});
