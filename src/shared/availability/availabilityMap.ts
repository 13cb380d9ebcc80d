import type { Side } from '../config/catalogueRules';
import type { Availability, AvailabilityOffer, AvailabilityQuery, AvailableMethod } from '../generated/api/availability.schema';
import type { AssetsConfig } from '../generated/assets.schema';
import type { NetworksConfig } from '../generated/networks.schema';
import type { PaymentMethodCatalogue } from '../generated/payment-methods.schema';
import type { PayoutFormLoader } from '../payout/resolve';
import { amountLimitsFor } from '../config/amountLimits';
import { offeredMethods, type OfferedMethod } from './offeredMethods';

/** The KYC thresholds of a side and fiat (the KYC provider's; config/sandbox.json for the sandbox one). */
export type KycThresholds = (side: Side, fiat: string) => { kyc: string; enhanced: string } | undefined;

/** Everything the map is read from: config alone. */
export interface AvailabilitySources {
  catalogue: PaymentMethodCatalogue;
  assets: AssetsConfig;
  networks: NetworksConfig;
  payoutForms: PayoutFormLoader;
  /** The sell method a country's own form pays out by when it names none (constants.json). */
  defaultSellPayWayCode: string;
  kycThresholds: KycThresholds;
}

/** The fiat and country pairs of a side: buy, every country of every fiat; sell, every payout country with its fiat. */
export function sidePairs(side: Side, assets: AssetsConfig): { country: string; fiat: string }[] {
  if (side === 'buy') return assets.fiats.flatMap((fiat) => fiat.countries.map((country) => ({ country, fiat: fiat.code })));
  return assets.countries.flatMap((country) => {
    const fiat = assets.fiats.find((candidate) => candidate.code === country.fiat);
    return country.sell && fiat?.sell ? [{ country: country.alpha2, fiat: fiat.code }] : [];
  });
}

function methodEntry({ method, limits, payoutForm }: OfferedMethod, fiat: string): AvailableMethod {
  const needs: string[] = method.embed?.needs ?? [];
  return {
    payWayCode: method.payWayCode,
    type: method.type,
    nameKey: method.nameKey,
    limits: limits ?? null,
    fee: { percent: method.fee.percent, fixed: method.fee.fixed[fiat] ?? '0' },
    kyc: { identityCountries: method.nationality ?? null, identityReview: method.identityReview === true, rule: method.kycRule ?? null },
    payoutForm: payoutForm ? { name: payoutForm.name, required: payoutForm.form.schema.required ?? [] } : null,
    embed: { needsCamera: needs.includes('camera'), needsPaymentPermission: needs.includes('payment'), redirectOnly: method.embed?.redirectOnly === true },
  };
}

/**
 * The availability map (docs/embedding.md "Availability"): for each country and fiat of the side
 * that the query asks about, the methods offered there with their limits, fee, KYC needs, payout
 * form and embed constraints, and the cryptos of the side with their networks. A pair with no
 * method is kept (methods: []): validate:config reports it as a gap in the config.
 */
export function availabilityMap(query: AvailabilityQuery, sources: AvailabilitySources): Availability {
  const { side } = query;
  const offers = sidePairs(side, sources.assets)
    .filter((pair) => (query.country === undefined || pair.country === query.country) && (query.fiat === undefined || pair.fiat === query.fiat))
    .map(({ country, fiat }): AvailabilityOffer => {
      const fiatEntry = sources.assets.fiats.find((candidate) => candidate.code === fiat);
      const thresholds = sources.kycThresholds(side, fiat);
      const methods = offeredMethods(side, { fiat, country }, sources);
      return {
        country,
        fiat,
        limits: (fiatEntry && amountLimitsFor(side, fiatEntry)) ?? null,
        kyc: thresholds ? { above: thresholds.kyc, enhancedAbove: thresholds.enhanced } : null,
        methods: methods.map((offered) => methodEntry(offered, fiat)),
      };
    });
  const cryptos = sources.assets.cryptos
    .filter((crypto) => side === 'buy' || crypto.sellable)
    .map((crypto) => ({
      crypto: crypto.symbol,
      networks: crypto.networks.map((entry) => entry.network).filter((code) => sources.networks.networks.some((network) => network.code === code)),
    }));
  return { side, cryptos, offers };
}
