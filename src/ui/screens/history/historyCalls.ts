import type { ApiClient, ApiResult } from '../../../api/client';
import { buyOrderDetails, tradeList } from '../../../api/endpoints/buy';
import type { TradeListQuery, TradePage } from '../../../shared/generated/api/buy.schema';
import type { SellOrderDetails } from '../../../shared/generated/api/sell.schema';
import type { BuyOrderView } from './orderViews';

// The endpoint helpers type these answers as unknown; the casts name the generated response types.
function as<T>(result: ApiResult<unknown>): ApiResult<T> {
  return result as ApiResult<T>;
}

/** GET /trade/list: buy and sell orders, newest first, closed ones left out on request (spec §4). */
export const loadTradeList = async (api: ApiClient, query: TradeListQuery) => as<TradePage>(await tradeList(api, { ...query }));

export const loadBuyDetails = async (api: ApiClient, orderNo: string) => as<BuyOrderView>(await buyOrderDetails(api, orderNo));

export type { SellOrderDetails };

/**
 * The path the server serves (src/server/routes/sell.ts); src/api's sellOrderHistoryDetails names
 * /trade/query/sell/order/history/details, which the server does not serve.
 */
export const loadSellDetails = async (api: ApiClient, orderNo: string) =>
  as<SellOrderDetails>(await api.request<unknown>({ method: 'GET', path: '/trade/query/sell/order/details', query: { orderNo } }));
