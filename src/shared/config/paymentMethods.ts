import type { PaymentMethod, PaymentMethodCatalogue } from '../generated/payment-methods.schema';
import { methodsIn, type MethodFilter, type Side } from './catalogueRules';
import { config } from '#config';
import { constants } from './constants';

/** The payment-method catalogue of config/payment-methods.json (product §3). */
export const paymentMethodCatalogue: PaymentMethodCatalogue = config.paymentMethods;

export type { MethodFilter, Side } from './catalogueRules';
export { methodLimitFor, methodServes, nationalityAllows } from './catalogueRules';

/** The methods to offer on one side, in display order. */
export function methodsFor(side: Side, filter: MethodFilter = {}, catalogue: PaymentMethodCatalogue = paymentMethodCatalogue): PaymentMethod[] {
  return methodsIn(catalogue, side, filter);
}

export function methodByCode(side: Side, payWayCode: string, catalogue: PaymentMethodCatalogue = paymentMethodCatalogue): PaymentMethod | undefined {
  return catalogue.methods.find((method) => method.side === side && method.payWayCode === payWayCode);
}

/** Product §3: the sell-order draft starts with the default payout method (19000). */
export function defaultSellMethod(catalogue: PaymentMethodCatalogue = paymentMethodCatalogue): PaymentMethod {
  const method = methodByCode('sell', constants.defaultSellPayWayCode, catalogue);
  if (!method) throw new Error(`config/payment-methods.json has no sell method ${constants.defaultSellPayWayCode} (constants.defaultSellPayWayCode)`);
  return method;
}

/** Product §4: after a failed buy, only these families are offered as "retry with another way". */
export function isRetryMethod(method: PaymentMethod, catalogue: PaymentMethodCatalogue = paymentMethodCatalogue): boolean {
  return method.side === 'buy' && catalogue.retryTypes.includes(method.type);
}

export function retryMethodsFor(filter: MethodFilter = {}, catalogue: PaymentMethodCatalogue = paymentMethodCatalogue): PaymentMethod[] {
  return methodsFor('buy', filter, catalogue).filter((method) => isRetryMethod(method, catalogue));
}

/** The fixed part of the method's fee in a fiat; a fiat the entry does not list pays none. */
export function fixedFeeFor(method: PaymentMethod, fiat: string): string {
  return method.fee.fixed[fiat] ?? '0';
}
