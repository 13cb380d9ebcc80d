import Decimal from 'decimal.js';
import type { AmountLimits, Fiat } from '../generated/assets.schema';
import type { PaymentMethod } from '../generated/payment-methods.schema';
import { methodLimitFor, type Side } from './catalogueRules';

/**
 * Product §5 (the numeric limits are the server's): the fiat amount range of an order on one side,
 * the fiat's own range narrowed (never widened) by the method's range in that fiat. Without a
 * method it is the fiat's range, the widest any method allows; undefined for a fiat not sold on
 * that side. The quote, the fee schedule, the payment-method lists, the availability map, the
 * order calls and the KYC quota all read this one range.
 */
export function amountLimitsFor(side: Side, fiat: Fiat, method?: PaymentMethod): AmountLimits | undefined {
  const defaults = side === 'buy' ? fiat.buy : fiat.sell;
  const own = method ? methodLimitFor(method, fiat.code) : undefined;
  if (!defaults || !own) return defaults;
  return { min: Decimal.max(defaults.min, own.min).toFixed(), max: Decimal.min(defaults.max, own.max).toFixed() };
}
