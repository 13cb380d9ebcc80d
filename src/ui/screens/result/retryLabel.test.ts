import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
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
});
