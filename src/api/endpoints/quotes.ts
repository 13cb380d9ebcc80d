import type { ApiClient, QueryValue, Requester } from '../client';
import type { DataOf } from '../dataOf';
import type { BuyQuoteBody, BuyQuoteResponse, SellQuoteQuery, SellQuoteResponse } from '../../shared/generated/api/quotes.schema';
import type { OrderFeeInfoResponse } from '../../shared/generated/api/buy.schema';

interface CallOptions {
  signal?: AbortSignal;
  /** The page or merchant query string that follows the quote path (product §7). */
  pageQuery?: Record<string, QueryValue>;
  /** No toast for a refusal: the page that asked says the reason in place (the fee panel). */
  silent?: boolean;
}

/** product §7 Quotes and fees. */
export const buyQuote = (api: Requester, body: BuyQuoteBody, options: CallOptions = {}) =>
  api.request<DataOf<BuyQuoteResponse>>({
    method: 'POST',
    path: '/index/v2/trade/quote',
    query: options.pageQuery,
    body,
    signal: options.signal,
    silent: options.silent,
  });

export const sellQuote = (api: Requester, query: SellQuoteQuery, options: CallOptions = {}) =>
  api.request<DataOf<SellQuoteResponse>>({
    method: 'GET',
    path: '/index/v2/sell/trade/quote',
    query: { ...options.pageQuery, ...query },
    signal: options.signal,
    silent: options.silent,
  });

// Fee requests fail silently (product §7).
export const orderFeeInfo = (api: ApiClient, orderNo: string) =>
  api.request<DataOf<OrderFeeInfoResponse>>({ method: 'GET', path: '/trade/query/order/fee/info', query: { orderNo }, silent: true });
