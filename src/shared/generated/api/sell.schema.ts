/* Generated from schemas/ by `npm run gen:types`. Do not edit: change the schema and run it again. */

/**
 * Request bodies and queries of the sell calls (spec §7 Sell).
 */
export type SellApi =
  CreateSellOrderBody | SellHistoryQuery | SwitchNetworkBody | RefundQuery | ConfirmSellBody | SandboxDepositBody;

/**
 * POST /trade/create/sell/coin/order. Idempotent on the submit-token header.
 */
export interface CreateSellOrderBody {
  /**
   * quoteId of a live sell quote.
   */
  quoteId: string;
  /**
   * Crypto symbol.
   */
  crypto: string;
  /**
   * Network code.
   */
  network: string;
  /**
   * ISO 4217 fiat code.
   */
  fiat: string;
  /**
   * ISO 3166-1 alpha-2 country of the fiat.
   */
  alpha2: string;
  /**
   * Crypto to sell, at most 6 decimals; must equal the quote's.
   */
  cryptoAmount: string;
  /**
   * payWayCode of the catalogue (config/payment-methods.json).
   */
  payWayCode?: string;
  /**
   * Payout account to pay.
   */
  userAccountId?: string;
}
/**
 * GET /trade/query/sell/order/history.
 */
export interface SellHistoryQuery {
  /**
   * Page number from 1.
   */
  pageIndex?: number;
  /**
   * Orders per page.
   */
  pageSize?: number;
}
/**
 * POST /trade/sell/order/switching/network: before any deposit.
 */
export interface SwitchNetworkBody {
  /**
   * Order number.
   */
  orderNo: string;
  /**
   * Network code.
   */
  network: string;
}
/**
 * GET /trade/sell/order/refund: refund a failed payout to a Tron address in USDT.
 */
export interface RefundQuery {
  /**
   * Order number.
   */
  orderNo: string;
  /**
   * Tron address.
   */
  address: string;
}
/**
 * POST /trade/confirm/sellOrder and /trade/update/sellOrder/account.
 */
export interface ConfirmSellBody {
  /**
   * Order number.
   */
  orderNo: string;
  /**
   * Payout account to pay.
   */
  userAccountId?: string;
}
/**
 * POST /api/sandbox/sell/{orderNo}/deposit (not served in production).
 */
export interface SandboxDepositBody {
  /**
   * Amount that arrived; the order's amount when left out.
   */
  cryptoAmount?: string;
}
