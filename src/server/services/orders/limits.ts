import Decimal from 'decimal.js';
import type { AmountLimits, Fiat } from '../../../shared/generated/assets.schema';
import type { PaymentMethod } from '../../../shared/generated/payment-methods.schema';
import { methodLimitFor } from '../../../shared/config/paymentMethods';
import type { RuleResult } from '../../../shared/rules/rule-result';
import type { Side } from '../catalog';
import { refuse, refuseField } from './refusal';

/**
 * Spec §5 (the numeric limits are the server's): the fiat amount range of an order on one side,
 * the fiat's own range narrowed (never widened) by the method's range in that fiat. Without a
 * method it is the fiat's range, the widest any method allows; undefined for a fiat not sold on
 * that side. The quote, the fee schedule, the payment-method lists, the order calls and the KYC
 * quota all read this one range.
 */
export function amountLimitsFor(side: Side, fiat: Fiat, method?: PaymentMethod): AmountLimits | undefined {
  const defaults = side === 'buy' ? fiat.buy : fiat.sell;
  const own = method ? methodLimitFor(method, fiat.code) : undefined;
  if (!defaults || !own) return defaults;
  return { min: Decimal.max(defaults.min, own.min).toFixed(), max: Decimal.min(defaults.max, own.max).toFixed() };
}

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
