import type { PaymentMethod } from '../generated/payment-methods.schema';
import type { CountryPayoutForm, PayoutForm } from '../generated/payout-form.schema';

/**
 * The form a seller fills in: a country's own form, the shared form its alias uses (SEPA), or the
 * shared form a sell method names for every country (a card, an e-wallet). A form any fiat uses
 * has no fiat of its own.
 */
export type PayoutFormInUse = Omit<CountryPayoutForm, 'fiat'> & { fiat?: string };

/** Reads one form file by its name under config/payout-forms/ without .json ("BR", "shared/sepa"). */
export type PayoutFormLoader = (name: string) => PayoutForm | undefined;

/**
 * Builds a loader over already parsed files keyed by path, so the browser can hand in the form
 * files it loaded (ui/payout-form/loadPayoutForm.ts) and the server or CLI those of the config it
 * read (GangwayConfig.payoutForms); any path ending in payout-forms/<name>.json works.
 */
export function payoutFormLoader(files: Record<string, PayoutForm>): PayoutFormLoader {
  const byName = new Map<string, PayoutForm>();
  for (const [path, form] of Object.entries(files)) {
    const name = /payout-forms\/(.+)\.json$/.exec(path)?.[1];
    if (name !== undefined) byName.set(name, form);
  }
  return (name) => byName.get(name);
}

/** A shared form by its name (shared/sepa), or a configuration mistake that throws naming the file to fix. */
function sharedForm(name: string, usedBy: string, loadForm: PayoutFormLoader) {
  const shared = loadForm(name);
  if (shared === undefined) throw new Error(`${usedBy} uses ${name}, which does not exist`);
  if ('use' in shared || 'country' in shared) throw new Error(`${usedBy} uses ${name}, which is not a shared form`);
  const { $schema: _editorOnly, ...body } = shared;
  return body;
}

/**
 * The full form a country's sellers fill in, following a `use` alias to its shared form, or
 * undefined when the country has no payout form. A broken alias or a file whose country differs
 * from its name is a configuration mistake, so it throws with the file to fix.
 */
export function resolvePayoutForm(country: string, loadForm: PayoutFormLoader): PayoutFormInUse | undefined {
  const form = loadForm(country);
  if (form === undefined) return undefined;
  if (!('country' in form)) throw new Error(`payout-forms/${country}.json has no country: only shared/ forms may omit it`);
  if (form.country !== country) throw new Error(`payout-forms/${country}.json declares country ${form.country}`);
  if (!('use' in form)) return form;
  return { country, ...sharedForm(form.use, `payout-forms/${country}.json`, loadForm) };
}

/** The sell method a country's own form pays out by: its payWayCode, else the default sell method. */
export function countryFormPaysBy(form: PayoutFormInUse, defaultPayWayCode: string): string {
  return form.payWayCode ?? defaultPayWayCode;
}

/**
 * The form a seller in `country` fills in to be paid by `method`: the method's own shared form
 * (payment-methods.json payoutForm: a card or an e-wallet, whatever the country), else the
 * country's form when that form pays out by this method. Undefined when the method cannot pay out
 * there, so it is not offered.
 */
export function payoutFormFor(
  country: string,
  method: Pick<PaymentMethod, 'payWayCode' | 'payoutForm'>,
  defaultPayWayCode: string,
  loadForm: PayoutFormLoader,
): PayoutFormInUse | undefined {
  if (method.payoutForm !== undefined) {
    return { country, ...sharedForm(method.payoutForm, `payment-methods.json (sell ${method.payWayCode})`, loadForm), payWayCode: method.payWayCode };
  }
  const form = resolvePayoutForm(country, loadForm);
  return form && countryFormPaysBy(form, defaultPayWayCode) === method.payWayCode ? form : undefined;
}
