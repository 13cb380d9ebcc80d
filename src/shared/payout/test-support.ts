import i18next from 'i18next';
import enUS from '../../../config/locales/en-US.json';
import type { PayoutForm } from '../generated/payout-form.schema';
import type { Translate } from './errors';
import { payoutFormLoader, resolvePayoutForm } from './resolve';
import type { PayoutFormInUse } from './resolve';

/** Every file of config/payout-forms/, parsed, keyed by path: what the browser bundle hands in too. */
export const payoutFormFiles = import.meta.glob<PayoutForm>('../../../config/payout-forms/**/*.json', {
  eager: true,
  import: 'default',
});

export const loadPayoutForm = payoutFormLoader(payoutFormFiles);

/** The resolved form of a country that must have one. */
export function formOf(country: string): PayoutFormInUse {
  const form = resolvePayoutForm(country, loadPayoutForm);
  if (form === undefined) throw new Error(`no payout form for ${country}`);
  return form;
}

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en-US', resources: { 'en-US': { translation: enUS } }, initAsync: false });

/** An en-US translate function over the payout locale part. */
export const tEnglish: Translate = (key, params) => i18n.t(key, params);
