import type { ApiClient, QueryValue } from '../client';
import type { CreateBuyOrderBody } from '../../shared/generated/api/buy.schema';
import type { WalletCheckBody } from '../../shared/generated/api/pay.schema';
import type { CreatedOrder, PayResult, SavedCard } from '../types';

/** spec §7 Buy order: the submit calls, one per gateway family. Their payloads are gateway-specific. */
export const paySubmitPaths = [
  '/pay/idr/submit',
  '/pay/card/submit',
  '/pay/saasSubmit',
  '/pay/php/submit',
  '/pay/mxn/submit',
  '/pay/pix/submit',
  '/pay/binance/submit',
] as const;
export type PaySubmitPath = (typeof paySubmitPaths)[number];

export const createOrder = (api: ApiClient, body: CreateBuyOrderBody) =>
  api.submit<CreatedOrder>('buy.createOrder', { method: 'POST', path: '/trade/create', body });

export const payProduct = (api: ApiClient, product: string, body: Record<string, unknown>) =>
  api.submit<CreatedOrder>(`buy.pay.${product}`, { method: 'POST', path: `/pay/${encodeURIComponent(product)}`, body });

export const paySubmit = (api: ApiClient, path: PaySubmitPath, body: Record<string, unknown>) =>
  api.submit<CreatedOrder>(`buy.submit.${path}`, { method: 'POST', path, body });

export const saveCard = (api: ApiClient, body: Record<string, unknown>) =>
  api.submit<SavedCard>('buy.saveCard', { method: 'POST', path: '/user/card/submit', body });

export const deleteCard = (api: ApiClient, userCardId: string) =>
  api.submit<null>('buy.deleteCard', { method: 'POST', path: '/user/card/delete/', body: { userCardId } });

export const payResult = (api: ApiClient, orderNo: string, signal?: AbortSignal) =>
  api.request<PayResult>({ method: 'GET', path: '/pay/result/check', query: { orderNo }, signal });

export const payMessage = (api: ApiClient, orderNo: string) =>
  api.request<unknown>({ method: 'GET', path: '/pay/message/query', query: { orderNo } });

export const verifyApplePayDomain = (api: ApiClient, body: Record<string, unknown>) =>
  api.request<unknown>({ method: 'POST', path: '/pay/apple/domainName/verify', body });

export const lastPayFormData = (api: ApiClient, payWayCode: string) =>
  api.request<Record<string, unknown>>({ method: 'GET', path: '/crypto/get/user/pay/formData', query: { payWayCode } });

export const paymentMethodList = (api: ApiClient, query: Record<string, QueryValue>) =>
  api.request<unknown[]>({ method: 'GET', path: '/crypto/payment/in/list', query });

export const tradeList = (api: ApiClient, query: Record<string, QueryValue>) =>
  api.request<unknown>({ method: 'GET', path: '/trade/list', query });

export const tradeById = (api: ApiClient, id: string) =>
  api.request<unknown>({ method: 'GET', path: `/trade/${encodeURIComponent(id)}` });

export const buyOrderDetails = (api: ApiClient, orderNo: string) =>
  api.request<unknown>({ method: 'GET', path: '/trade/query/buy/order/details', query: { orderNo } });

export const updateOrder = (api: ApiClient, body: Record<string, unknown>) =>
  api.submit<unknown>('buy.updateOrder', { method: 'POST', path: '/trade/order/update', body });

export const resolveEns = (api: ApiClient, name: string) =>
  api.request<string>({ method: 'GET', path: '/crypto/ens', query: { name } });

/** A truthy data means the wallet is ok (spec §7). */
export const checkWallet = (api: ApiClient, body: WalletCheckBody) =>
  api.request<unknown>({ method: 'POST', path: '/crypto/wallet/check', body });

export const checkMerchantParams = (api: ApiClient, query: Record<string, QueryValue>) =>
  api.request<unknown>({ method: 'GET', path: '/merchant/params/check', query });
