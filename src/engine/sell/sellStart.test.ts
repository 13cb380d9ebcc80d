import { describe, expect, it } from 'vitest';
import { loadSellDeepLink, parseSellDeepLink, saveSellDeepLink } from './sellDeepLink';
import { routePath } from '../../shared/config/routes';
import { sellFormRoute, sellStartIntent } from './sellStart';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe('sell start', () => {
  it('sends a visitor to the e-mail login and back to sell afterwards', () => {
    expect(sellStartIntent(false)).toEqual({ type: 'navigate', route: 'emailCode', origin: 'sell' });
  });

  it('sends a signed-in user to the sell form', () => {
    expect(sellStartIntent(true)).toEqual({ type: 'navigate', route: 'sellFormUserInfo' });
    expect(routePath(sellFormRoute)).toBe('/sell-formUserInfo');
  });
});

describe('sell deep link', () => {
  const query = { source: '3', fiat: 'EUR', country: 'DE', crypto: 'USDT', network: 'TRX', cryptoAmount: '50', appId: 'm1' };

  it('pre-fills fiat, crypto, network and amount, sets merchant type sell and switches to the sell tab', () => {
    expect(parseSellDeepLink(query)).toEqual({ fiat: 'EUR', country: 'DE', crypto: 'USDT', network: 'TRX', cryptoAmount: '50', appId: 'm1', merchantType: 'sell', tab: 'sell' });
  });

  it('is not a deep link without source 3', () => {
    expect(parseSellDeepLink({ ...query, source: '2' })).toBeUndefined();
    expect(parseSellDeepLink({ fiat: 'EUR' })).toBeUndefined();
  });

  it('is kept for the session', () => {
    const storage = memoryStorage();
    const link = parseSellDeepLink(query);
    if (!link) throw new Error('expected a deep link');
    saveSellDeepLink(storage, link);
    expect(loadSellDeepLink(storage)).toEqual(link);
    expect(loadSellDeepLink(memoryStorage())).toBeUndefined();
  });

  it('reads a damaged stored deep link as none', () => {
    const storage = memoryStorage();
    storage.setItem('gangway.sellDeepLink', '{not json');
    expect(loadSellDeepLink(storage)).toBeUndefined();
    storage.setItem('gangway.sellDeepLink', JSON.stringify({ fiat: 'EUR' }));
    expect(loadSellDeepLink(storage)).toBeUndefined();
  });
});
