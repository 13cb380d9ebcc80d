import type { ApiClient, QueryValue } from '../client';
import type { DataOf } from '../dataOf';
import type { BuyOrderDetailsResponse, BuyOrderResponse, CreateBuyOrderBody, TradeListQuery, TradePageResponse } from '../../shared/generated/api/buy.schema';
import type { CardSavedResponse, DeleteCardBody, SaveCardBody, SavedCardsResponse } from '../../shared/generated/api/cards.schema';
import type { BooleanEnvelope } from '../../shared/generated/api/common.schema';
import type { MerchantCheckResponse } from '../../shared/generated/api/merchant.schema';
import type {
  CardPaymentBody,
  CardPaymentResponse,
  EnsNameResponse,
  LocalPaymentBody,
  PayFormDataResponse,
  PayProductResponse,
  PayResultResponse,
  WalletCheckBody,
} from '../../shared/generated/api/pay.schema';

export const createOrder = (api: ApiClient, body: CreateBuyOrderBody) =>
  api.submit<DataOf<BuyOrderResponse>>('buy.createOrder', { method: 'POST', path: '/trade/create', body });

/**
 * POST /pay/{product}: product is the method's type in the catalogue, the body names the order only.
 * A local scheme answers its instructions; Apple Pay and Google Pay answer the wallet sheet.
 */
export const payProduct = (api: ApiClient, product: string, body: LocalPaymentBody) =>
  api.submit<DataOf<PayProductResponse>>(`buy.pay.${product}`, { method: 'POST', path: `/pay/${encodeURIComponent(product)}`, body });

/** The card charge (product §7 /pay/card/submit): a saved card by userCardId, or a new card. A decline answers its §8 code. */
export const payByCard = (api: ApiClient, body: CardPaymentBody) =>
  api.submit<DataOf<CardPaymentResponse>>('buy.submit.card', { method: 'POST', path: '/pay/card/submit', body });

export const saveCard = (api: ApiClient, body: SaveCardBody) =>
  api.submit<DataOf<CardSavedResponse>>('buy.saveCard', { method: 'POST', path: '/user/card/submit', body });

export const deleteCard = (api: ApiClient, userCardId: DeleteCardBody['userCardId']) =>
  api.submit<DataOf<SavedCardsResponse>>('buy.deleteCard', { method: 'POST', path: '/user/card/delete/', body: { userCardId } });

export const payResult = (api: ApiClient, orderNo: string, signal?: AbortSignal) =>
  api.request<DataOf<PayResultResponse>>({ method: 'GET', path: '/pay/result/check', query: { orderNo }, signal });

/** The last pay form of the method and, for cards, the saved cards (product §3 lastTimePaymentFormInfo). */
export const lastPayFormData = (api: ApiClient, payWayCode: string) =>
  api.request<DataOf<PayFormDataResponse>>({ method: 'GET', path: '/crypto/get/user/pay/formData', query: { payWayCode } });

export const tradeList = (api: ApiClient, query: TradeListQuery) =>
  api.request<DataOf<TradePageResponse>>({ method: 'GET', path: '/trade/list', query: { ...query } });

export const buyOrderDetails = (api: ApiClient, orderNo: string, signal?: AbortSignal) =>
  api.request<DataOf<BuyOrderDetailsResponse>>({ method: 'GET', path: '/trade/query/buy/order/details', query: { orderNo }, signal });

/** An ENS, Unstoppable or SPACE ID name to its address (product §5); silent when the caller shows a name that does not resolve itself. */
export const resolveEns = (api: ApiClient, domain: string, signal?: AbortSignal, silent = false) =>
  api.request<DataOf<EnsNameResponse>>({ method: 'GET', path: '/crypto/ens', query: { domain }, signal, silent });

/** A truthy data means the wallet is ok (product §7). */
export const checkWallet = (api: ApiClient, body: WalletCheckBody) =>
  api.request<DataOf<BooleanEnvelope>>({ method: 'POST', path: '/crypto/wallet/check', body });

/**
 * The merchant link's whole query: its signature covers every parameter, so nothing is dropped
 * here (schemas/api/merchant.schema.json merchantParamsQuery names the ones the server reads).
 * silent: docking says a refusal in its own notice (docs/embedding.md), not in a toast.
 */
export const checkMerchantParams = (api: ApiClient, query: Record<string, QueryValue>, options: { signal?: AbortSignal; silent?: boolean } = {}) =>
  api.request<DataOf<MerchantCheckResponse>>({ method: 'GET', path: '/merchant/params/check', query, ...options });
