import type { ApiClient, QueryValue } from '../client';
import type { DataOf } from '../dataOf';
import type {
  BuyOrderDetailsResponse, BuyOrderResponse, CreateBuyOrderBody, TradeListQuery, TradeOrderResponse, TradePageResponse, UpdateBuyOrderBody,
} from '../../shared/generated/api/buy.schema';
import type { CardSavedResponse, DeleteCardBody, SaveCardBody, SavedCardsResponse } from '../../shared/generated/api/cards.schema';
import type { BooleanEnvelope } from '../../shared/generated/api/common.schema';
import type { MerchantCheckResponse } from '../../shared/generated/api/merchant.schema';
import type {
  AppleDomainBody, AppleDomainResponse, CardPaymentBody, CardPaymentResponse, EnsNameResponse, LocalPaymentBody, PayFormDataResponse,
  PaymentInListQuery, PaymentInstructionsResponse, PaymentMethodListResponse, PayMessageResponse, PayProductResponse, PayResultResponse,
  WalletCheckBody,
} from '../../shared/generated/api/pay.schema';

/**
 * spec §7 Buy order: the submit calls of the local schemes. Their body is the order (and the bank
 * of a virtual account); the server issues the instructions of the order's own method.
 */
export const localPaySubmitPaths = [
  '/pay/idr/submit',
  '/pay/saasSubmit',
  '/pay/php/submit',
  '/pay/mxn/submit',
  '/pay/pix/submit',
  '/pay/binance/submit',
] as const;
export type LocalPaySubmitPath = (typeof localPaySubmitPaths)[number];

export const createOrder = (api: ApiClient, body: CreateBuyOrderBody) =>
  api.submit<DataOf<BuyOrderResponse>>('buy.createOrder', { method: 'POST', path: '/trade/create', body });

/**
 * POST /pay/{product}: product is the method's type in the catalogue, the body names the order only.
 * A local scheme answers its instructions; Apple Pay and Google Pay answer the wallet sheet.
 */
export const payProduct = (api: ApiClient, product: string, body: LocalPaymentBody) =>
  api.submit<DataOf<PayProductResponse>>(`buy.pay.${product}`, { method: 'POST', path: `/pay/${encodeURIComponent(product)}`, body });

/** The card charge (spec §7 /pay/card/submit): a saved card by userCardId, or a new card. A decline answers its §8 code. */
export const payByCard = (api: ApiClient, body: CardPaymentBody) =>
  api.submit<DataOf<CardPaymentResponse>>('buy.submit.card', { method: 'POST', path: '/pay/card/submit', body });

export const paySubmit = (api: ApiClient, path: LocalPaySubmitPath, body: LocalPaymentBody) =>
  api.submit<DataOf<PaymentInstructionsResponse>>(`buy.submit.${path}`, { method: 'POST', path, body });

export const saveCard = (api: ApiClient, body: SaveCardBody) =>
  api.submit<DataOf<CardSavedResponse>>('buy.saveCard', { method: 'POST', path: '/user/card/submit', body });

export const deleteCard = (api: ApiClient, userCardId: DeleteCardBody['userCardId']) =>
  api.submit<DataOf<SavedCardsResponse>>('buy.deleteCard', { method: 'POST', path: '/user/card/delete/', body: { userCardId } });

export const payResult = (api: ApiClient, orderNo: string, signal?: AbortSignal) =>
  api.request<DataOf<PayResultResponse>>({ method: 'GET', path: '/pay/result/check', query: { orderNo }, signal });

export const payMessage = (api: ApiClient, orderNo: string) =>
  api.request<DataOf<PayMessageResponse>>({ method: 'GET', path: '/pay/message/query', query: { orderNo } });

export const verifyApplePayDomain = (api: ApiClient, body: AppleDomainBody) =>
  api.request<DataOf<AppleDomainResponse>>({ method: 'POST', path: '/pay/apple/domainName/verify', body });

/** The last pay form of the method and, for cards, the saved cards (spec §3 lastTimePaymentFormInfo). */
export const lastPayFormData = (api: ApiClient, payWayCode: string) =>
  api.request<DataOf<PayFormDataResponse>>({ method: 'GET', path: '/crypto/get/user/pay/formData', query: { payWayCode } });

export const paymentMethodList = (api: ApiClient, query: PaymentInListQuery) =>
  api.request<DataOf<PaymentMethodListResponse>>({ method: 'GET', path: '/crypto/payment/in/list', query: { ...query } });

export const tradeList = (api: ApiClient, query: TradeListQuery) =>
  api.request<DataOf<TradePageResponse>>({ method: 'GET', path: '/trade/list', query: { ...query } });

export const tradeById = (api: ApiClient, id: string) =>
  api.request<DataOf<TradeOrderResponse>>({ method: 'GET', path: `/trade/${encodeURIComponent(id)}` });

export const buyOrderDetails = (api: ApiClient, orderNo: string, signal?: AbortSignal) =>
  api.request<DataOf<BuyOrderDetailsResponse>>({ method: 'GET', path: '/trade/query/buy/order/details', query: { orderNo }, signal });

/** Another payment method for an unpaid order, with a fresh quote. */
export const updateOrder = (api: ApiClient, body: UpdateBuyOrderBody) =>
  api.submit<DataOf<BuyOrderResponse>>('buy.updateOrder', { method: 'POST', path: '/trade/order/update', body });

/** An ENS, Unstoppable or SPACE ID name to its address (spec §5); silent when the caller shows a name that does not resolve itself. */
export const resolveEns = (api: ApiClient, domain: string, signal?: AbortSignal, silent = false) =>
  api.request<DataOf<EnsNameResponse>>({ method: 'GET', path: '/crypto/ens', query: { domain }, signal, silent });

/** A truthy data means the wallet is ok (spec §7). */
export const checkWallet = (api: ApiClient, body: WalletCheckBody) =>
  api.request<DataOf<BooleanEnvelope>>({ method: 'POST', path: '/crypto/wallet/check', body });

/**
 * The merchant link's whole query: its signature covers every parameter, so nothing is dropped
 * here (schemas/api/merchant.schema.json merchantParamsQuery names the ones the server reads).
 * silent: docking says a refusal in its own notice (docs/embedding.md), not in a toast.
 */
export const checkMerchantParams = (api: ApiClient, query: Record<string, QueryValue>, options: { signal?: AbortSignal; silent?: boolean } = {}) =>
  api.request<DataOf<MerchantCheckResponse>>({ method: 'GET', path: '/merchant/params/check', query, ...options });
