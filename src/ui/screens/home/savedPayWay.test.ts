import { describe, expect, it } from 'vitest';
import { emptyBuyDraft, type BuyDraft } from '../../state/buyDraft';
import { withSavedPayWay } from './savedPayWay';

const form = { fiat: 'EUR', alpha2: 'NL', crypto: 'USDT', network: 'TRX', amount: '100' };
const chose = (payWayCode: string | undefined, fiatCurrency = 'EUR', alpha2 = 'NL'): BuyDraft => ({
  ...emptyBuyDraft,
  order: { cryptoCurrency: 'USDT', fiatCurrency, amount: '100', network: 'TRX', address: 'T1', alpha2, payWayCode, cryptoCurrencyVolume: '99', depositType: 2 },
});

describe('returning to home with a saved pay way (product §4)', () => {
  it('quotes the buy tab with the pay way chosen for its fiat and country', () => {
    expect(withSavedPayWay(form, chose('80041'), null)).toEqual({ ...form, payWayCode: '80041' });
  });

  it('leaves the form as it is without a saved pay way, or when the fiat or the country changed since', () => {
    expect(withSavedPayWay(form, emptyBuyDraft, null)).toBe(form);
    expect(withSavedPayWay(form, chose(undefined), null)).toBe(form);
    expect(withSavedPayWay(form, chose('80041', 'USD', 'US'), null)).toBe(form);
    expect(withSavedPayWay(form, chose('80041', 'EUR', 'BE'), null)).toBe(form);
  });

  it('never carries a pay way into another merchant context: a merchant link opened since, or the plain checkout after one', () => {
    expect(withSavedPayWay(form, chose('80041'), 'demo-shop')).toBe(form);
    expect(withSavedPayWay(form, { ...chose('80041'), merchantAppId: 'demo-shop' }, null)).toBe(form);
    expect(withSavedPayWay(form, { ...chose('80041'), merchantAppId: 'demo-shop' }, 'demo-shop')).toEqual({ ...form, payWayCode: '80041' });
  });
});
