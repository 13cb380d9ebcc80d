import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import enUS from '../../../config/locales/en-US.json';
import es from '../../../config/locales/es.json';
import { failed, passed } from '../../shared/rules/rule-result';
import { amountRuleMessage } from './amountMessage';

const i18n = createInstance();
await i18n.init({ lng: 'en-US', resources: { 'en-US': { translation: enUS }, es: { translation: es } }, interpolation: { escapeValue: false } });

describe('amountRuleMessage', () => {
  it("writes the limit with the language's grouping and the fiat's decimals", () => {
    expect(amountRuleMessage(i18n.t, 'en-US', failed('validation.amount.buyMax', { max: '780000', fiat: 'JPY' }))).toBe(
      'Maximum transaction amount is 780,000 JPY.',
    );
    expect(amountRuleMessage(i18n.t, 'en-US', failed('validation.amount.buyMin', { min: '10', fiat: 'USD' }))).toBe('Minimum transaction amount is 10.00 USD.');
    expect(amountRuleMessage(i18n.t, 'en-US', failed('validation.amount.sellMin', { min: '20', fiat: 'USD' }))).toBe('Minimum sell amount is 20.00 USD.');
  });

  it('writes it the way the language does', () => {
    expect(amountRuleMessage(i18n.getFixedT('es'), 'es', failed('validation.amount.buyMax', { max: '17000', fiat: 'EUR' }))).toContain('17.000,00 EUR');
  });

  it('leaves messages without a limit as the rule gave them, and says nothing for a pass', () => {
    expect(amountRuleMessage(i18n.t, 'en-US', failed('validation.amount.tooManyDecimals', { decimals: '6' }))).toBe('Up to 6 decimal places are allowed.');
    expect(amountRuleMessage(i18n.t, 'en-US', passed)).toBeUndefined();
  });
});
