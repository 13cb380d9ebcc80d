import type { CountryPayoutForm, PayoutForm } from '../../shared/generated/payout-form.schema';
import { payoutFormLoader, resolvePayoutForm } from '../../shared/payout/resolve';

/**
 * Every payout form file as its own lazily loaded chunk: a seller downloads only their country's
 * form (and the shared form it aliases). A form added to config/payout-forms/ is picked up by the
 * next build with no code change.
 */
const formFiles = import.meta.glob<PayoutForm>('/config/payout-forms/**/*.json', { import: 'default' });

function pathOf(name: string): string | undefined {
  return Object.keys(formFiles).find((path) => path.endsWith(`/payout-forms/${name}.json`));
}

async function loadFile(name: string): Promise<Record<string, PayoutForm>> {
  const path = pathOf(name);
  const load = path ? formFiles[path] : undefined;
  if (!path || !load) return {};
  return { [path]: await load() };
}

/** The countries that have a payout form, from the file names. */
export function payoutCountries(): string[] {
  return Object.keys(formFiles)
    .map((path) => /payout-forms\/([^/]+)\.json$/.exec(path)?.[1])
    .filter((name): name is string => name !== undefined)
    .sort();
}

/** The resolved form of a country (following a shared alias), or undefined when it has none. */
export async function loadCountryPayoutForm(country: string): Promise<CountryPayoutForm | undefined> {
  const own = await loadFile(country);
  const file = Object.values(own)[0];
  const shared = file && 'use' in file ? await loadFile(file.use) : {};
  return resolvePayoutForm(country, payoutFormLoader({ ...own, ...shared }));
}
