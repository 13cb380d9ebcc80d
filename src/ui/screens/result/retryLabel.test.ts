import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { assetsConfig } from '../../../shared/config/assets';
import { constants } from '../../../shared/config/constants';
import { retryMethodsFor } from '../../../shared/config/paymentMethods';
import { loadLocale } from '../../i18n/localeSources';
import { retryLabel } from './retryLabel';

const i18n = createInstance();
await i18n.init({
  lng: constants.defaultLanguage,
  resources: Object.fromEntries(await Promise.all(constants.languages.map(async (lng) => [lng, { translation: await loadLocale(lng) }]))),
  interpolation: { escapeValue: false },
});

/** How often a name stands in a text as a word of its own ("Paga" is not in "Pagar"). */
const occurrences = (text: string, name: string) =>
  [...text.matchAll(new RegExp(`(?<!\\p{L})${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'gu'))].length;

describe('retryLabel', () => {
  it('reads "Pay with Apple Pay", naming the method once', () => {
    const t = i18n.getFixedT('en-US');
    expect(retryLabel(t, { type: 'applePay', nameKey: 'payMethod.501.name' })).toBe('Pay with Apple Pay');
    expect(retryLabel(t, { type: 'eWallet', nameKey: 'payMethod.10005.name' })).toBe('Pay with the DANA e-wallet');
  });

  it.each(constants.languages)('names every retry method of the catalogue at most once in %s', (lng) => {
    const t = i18n.getFixedT(lng);
    for (const method of retryMethodsFor()) {
      const label = retryLabel(t, method);
      expect(occurrences(label, t(method.nameKey)), `${method.payWayCode}: ${label}`).toBeLessThanOrEqual(1);
      expect(label).not.toContain('{{');
    }
  });

  it('tells ACH and domestic wire apart', () => {
    const t = i18n.getFixedT('en-US');
    const labels = retryMethodsFor({ fiat: 'USD', country: 'US' })
      .filter((method) => method.type === 'bankTransfer')
      .map((method) => retryLabel(t, method));
    expect(labels).toEqual(['Pay with ACH transfer', 'Pay with Domestic wire']);
  });

  // Every fiat in every country it is used in, and with no country: the choices one failure view offers together.
  const places = assetsConfig.fiats.flatMap((fiat) => [{ fiat: fiat.code }, ...fiat.countries.map((country) => ({ fiat: fiat.code, country }))]);

  it.each(constants.languages)('gives every retry choice offered together its own visible label in %s', (lng) => {
    const t = i18n.getFixedT(lng);
    for (const place of places) {
      const labels = retryMethodsFor(place).map((method) => retryLabel(t, method));
      const repeated = labels.filter((label, index) => labels.indexOf(label) !== index);
      expect({ ...place, repeated }).toEqual({ ...place, repeated: [] });
    }
  });
});
