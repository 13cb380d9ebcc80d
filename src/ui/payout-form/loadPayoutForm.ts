import type { ValidateFunction } from 'ajv';
import { payoutValidators } from 'virtual:payout-validators';
import type { PaymentMethod } from '../../shared/generated/payment-methods.schema';
import type { AccountSchema, PayoutForm } from '../../shared/generated/payout-form.schema';
import { payoutFormFor, payoutFormLoader, resolvePayoutForm, type PayoutFormInUse } from '../../shared/payout/resolve';

/**
 * Every payout form file as its own lazily loaded chunk: a seller downloads only their country's
 * form (and the shared forms it or the offered methods use). A form added to config/payout-forms/
 * is picked up by the next build with no code change.
 */
const formFiles = import.meta.glob<PayoutForm>('@gangway-config/payout-forms/**/*.json', { import: 'default' });

function pathOf(name: string): string | undefined {
  return Object.keys(formFiles).find((path) => path.endsWith(`/payout-forms/${name}.json`));
}

/**
 * Each loaded form's validator, precompiled at build time, by its schema object: a country, its
 * alias and a method naming a shared form all hand on that same object (resolve.ts).
 */
const validators = new WeakMap<AccountSchema, ValidateFunction>();

/** A form file, with its precompiled validator loaded beside it (an alias has none: it uses its shared form's). */
async function loadFile(name: string): Promise<Record<string, PayoutForm>> {
  const path = pathOf(name);
  const load = path ? formFiles[path] : undefined;
  if (!path || !load) return {};
  const loadValidator = payoutValidators[name];
  const [form, validate] = await Promise.all([load(), loadValidator?.()]);
  if ('schema' in form && validate) validators.set(form.schema, validate);
  return { [path]: form };
}

/** The precompiled validator of a form this module loaded. */
export function precompiledValidatorOf(form: Pick<PayoutFormInUse, 'schema'>): ValidateFunction {
  const validate = validators.get(form.schema);
  if (!validate) throw new Error('this payout form was not loaded through loadPayoutForm, so its validator was not either');
  return validate;
}

/** The countries that have a payout form, from the file names. */
export function payoutCountries(): string[] {
  return Object.keys(formFiles)
    .map((path) => /payout-forms\/([^/]+)\.json$/.exec(path)?.[1])
    .filter((name): name is string => name !== undefined)
    .sort();
}

/** A country's file and the shared file its alias uses. */
async function loadCountryFiles(country: string): Promise<Record<string, PayoutForm>> {
  const own = await loadFile(country);
  const file = Object.values(own)[0];
  const shared = file && 'use' in file ? await loadFile(file.use) : {};
  return { ...own, ...shared };
}

/** The resolved form of a country (following a shared alias), or undefined when it has none. */
export async function loadCountryPayoutForm(country: string): Promise<PayoutFormInUse | undefined> {
  return resolvePayoutForm(country, payoutFormLoader(await loadCountryFiles(country)));
}

/** A sell method that can pay out in a country, with the form the seller fills in for it. */
export interface PayoutChoice {
  method: PaymentMethod;
  form: PayoutFormInUse;
}

/**
 * The sell methods that can pay out in `country`, each with its form, in catalogue order: those
 * with a shared form of their own (a card, an e-wallet) and the one the country's form serves.
 */
export async function loadPayoutChoices(country: string, methods: readonly PaymentMethod[], defaultPayWayCode: string): Promise<PayoutChoice[]> {
  const sharedNames = [...new Set(methods.flatMap((method) => (method.payoutForm ? [method.payoutForm] : [])))];
  const files = Object.assign({}, await loadCountryFiles(country), ...(await Promise.all(sharedNames.map(loadFile))));
  const loader = payoutFormLoader(files);
  return methods.flatMap((method) => {
    const form = payoutFormFor(country, method, defaultPayWayCode, loader);
    return form ? [{ method, form }] : [];
  });
}
