import type { MethodAmountLimit, PaymentMethod, PaymentMethodCatalogue } from '../generated/payment-methods.schema';
import catalogueJson from '../../../config/payment-methods.json';
import { constants } from './constants';

/** The payment-method catalogue of config/payment-methods.json (spec §3). */
export const paymentMethodCatalogue = catalogueJson as PaymentMethodCatalogue;

export type Side = PaymentMethod['side'];

/** What the user has chosen or proven so far; an absent field does not filter. */
export interface MethodFilter {
  fiat?: string;
  /** alpha-2 country of the chosen fiat. */
  country?: string;
  /** alpha-2 nationality of the verified identity; absent while the identity is not known. */
  nationality?: string;
}

/**
 * Spec §5/§6: TR, PL, NL and BE methods and PIX need a matching identity. A known mismatch hides
 * the method; an unknown identity keeps it listed, because the KYC step that learns the identity
 * sends a mismatch to the nationality-mismatch or PIX-unavailable screen.
 */
export function nationalityAllows(method: PaymentMethod, nationality: string | undefined): boolean {
  if (!method.nationality || nationality === undefined) return true;
  return method.nationality.includes(nationality);
}

/** The methods to offer on one side, in display order. */
export function methodsFor(side: Side, filter: MethodFilter = {}, catalogue: PaymentMethodCatalogue = paymentMethodCatalogue): PaymentMethod[] {
  const { fiat, country, nationality } = filter;
  return catalogue.methods
    .filter((method) => method.side === side)
    .filter((method) => fiat === undefined || method.fiats.includes(fiat))
    .filter((method) => country === undefined || method.supportedCountries.length === 0 || method.supportedCountries.includes(country))
    .filter((method) => nationalityAllows(method, nationality))
    .sort((a, b) => a.order - b.order);
}

export function methodByCode(side: Side, payWayCode: string, catalogue: PaymentMethodCatalogue = paymentMethodCatalogue): PaymentMethod | undefined {
  return catalogue.methods.find((method) => method.side === side && method.payWayCode === payWayCode);
}

/** Spec §3: the sell-order draft starts with the default payout method (19000). */
export function defaultSellMethod(catalogue: PaymentMethodCatalogue = paymentMethodCatalogue): PaymentMethod {
  const method = methodByCode('sell', constants.defaultSellPayWayCode, catalogue);
  if (!method) throw new Error(`config/payment-methods.json has no sell method ${constants.defaultSellPayWayCode} (constants.defaultSellPayWayCode)`);
  return method;
}

/** Spec §4: after a failed buy, only these families are offered as "retry with another way". */
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

/** The method's own amount range in a fiat, or undefined when the fiat's default limits apply. */
export function methodLimitFor(method: PaymentMethod, fiat: string): MethodAmountLimit | undefined {
  return method.limits?.[fiat];
}
