import { describe, expect, it } from 'vitest';
import { emptyBuyDraft, type BuyDraft } from '../../state/buyDraft';
import { withSavedPayWay } from './savedPayWay';

const form = { fiat: 'EUR', alpha2: 'NL', crypto: 'USDT', network: 'TRX', amount: '100' };
const chose = (payWayCode: string | undefined, fiatCurrency = 'EUR', alpha2 = 'NL'): BuyDraft => ({
  ...emptyBuyDraft,
  order: { cryptoCurrency: 'USDT', fiatCurrency, amount: '100', network: 'TRX', address: 'T1', alpha2, payWayCode, cryptoCurrencyVolume: '99', depositType: 2 },
});

describe('returning to home with a saved pay way (spec §4)', () => {
  it('quotes the buy tab with the pay way chosen for its fiat and country', () => {
    expect(withSavedPayWay(form, chose('80041'))).toEqual({ ...form, payWayCode: '80041' });
  });

  it('leaves the form as it is without a saved pay way, or when the fiat or the country changed since', () => {
    expect(withSavedPayWay(form, emptyBuyDraft)).toBe(form);
    expect(withSavedPayWay(form, chose(undefined))).toBe(form);
    expect(withSavedPayWay(form, chose('80041', 'USD', 'US'))).toBe(form);
    expect(withSavedPayWay(form, chose('80041', 'EUR', 'BE'))).toBe(form);
  });
});
