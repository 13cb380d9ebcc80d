import { describe, expect, it } from 'vitest';
import { validateOrderAmount } from './order-amount';

describe('validateOrderAmount', () => {
  const limits = { min: '20', max: '5000' };

  it('accepts an order at either limit', () => {
    expect(validateOrderAmount({ ...limits, amount: '20' })).toEqual({ valid: true });
    expect(validateOrderAmount({ ...limits, amount: '5000.00' })).toEqual({ valid: true });
  });

  it('says an order below the minimum is below its minimum amount', () => {
    expect(validateOrderAmount({ ...limits, amount: '19.99' })).toEqual({
      valid: false,
      messageKey: 'validation.order.belowMinimum',
      params: {},
    });
  });

  it('says an order above the maximum is higher than its maximum amount', () => {
    expect(validateOrderAmount({ ...limits, amount: '5000.01' })).toEqual({
      valid: false,
      messageKey: 'validation.order.aboveMaximum',
      params: {},
    });
  });
});
