import type { ApiClient, QueryValue } from '../client';
import type { BuyQuoteRequest, OrderFeeInfo, QuoteData, SellQuoteRequest } from '../types';

interface CallOptions {
  signal?: AbortSignal;
  /** The page or merchant query string that follows the quote path (spec §7). */
  pageQuery?: Record<string, QueryValue>;
}

/** spec §7 Quotes and fees. */
export const buyQuote = (api: ApiClient, body: BuyQuoteRequest, options: CallOptions = {}) =>
  api.request<QuoteData>({ method: 'POST', path: '/index/v2/trade/quote', query: options.pageQuery, body, signal: options.signal });

export const sellQuote = (api: ApiClient, query: SellQuoteRequest, options: CallOptions = {}) =>
  api.request<QuoteData>({
    method: 'GET',
    path: '/index/v2/sell/trade/quote',
    query: { ...options.pageQuery, ...query },
    signal: options.signal,
  });

// Fee requests fail silently (spec §7).
export const orderFeeInfo = (api: ApiClient, orderNo: string) =>
  api.request<OrderFeeInfo>({ method: 'GET', path: '/trade/query/order/fee/info', query: { orderNo }, silent: true });

export const cryptoFee = (api: ApiClient, query: Record<string, QueryValue>) =>
  api.request<unknown>({ method: 'GET', path: '/crypto/fee', query, silent: true });

export const sellFee = (api: ApiClient, query: Record<string, QueryValue>) =>
  api.request<unknown>({ method: 'GET', path: '/crypto/sell/fee/v4', query, silent: true });

export const buyFee = (api: ApiClient, query: Record<string, QueryValue>) =>
  api.request<unknown>({ method: 'GET', path: '/crypto/buy/v2', query, silent: true });
