import type { CountryPayoutForm, PayoutForm } from '../generated/payout-form.schema';

/** Reads one form file by its name under config/payout-forms/ without .json ("BR", "shared/sepa"). */
export type PayoutFormLoader = (name: string) => PayoutForm | undefined;

/**
 * Builds a loader over already parsed files keyed by path, so the browser can hand in
 * `import.meta.glob('…/payout-forms/**\/*.json', { eager: true, import: 'default' })` and the
 * server or CLI the files it read; any path ending in payout-forms/<name>.json works.
 */
export function payoutFormLoader(files: Record<string, PayoutForm>): PayoutFormLoader {
  const byName = new Map<string, PayoutForm>();
  for (const [path, form] of Object.entries(files)) {
    const name = /payout-forms\/(.+)\.json$/.exec(path)?.[1];
    if (name !== undefined) byName.set(name, form);
  }
  return (name) => byName.get(name);
}

/**
 * The full form a country's sellers fill in, following a `use` alias to its shared form, or
 * undefined when the country has no payout form. A broken alias or a file whose country differs
 * from its name is a configuration mistake, so it throws with the file to fix.
 */
export function resolvePayoutForm(country: string, loadForm: PayoutFormLoader): CountryPayoutForm | undefined {
  const form = loadForm(country);
  if (form === undefined) return undefined;
  if (!('country' in form)) throw new Error(`payout-forms/${country}.json has no country: only shared/ forms may omit it`);
  if (form.country !== country) throw new Error(`payout-forms/${country}.json declares country ${form.country}`);
  if (!('use' in form)) return form;
  const shared = loadForm(form.use);
  if (shared === undefined) throw new Error(`payout-forms/${country}.json uses ${form.use}, which does not exist`);
  if ('use' in shared || 'country' in shared) {
    throw new Error(`payout-forms/${country}.json uses ${form.use}, which is not a shared form`);
  }
  const { $schema: _editorOnly, ...body } = shared;
  return { country, ...body };
}
