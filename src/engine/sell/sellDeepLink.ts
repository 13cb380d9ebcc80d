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

/** The deep link kept for this session (a reload restores it, docs/embedding.md); anything unreadable counts as none. */
export function loadSellDeepLink(storage: KeyValueStorage): SellDeepLink | undefined {
  const stored = storage.getItem(sellDeepLinkStorageKey);
  if (!stored) return undefined;
  try {
    const value = JSON.parse(stored) as Partial<SellDeepLink> | null;
    return value?.merchantType === 'sell' && value.tab === 'sell' ? (value as SellDeepLink) : undefined;
  } catch {
    return undefined;
  }
}
