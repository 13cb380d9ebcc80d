import type { KeyValueStorage } from '../../api/fingerprint';

/** spec §3: the source value of the sell deep link on /sell-formUserInfo. */
export const sellDeepLinkSource = '3';

export const sellDeepLinkStorageKey = 'gangway.sellDeepLink';

/** What the sell deep link pre-fills (spec §4), with the merchant type and tab it switches to. */
export interface SellDeepLink {
  fiat?: string;
  country?: string;
  crypto?: string;
  network?: string;
  cryptoAmount?: string;
  appId?: string;
  merchantType: 'sell';
  tab: 'sell';
}

/** The deep link in a query, or undefined when the query is not one (source other than 3). */
export function parseSellDeepLink(query: Record<string, string | undefined>): SellDeepLink | undefined {
  if (query.source !== sellDeepLinkSource) return undefined;
  const { fiat, country, crypto, network, cryptoAmount, appId } = query;
  return { fiat, country, crypto, network, cryptoAmount, appId, merchantType: 'sell', tab: 'sell' };
}

/** spec §4: the deep link is kept for the session (sessionStorage in the browser). */
export function saveSellDeepLink(storage: KeyValueStorage, link: SellDeepLink): void {
  storage.setItem(sellDeepLinkStorageKey, JSON.stringify(link));
}

export function loadSellDeepLink(storage: KeyValueStorage): SellDeepLink | undefined {
  const stored = storage.getItem(sellDeepLinkStorageKey);
  return stored ? (JSON.parse(stored) as SellDeepLink) : undefined;
}
