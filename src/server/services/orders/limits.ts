import Decimal from 'decimal.js';
import type { AmountLimits } from '../../../shared/generated/assets.schema';
import type { RuleResult } from '../../../shared/rules/rule-result';
import { refuse, refuseField } from '../../refusals';

/** The one amount range of an order (src/shared, so the availability map and the browser share it). */
export { amountLimitsFor } from '../../../shared/config/amountLimits';

/** The range narrowed to a cap (the user's KYC allowance); a cap below the minimum leaves nothing payable. */
export function cappedLimits(limits: AmountLimits, cap: Decimal | undefined): AmountLimits {
  if (cap === undefined || cap.greaterThanOrEqualTo(limits.max)) return limits;
  return { min: limits.min, max: cap.toFixed() };
}

export function withinLimits(amount: string, limits: AmountLimits): boolean {
  const value = new Decimal(amount);
  return value.greaterThanOrEqualTo(limits.min) && value.lessThanOrEqualTo(limits.max);
}

/** The messages of the shared amount rules (src/shared/rules) that say the amount is out of its range. */
const rangeMessageKeys = new Set(['validation.amount.buyMin', 'validation.amount.buyMax', 'validation.amount.sellMin', 'validation.amount.sellMax']);

/**
 * Answers a failed shared amount rule as the browser showed it: an amount out of its range is
 * amountOutOfRange in the rule's own words ('Minimum sell amount is 20 USD.'); any other failure
 * (decimals, zero) refuses the field with the rule's reason.
 */
export function refuseAmountRule(field: string, result: RuleResult, range: AmountLimits & { fiat: string }): void {
  if (result.valid) return;
  if (rangeMessageKeys.has(result.messageKey)) refuse('amountOutOfRange', { ...range, ...result.params }, result.messageKey);
  refuseField(field, result.messageKey, result.params);
}
