/* Generated from schemas/ by `npm run gen:types`. Do not edit: change the schema and run it again. */

/**
 * Request bodies and queries of the buy-order calls (spec §7 Buy order).
 */
export type BuyApi = CreateBuyOrderBody | OrderNoQuery | UpdateBuyOrderBody | TradeListQuery | TradeIdParams;

/**
 * POST /trade/create: spec §3 placeOrderQuery plus the quote it was priced with. Idempotent on the submit-token header.
 */
export interface CreateBuyOrderBody {
  /**
   * quoteId of a live buy quote; an expired one is refused (quoteExpired).
   */
  quoteId: string;
  /**
   * Crypto symbol (assets.json).
   */
  cryptoCurrency: string;
  /**
   * Receiving wallet address, checked with the network's rules.
   */
  address: string;
  /**
   * Network code (networks.json).
   */
  network: string;
  /**
   * ISO 4217 fiat code.
   */
  fiatCurrency: string;
  /**
   * Fiat amount; must equal the quote's.
   */
  amount: string;
  /**
   * Spec §9 deposit type (2).
   */
  depositType?: number;
  /**
   * payWayCode of the catalogue (config/payment-methods.json).
   */
  payWayCode: string;
  /**
   * Crypto amount shown to the user; informative, the quote's amount is used.
   */
  cryptoCurrencyVolume?: string;
  /**
   * ISO 3166-1 alpha-2 country of the fiat.
   */
  alpha2: string;
  /**
   * Memo or tag for networks that route by it.
   */
  memo?: string;
  /**
   * Opaque merchant parameter kept with the order.
   */
  merchantParam?: string;
}
/**
 * Query naming one order (fee info, details, result check, message query).
 */
export interface OrderNoQuery {
  /**
   * Order number.
   */
  orderNo: string;
}
/**
 * POST /trade/order/update: after a decline, change the payment method with a fresh quote (spec §4).
 */
export interface UpdateBuyOrderBody {
  /**
   * Order number.
   */
  orderNo: string;
  /**
   * payWayCode of the catalogue (config/payment-methods.json).
   */
  payWayCode: string;
  /**
   * quoteId of a live quote for the new method.
   */
  quoteId: string;
}
/**
 * GET /trade/list: buy and sell history, newest first.
 */
export interface TradeListQuery {
  /**
   * Page number from 1.
   */
  pageIndex?: number;
  /**
   * Orders per page.
   */
  pageSize?: number;
  /**
   * Spec §4: leave closed orders out.
   */
  hideClosed?: boolean;
}
/**
 * GET /trade/{id}: one buy or sell order.
 */
export interface TradeIdParams {
  /**
   * Order number.
   */
  id: string;
}
