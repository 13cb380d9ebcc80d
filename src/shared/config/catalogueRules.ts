import type { MethodAmountLimit, PaymentMethod, PaymentMethodCatalogue } from '../generated/payment-methods.schema';

/**
 * The catalogue rules that read no config module: the catalogue is handed in. The config checks use
 * them on whichever directory they check (validate:config --dir, a broken directory the server
 * refuses), so they must not load `#config` themselves; paymentMethods.ts gives them the loaded catalogue.
 */
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
 * Product §5/§6: TR, PL, NL and BE methods and PIX need a matching identity. A known mismatch hides
 * the method; an unknown identity keeps it listed, because the KYC step that learns the identity
 * sends a mismatch to the nationality-mismatch or PIX-unavailable screen.
 */
export function nationalityAllows(method: PaymentMethod, nationality: string | undefined): boolean {
  if (!method.nationality || nationality === undefined) return true;
  return method.nationality.includes(nationality);
}

/** Whether the method takes the fiat and serves the country (a method listing no countries serves every country). */
export function methodServes(method: PaymentMethod, where: { fiat?: string; country?: string }): boolean {
  const { fiat, country } = where;
  return (
    (fiat === undefined || method.fiats.includes(fiat)) &&
    (country === undefined || method.supportedCountries.length === 0 || method.supportedCountries.includes(country))
  );
}

/** The methods to offer on one side, in display order. */
export function methodsIn(catalogue: PaymentMethodCatalogue, side: Side, filter: MethodFilter = {}): PaymentMethod[] {
  const { nationality } = filter;
  return catalogue.methods
    .filter((method) => method.side === side && methodServes(method, filter))
    .filter((method) => nationalityAllows(method, nationality))
    .sort((a, b) => a.order - b.order);
}

/** The method's own amount range in a fiat, or undefined when the fiat's default limits apply. */
export function methodLimitFor(method: PaymentMethod, fiat: string): MethodAmountLimit | undefined {
  return method.limits?.[fiat];
}
