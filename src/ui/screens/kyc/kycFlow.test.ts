import { describe, expect, it } from 'vitest';
import { emptyBuyDraft } from '../../state/buyDraft';
import type { HomeFormState } from '../../state/homeForm';
import { kycLevel, quotaFiatOf, saveKycLevel } from './kycFlow';

const home: HomeFormState = {
  tab: 'sell',
  buy: { fiat: 'USD', crypto: 'USDT', network: 'TRX', amount: '100' },
  sell: { fiat: 'BRL', crypto: 'USDT', network: 'TRX', amount: '50' },
};

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('the KYC flow choices', () => {
  it('asks the payment limit in the fiat of the order being verified', () => {
    const order = { cryptoCurrency: 'USDT', fiatCurrency: 'EUR', amount: '1500', network: 'TRX', address: 'T', cryptoCurrencyVolume: '1', depositType: 2 };
    expect(quotaFiatOf({ ...emptyBuyDraft, order, form: home.buy }, home)).toBe('EUR');
  });

  it('falls back to the fiat the buy steps started with, then to the home tab the user is on', () => {
    expect(quotaFiatOf({ ...emptyBuyDraft, form: { ...home.buy, fiat: 'GBP' } }, home)).toBe('GBP');
    expect(quotaFiatOf(emptyBuyDraft, home)).toBe('BRL');
    expect(quotaFiatOf(emptyBuyDraft, { ...home, tab: 'buy' })).toBe('USD');
  });

  it('keeps the chosen document flow for the session, the legend flow by default', () => {
    const storage = memoryStorage();
    expect(kycLevel(storage)).toBe(1);
    saveKycLevel(storage, 2);
    expect(kycLevel(storage)).toBe(2);
  });
});
