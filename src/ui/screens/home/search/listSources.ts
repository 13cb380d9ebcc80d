import type { ApiClient } from '../../../../api/client';
import { cryptoList, fiatList } from '../../../../api/endpoints/home';
import { unwrap } from '../../../../api/unwrap';
import { constants } from '../../../../shared/config/constants';
import type { CryptoItem, FiatItem } from '../../../../shared/generated/api/lists.schema';
import type { PagedAnswer } from './usePagedList';

export type { CryptoItem, FiatItem };

export interface FiatExtra {
  recent: FiatItem[];
}

export interface CryptoExtra {
  recent: CryptoItem[];
  popular: CryptoItem[];
}

/** Product §7: the fiat list comes in one page of 999 with the side's recent list. */
export function fiatPages(api: ApiClient, side: 'buy' | 'sell') {
  return async (pageIndex: number, name: string): Promise<PagedAnswer<FiatItem, FiatExtra>> => {
    const data = unwrap(await fiatList(api, { pageIndex, pageSize: constants.fiatListPageSize, side, name: name || undefined }));
    return {
      items: data.pageData.result,
      total: data.pageData.total,
      extra: { recent: side === 'buy' ? data.buyRecentFiatList : data.sellRecentFiatList },
    };
  };
}

/**
 * Product §7: the crypto list (crypto and network pairs) pages by 20 with the popular and recent lists,
 * "and for page merchants network and crypto": the filter narrows it to what the merchant fixed.
 */
export function cryptoPages(api: ApiClient, side: 'buy' | 'sell', fiat: string, filter: { crypto?: string; network?: string } = {}) {
  return async (pageIndex: number, coin: string): Promise<PagedAnswer<CryptoItem, CryptoExtra>> => {
    const data = unwrap(
      await cryptoList(api, {
        pageIndex,
        pageSize: constants.cryptoListPageSize,
        side,
        coin: coin || undefined,
        fiat,
        crypto: filter.crypto,
        network: filter.network,
      }),
    );
    return {
      items: data.pageData.result,
      total: data.pageData.total,
      extra: { recent: data.recentBuyList, popular: data.popularList },
    };
  };
}
