/* Generated from schemas/ by `npm run gen:types`. Do not edit: change the schema and run it again. */

import type { SellOrderStatus } from './buy.schema';
export type { SellOrderStatus } from './buy.schema';
import type { Envelope } from './common.schema';
export type { Envelope } from './common.schema';

/**
 * Request and response bodies of the sell calls (product §7 Sell).
 */
export type SellApi =
  | CreateSellOrderBody
  | SellHistoryQuery
  | SwitchNetworkBody
  | RefundQuery
  | ConfirmSellBody
  | SandboxDepositBody
  | SellOrderStatus
  | SellOrder
  | SellOrderResponse
  | SellOrderDetails
  | SellOrderDetailsResponse
  | SellPage
  | SellPageResponse
  | RefundOffer
  | RefundOfferResponse;
/**
 * quoteId of a live sell quote; one that expired or already priced another order is refused (quoteExpired). A quote prices one order.
 */
export type QuoteId = string;
/**
 * Crypto amount of the order.
 */
export type DecimalString = string;
/**
 * Fiat paid out, after the ramp fee (final total): the quoted amount until the deposit arrives, then what the crypto actually deposited pays at the order's price and fee schedule.
 */
export type DecimalString1 = string;
/**
 * Fiat per one crypto.
 */
export type DecimalString2 = string;
/**
 * Ramp fee in the fiat: the quoted fee, then the fee on the crypto actually deposited.
 */
export type DecimalString3 = string;
/**
 * Order time.
 */
export type EpochMs = number;
/**
 * Deposit deadline; do not send funds after it.
 */
export type EpochMs1 = number;
/**
 * The envelope around one sell order.
 */
export type SellOrderResponse = Envelope & SellOrderResponse1;
/**
 * GET /trade/query/sell/order/details: the order plus its recipient account.
 */
export type SellOrderDetails = SellOrder & SellOrderDetails1;
/**
 * Last change.
 */
export type EpochMs2 = number;
/**
 * The envelope around a sell order's details.
 */
export type SellOrderDetailsResponse = Envelope & SellOrderDetailsResponse1;
/**
 * The envelope around a page of sell orders.
 */
export type SellPageResponse = Envelope & SellPageResponse1;
/**
 * Refund amount, rounded down to the crypto's decimals.
 */
export type DecimalString4 = string;
/**
 * The envelope around a refund offer.
 */
export type RefundOfferResponse = Envelope & RefundOfferResponse1;

/**
 * POST /trade/create/sell/coin/order. Idempotent on the submit-token header.
 */
export interface CreateSellOrderBody {
  quoteId: QuoteId;
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
   * Amount that arrived, with at most the crypto's decimals; the order's amount when left out. The payout is settled on it.
   */
  cryptoAmount?: string;
}
/**
 * Product §3 order history (sell): the buy fields plus actual amount, final total, confirmed, transfer and refund times.
 */
export interface SellOrder {
  /**
   * A sell order.
   */
  side: 'sell';
  /**
   * Order number.
   */
  orderNo: string;
  status: SellOrderStatus;
  /**
   * Payout method.
   */
  payWayCode: string;
  /**
   * ISO 4217 fiat paid out.
   */
  fiat: string;
  /**
   * Country of the payout.
   */
  alpha2: string;
  /**
   * Crypto sold.
   */
  crypto: string;
  /**
   * Network the deposit is expected on.
   */
  network: string;
  cryptoAmount: DecimalString;
  /**
   * Crypto actually deposited (product §3 actual amount), null before the deposit.
   */
  actualCryptoAmount: string | null;
  fiatAmount: DecimalString1;
  price: DecimalString2;
  rampFee: DecimalString3;
  /**
   * Address to send the crypto to.
   */
  depositAddress: string;
  /**
   * Memo to send with it, or null.
   */
  depositMemo: string | null;
  /**
   * TxID of the deposit, or null.
   */
  depositTxId: string | null;
  /**
   * Payout account (recipient account), or null before one is chosen.
   */
  userAccountId: string | null;
  /**
   * Tron address of a USDT refund, or null.
   */
  refundAddress: string | null;
  /**
   * Refund amount in the refund crypto, or null.
   */
  refundAmount: string | null;
  /**
   * The crypto the refund is paid in (USDT), the unit of refundAmount; null before a refund is asked for.
   */
  refundCrypto: string | null;
  /**
   * Network code of the refund (TRX), for its explorer link; null before a refund is asked for.
   */
  refundNetwork: string | null;
  /**
   * TxID of the refund once refunded, else null.
   */
  refundTxId: string | null;
  createdAt: EpochMs;
  expiresAt: EpochMs1;
  /**
   * Deposit time. Epoch ms; null until then.
   */
  depositedAt: number | null;
  /**
   * Confirmed time. Epoch ms; null until then.
   */
  confirmedAt: number | null;
  /**
   * Transfer time, once completed. Epoch ms; null until then.
   */
  transferredAt: number | null;
  /**
   * Refund time, once refunded. Epoch ms; null until then.
   */
  refundedAt: number | null;
  /**
   * Why a failed (then refunding or refunded) order failed: amountOutOfRange when the crypto deposited was outside the sell range (product §5), so nothing is paid out and only its refund is offered; bankRejected when the bank rejected the fiat transfer. Null otherwise.
   */
  failureReason?: 'amountOutOfRange' | 'bankRejected' | null;
}
export interface SellOrderResponse1 {
  data: SellOrder;
}
export interface SellOrderDetails1 {
  /**
   * The payout account (masked), or null before one is chosen.
   */
  recipientAccount: PayoutAccount | null;
}
/**
 * A saved payout account as the API shows it: the number that identifies it (account number, IBAN, PIX key…) as stars and its last four characters, tax ids and similar fields masked as product §9 says (config/constants.json payoutAccountVisibleLastChars, maskVisibleChars).
 */
export interface PayoutAccount {
  /**
   * Id to pay out to or update the account.
   */
  userAccountId: string;
  /**
   * Country of the payout form.
   */
  alpha2: string;
  /**
   * Payout method.
   */
  payWayCode: string;
  /**
   * The form fields of config/payout-forms/<country>.json, sensitive ones masked.
   */
  account: {
    [k: string]: string | undefined;
  };
  updatedAt: EpochMs2;
  /**
   * When the payout rail rejected a payout to this account (epoch ms); null when it has not, or the account was changed since. A rejected account is never preselected.
   */
  rejectedAt: number | null;
}
export interface SellOrderDetailsResponse1 {
  data: SellOrderDetails;
}
/**
 * GET /trade/query/sell/order/history: one page of sell orders, newest first.
 */
export interface SellPage {
  result: SellOrder[];
  /**
   * Sell orders over all pages.
   */
  total: number;
}
export interface SellPageResponse1 {
  data: SellPage;
}
/**
 * GET /trade/sell/refund/page/data: what a refund of the failed payout would send.
 */
export interface RefundOffer {
  /**
   * Order number.
   */
  orderNo: string;
  /**
   * Refund crypto (USDT).
   */
  crypto: string;
  /**
   * Refund network (Tron).
   */
  network: string;
  amount: DecimalString4;
}
export interface RefundOfferResponse1 {
  data: RefundOffer;
}
