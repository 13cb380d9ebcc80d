import Decimal from 'decimal.js';
import type { AmountLimits } from '../../../shared/generated/assets.schema';
import { fiatByCode } from '../../../shared/config/assets';
import type { PaymentMethod } from '../../../shared/generated/payment-methods.schema';
import { methodLimitFor } from '../../../shared/config/paymentMethods';

/** Spec §5: the buy range of a fiat, narrowed by the method's own range (never widened). */
export function buyLimitsFor(method: PaymentMethod, fiat: string): AmountLimits | undefined {
  const defaults = fiatByCode(fiat)?.buy;
  if (!defaults) return undefined;
  const own = methodLimitFor(method, fiat);
  if (!own) return defaults;
  return { min: Decimal.max(defaults.min, own.min).toString(), max: Decimal.min(defaults.max, own.max).toString() };
}

export function withinLimits(amount: string, limits: AmountLimits): boolean {
  const value = new Decimal(amount);
  return value.greaterThanOrEqualTo(limits.min) && value.lessThanOrEqualTo(limits.max);
}
