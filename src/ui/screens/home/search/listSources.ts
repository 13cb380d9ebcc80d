import type { ApiClient } from '../../../../api/client';
import { unwrap } from '../../../../api/unwrap';
import { constants } from '../../../../shared/config/constants';
import type { CryptoItem, CryptoList, CryptoListQuery, FiatItem, FiatList, FiatListQuery } from '../../../../shared/generated/api/lists.schema';
import type { PagedAnswer } from './usePagedList';

export type { CryptoItem, FiatItem };

export interface FiatExtra {
  recent: FiatItem[];
}

export interface CryptoExtra {
  recent: CryptoItem[];
  popular: CryptoItem[];
}

/** Spec §7: the fiat list comes in one page of 999 with the side's recent list. */
export function fiatPages(api: ApiClient, side: 'buy' | 'sell') {
  return async (pageIndex: number, name: string): Promise<PagedAnswer<FiatItem, FiatExtra>> => {
    const query: FiatListQuery = { pageIndex, pageSize: constants.fiatListPageSize, side, name: name || undefined };
    const data = unwrap(await api.request<FiatList>({ method: 'GET', path: '/index/v2/world/fiat/list', query: { ...query } }));
    return {
      items: data.pageData.result,
      total: data.pageData.total,
      extra: { recent: side === 'buy' ? data.buyRecentFiatList : data.sellRecentFiatList },
    };
  };
}

/**
 * Spec §7: the crypto list (crypto and network pairs) pages by 20 with the popular and recent
 * lists. The server serves it at /index/v2/crypto/list (schemas/api/lists.schema.json).
 */
export function cryptoPages(api: ApiClient, side: 'buy' | 'sell', fiat: string) {
  return async (pageIndex: number, coin: string): Promise<PagedAnswer<CryptoItem, CryptoExtra>> => {
    const query: CryptoListQuery = { pageIndex, pageSize: constants.cryptoListPageSize, side, coin: coin || undefined, fiat };
    const data = unwrap(await api.request<CryptoList>({ method: 'GET', path: '/index/v2/crypto/list', query: { ...query } }));
    return {
      items: data.pageData.result,
      total: data.pageData.total,
      extra: { recent: data.recentBuyList, popular: data.popularList },
    };
  };
}
