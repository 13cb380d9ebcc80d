import { amountLimitsFor } from '../config/amountLimits';
import { methodsIn, type MethodFilter, type Side } from '../config/catalogueRules';
import type { AmountLimits, AssetsConfig } from '../generated/assets.schema';
import type { PaymentMethod, PaymentMethodCatalogue } from '../generated/payment-methods.schema';
import { payoutFormFor, type PayoutFormInUse, type PayoutFormLoader } from '../payout/resolve';

/**
 * The config the offered methods are read from, handed in (configMethodSources for the
 * repository's), so the config checks can judge another directory; the browser passes no payout
 * forms (it loads them per country).
 */
export interface MethodSources {
  catalogue: PaymentMethodCatalogue;
  assets: AssetsConfig;
  /** The payout forms (sell), to offer only the methods that can pay out in the country. */
  payoutForms?: PayoutFormLoader;
  /** The sell method a country's own form pays out by when it names none (constants.json). */
  defaultSellPayWayCode: string;
}

/** A method offered for a fiat and country, with its amount range in that fiat and (sell) the form it pays out by. */
export interface OfferedMethod {
  method: PaymentMethod;
  limits: AmountLimits | undefined;
  payoutForm: { name: string; form: PayoutFormInUse } | undefined;
}

/**
 * The methods offered on a side for what the user chose (fiat, country, verified nationality), in
 * display order, each with its amount range in the fiat. On sell with a country and the payout
 * forms, only the methods that can pay out there: their own shared form, or the country's.
 * The one function behind GET /availability, the payment-in and payout lists, and the browser's
 * method list.
 */
export function offeredMethods(side: Side, filter: MethodFilter, sources: MethodSources): OfferedMethod[] {
  const fiat = filter.fiat === undefined ? undefined : sources.assets.fiats.find((candidate) => candidate.code === filter.fiat);
  return methodsIn(sources.catalogue, side, filter).flatMap((method): OfferedMethod[] => {
    const limits = fiat && amountLimitsFor(side, fiat, method);
    if (side === 'buy' || filter.country === undefined || !sources.payoutForms) return [{ method, limits, payoutForm: undefined }];
    const form = payoutFormFor(filter.country, method, sources.defaultSellPayWayCode, sources.payoutForms);
    if (!form) return [];
    return [{ method, limits, payoutForm: { name: method.payoutForm ?? filter.country, form } }];
  });
}
