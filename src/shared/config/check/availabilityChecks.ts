/**
 * The availability map's gaps (docs/embedding.md "Availability"): a country and fiat the config
 * offers on a side (assets.json) for which no method of payment-methods.json is offered, so a
 * user who picks it meets an empty method list; and a payout country whose fiat has no sell
 * limits, which the map leaves out altogether. Judged with the map's own code
 * (src/shared/availability) on the directory's own files, once they pass their schemas.
 */
import { availabilityMap } from '../../availability/availabilityMap';
import type { AssetsConfig } from '../../generated/assets.schema';
import type { ConstantsConfig } from '../../generated/constants.schema';
import type { NetworksConfig } from '../../generated/networks.schema';
import type { PaymentMethodCatalogue } from '../../generated/payment-methods.schema';
import type { PayoutForm } from '../../generated/payout-form.schema';
import { payoutFormLoader } from '../../payout/resolve';
import type { ConfigFile } from './configDir';
import type { Problem } from './configJson';
import { pointer } from './jsonPointer';

const inputs = ['payment-methods.json', 'assets.json', 'networks.json', 'constants.json'];

export function checkAvailability(files: ConfigFile[], reported: Problem[]): Problem[] {
  if (reported.some((problem) => inputs.includes(problem.file) || problem.file.startsWith('payout-forms/'))) return [];
  const data = new Map(files.filter((file) => file.parseError === undefined).map((file) => [file.path, file.data]));
  if (!inputs.every((path) => data.has(path))) return [];
  const assets = data.get('assets.json') as AssetsConfig;
  const forms = Object.fromEntries([...data].filter(([path]) => path.startsWith('payout-forms/')).map(([path, form]) => [path, form as PayoutForm]));
  const sources = {
    catalogue: data.get('payment-methods.json') as PaymentMethodCatalogue,
    assets,
    networks: data.get('networks.json') as NetworksConfig,
    payoutForms: payoutFormLoader(forms),
    defaultSellPayWayCode: (data.get('constants.json') as ConstantsConfig).defaultSellPayWayCode,
    kycThresholds: () => undefined,
  };
  const problems: Problem[] = [];
  assets.countries.forEach((country, index) => {
    if (!country.sell) return;
    const fiat = assets.fiats.findIndex((candidate) => candidate.code === country.fiat);
    if (fiat >= 0 && assets.fiats[fiat]?.sell === undefined) {
      problems.push({
        file: 'assets.json',
        pointer: pointer('countries', index, 'sell'),
        message: `selling in ${country.alpha2} is offered, but its fiat ${country.fiat} has no sell limits (add "sell": { "min", "max" } at /fiats/${fiat})`,
      });
    }
  });
  try {
    for (const offer of availabilityMap({ side: 'buy' }, sources).offers.filter((candidate) => candidate.methods.length === 0)) {
      const fiat = assets.fiats.findIndex((candidate) => candidate.code === offer.fiat);
      const country = assets.fiats[fiat]?.countries.indexOf(offer.country) ?? -1;
      problems.push({
        file: 'assets.json',
        pointer: pointer('fiats', fiat, 'countries', country),
        message: `buying with ${offer.fiat} in ${offer.country} offers no payment method (none of payment-methods.json takes ${offer.fiat} there)`,
      });
    }
    for (const offer of availabilityMap({ side: 'sell' }, sources).offers.filter((candidate) => candidate.methods.length === 0)) {
      const country = assets.countries.findIndex((candidate) => candidate.alpha2 === offer.country);
      problems.push({
        file: 'assets.json',
        pointer: pointer('countries', country, 'sell'),
        message: `selling for ${offer.fiat} in ${offer.country} offers no payout method (none of payment-methods.json pays out in ${offer.fiat} there with a payout form)`,
      });
    }
  } catch {
    // A payout form alias that does not resolve throws; the payout form checks already report it.
    return [];
  }
  return problems;
}
