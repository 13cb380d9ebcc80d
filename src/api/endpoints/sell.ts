import type { ApiClient } from '../client';
import type { DataOf } from '../dataOf';
import type { OrderNoQuery } from '../../shared/generated/api/buy.schema';
import type { PayoutAccountBody, PayoutAccountListResponse, PayoutAccountQuery, PayoutAccountResponse } from '../../shared/generated/api/payout.schema';
import type {
  ConfirmSellBody,
  CreateSellOrderBody,
  RefundOfferResponse,
  RefundQuery,
  SellOrderDetailsResponse,
  SellOrderResponse,
  SwitchNetworkBody,
} from '../../shared/generated/api/sell.schema';

/** product §7 Sell. */
export const createSellOrder = (api: ApiClient, body: CreateSellOrderBody) =>
  api.submit<DataOf<SellOrderResponse>>('sell.createOrder', { method: 'POST', path: '/trade/create/sell/coin/order', body });

export const sellOrder = (api: ApiClient, orderNo: OrderNoQuery['orderNo'], signal?: AbortSignal) =>
  api.request<DataOf<SellOrderResponse>>({ method: 'GET', path: '/trade/query/sell/order', query: { orderNo }, signal });

/** The sell order with its recipient account (product §3 order history, sell; §7 "history and details"). */
export const sellOrderDetails = (api: ApiClient, orderNo: OrderNoQuery['orderNo']) =>
  api.request<DataOf<SellOrderDetailsResponse>>({ method: 'GET', path: '/trade/query/sell/order/details', query: { orderNo } });

export const switchSellNetwork = (api: ApiClient, body: SwitchNetworkBody) =>
  api.submit<DataOf<SellOrderResponse>>('sell.switchNetwork', { method: 'POST', path: '/trade/sell/order/switching/network', body });

export const refundPageData = (api: ApiClient, orderNo: OrderNoQuery['orderNo']) =>
  api.request<DataOf<RefundOfferResponse>>({ method: 'GET', path: '/trade/sell/refund/page/data', query: { orderNo } });

/** The USDT refund to a Tron address after a bank rejection (product §4); a GET in the spec's call list. */
export const requestSellRefund = (api: ApiClient, query: RefundQuery) =>
  api.request<DataOf<SellOrderResponse>>({ method: 'GET', path: '/trade/sell/order/refund', query: { ...query } });

export const payoutAccountList = (api: ApiClient, query: PayoutAccountQuery = {}) =>
  api.request<DataOf<PayoutAccountListResponse>>({ method: 'GET', path: '/user/card/account/list', query: { ...query } });

export const savePayoutAccount = (api: ApiClient, body: PayoutAccountBody) =>
  api.submit<DataOf<PayoutAccountResponse>>('sell.saveAccount', { method: 'POST', path: '/user/card/account/saveOrUpdate', body });

/** Confirms the order for payout, to the given saved account or the one it was created with. */
export const confirmSellOrder = (api: ApiClient, orderNo: ConfirmSellBody['orderNo'], userAccountId?: ConfirmSellBody['userAccountId']) =>
  api.submit<DataOf<SellOrderResponse>>('sell.confirmOrder', { method: 'POST', path: '/trade/confirm/sellOrder', body: { orderNo, userAccountId } });

/** New bank details after the bank rejected the fiat transfer (product §4): userAccountId is required here. */
export const updateSellOrderAccount = (api: ApiClient, body: ConfirmSellBody) =>
  api.submit<DataOf<SellOrderResponse>>('sell.updateAccount', { method: 'POST', path: '/trade/update/sellOrder/account', body });
