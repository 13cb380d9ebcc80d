import Decimal from 'decimal.js';
import { constants } from '../config/constants';
import { methodByCode, methodLimitFor, methodsFor, type Side } from '../config/paymentMethods';
import type { AmountLimits, Fiat } from '../generated/assets.schema';
import type { PaymentMethod } from '../generated/payment-methods.schema';

/**
 * The method a quote prices: the asked payWayCode when it serves the fiat on that side, else (none
 * chosen yet, spec §2 "includes ramp fee") the first method offered for the fiat and country; for
 * sell the default payout method (spec §3: 19000) when it serves the fiat. Undefined when none does.
 * The server prices with it, and the browser checks the amount against its range before asking.
 */
export function quotedMethod(side: Side, fiat: string, alpha2: string | undefined, payWayCode: string | undefined): PaymentMethod | undefined {
  if (payWayCode) {
    const method = methodByCode(side, payWayCode);
    return method?.fiats.includes(fiat) ? method : undefined;
  }
  const offered = methodsFor(side, { fiat, country: alpha2 });
  const preferred = side === 'sell' ? offered.find((method) => method.payWayCode === constants.defaultSellPayWayCode) : undefined;
  return preferred ?? offered[0];
}

/**
 * Spec §5 (the numeric limits are the server's): the fiat amount range of an order on one side,
 * the fiat's own range narrowed (never widened) by the method's range in that fiat. Without a
 * method it is the fiat's range, the widest any method allows; undefined for a fiat not sold on
 * that side. The quote, the fee schedule, the payment-method lists, the order calls, the KYC
 * quota and the browser's amount check all read this one range.
 */
export function amountLimitsFor(side: Side, fiat: Fiat, method?: PaymentMethod): AmountLimits | undefined {
  const defaults = side === 'buy' ? fiat.buy : fiat.sell;
  const own = method ? methodLimitFor(method, fiat.code) : undefined;
  if (!defaults || !own) return defaults;
  return { min: Decimal.max(defaults.min, own.min).toFixed(), max: Decimal.min(defaults.max, own.max).toFixed() };
}
