import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { failed, passed, ruleMessage } from './rule-result';

describe('ruleMessage', () => {
  const i18n = createInstance();
  i18n.init({
    lng: 'en-US',
    initAsync: false,
    resources: { 'en-US': { translation: { validation: { amount: { buyMin: 'Minimum transaction amount is {{min}} {{fiat}}.' } } } } },
  });
  const t = (key: string, params: Record<string, string>) => i18n.t(key, params);

  it('translates a failed rule with its parameters through i18next', () => {
    expect(ruleMessage(t, failed('validation.amount.buyMin', { min: '20', fiat: 'USD' }))).toBe('Minimum transaction amount is 20 USD.');
  });

  it('gives no message for a passed rule', () => {
    expect(ruleMessage(t, passed)).toBeUndefined();
  });
});
