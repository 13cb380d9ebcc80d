import Decimal from 'decimal.js';
import { failed, passed, type RuleResult } from './rule-result';

/**
 * Product §5 pay order: a merchant order whose amount is outside the payment's limits is refused with
 * 'Your order is below its minimum amount' or '... higher than its maximum amount'.
 */
export function validateOrderAmount({ amount, min, max }: { amount: string; min: string; max: string }): RuleResult {
  const value = new Decimal(amount);
  if (value.lt(min)) return failed('validation.order.belowMinimum');
  if (value.gt(max)) return failed('validation.order.aboveMaximum');
  return passed;
}
