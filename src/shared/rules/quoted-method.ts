import { constants } from '../config/constants';
import { methodByCode, methodsFor, type Side } from '../config/paymentMethods';
import type { PaymentMethod } from '../generated/payment-methods.schema';

/**
 * The method a quote prices: the asked payWayCode when it serves the fiat on that side, else (none
 * chosen yet, product §2 "includes ramp fee") the first method offered for the fiat and country; for
 * sell the default payout method (product §3: 19000) when it serves the fiat. Undefined when none does.
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
