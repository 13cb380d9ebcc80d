import type { ApiClient, QueryValue } from '../client';
import type { RefundQuery } from '../../shared/generated/api/sell.schema';
import type { SellOrder } from '../types';

/** spec §7 Sell. */
export const createSellOrder = (api: ApiClient, body: Record<string, unknown>) =>
  api.submit<SellOrder>('sell.createOrder', { method: 'POST', path: '/trade/create/sell/coin/order', body });

export const sellOrder = (api: ApiClient, orderNo: string, signal?: AbortSignal) =>
  api.request<SellOrder>({ method: 'GET', path: '/trade/query/sell/order', query: { orderNo }, signal });

export const sellOrderHistory = (api: ApiClient, query: Record<string, QueryValue>) =>
  api.request<unknown>({ method: 'GET', path: '/trade/query/sell/order/history', query });

export const sellOrderHistoryDetails = (api: ApiClient, orderNo: string) =>
  api.request<unknown>({ method: 'GET', path: '/trade/query/sell/order/history/details', query: { orderNo } });

export const switchSellNetwork = (api: ApiClient, body: { orderNo: string; network: string }) =>
  api.submit<SellOrder>('sell.switchNetwork', { method: 'POST', path: '/trade/sell/order/switching/network', body });

export const refundPageData = (api: ApiClient, orderNo: string) =>
  api.request<unknown>({ method: 'GET', path: '/trade/sell/refund/page/data', query: { orderNo } });

/** The USDT refund to a Tron address after a bank rejection (spec §4); a GET in the spec's call list. */
export const requestSellRefund = (api: ApiClient, query: RefundQuery) =>
  api.request<null>({ method: 'GET', path: '/trade/sell/order/refund', query: { ...query } });

export const payoutMethodList = (api: ApiClient, query: Record<string, QueryValue>) =>
  api.request<unknown[]>({ method: 'GET', path: '/crypto/payment/payout/list', query });

export const payoutAccountList = (api: ApiClient, query: Record<string, QueryValue> = {}) =>
  api.request<unknown[]>({ method: 'GET', path: '/user/card/account/list', query });

export const savePayoutAccount = (api: ApiClient, body: Record<string, unknown>) =>
  api.submit<unknown>('sell.saveAccount', { method: 'POST', path: '/user/card/account/saveOrUpdate', body });

export const confirmSellOrder = (api: ApiClient, orderNo: string) =>
  api.submit<null>('sell.confirmOrder', { method: 'POST', path: '/trade/confirm/sellOrder', body: { orderNo } });

export const updateSellOrderAccount = (api: ApiClient, body: Record<string, unknown>) =>
  api.submit<null>('sell.updateAccount', { method: 'POST', path: '/trade/update/sellOrder/account', body });
