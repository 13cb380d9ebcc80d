/* Generated from schemas/ by `npm run gen:types`. Do not edit: change the schema and run it again. */

import type { Envelope } from './common.schema';
export type { Envelope } from './common.schema';

/**
 * Request and response bodies of the buy-order calls (product §7 Buy order) and the order history.
 */
export type BuyApi =
  | CreateBuyOrderBody
  | OrderNoQuery
  | UpdateBuyOrderBody
  | TradeListQuery
  | TradeIdParams
  | BuyOrderStatus
  | BuyOrder
  | BuyOrderResponse
  | BuyOrderDetails
  | BuyOrderDetailsResponse
  | TradeOrder
  | TradeOrderResponse
  | TradePage
  | TradePageResponse
  | OrderFeeInfo
  | OrderFeeInfoResponse;
/**
 * quoteId of a live buy quote; one that expired or already priced another order is refused (quoteExpired). A quote prices one order.
 */
export type QuoteId = string;
/**
 * quoteId of a live quote for the new method, which no other order took (a quote prices one order).
 */
export type QuoteId1 = string;
/**
 * Product §4 buy statuses: unpaid (Confirming), processing, completed, failed (the payment was declined), failedToSend (code 11, the crypto could not be sent), closed (the payment window ended).
 */
export type BuyOrderStatus = 'unpaid' | 'processing' | 'completed' | 'failed' | 'failedToSend' | 'closed';
/**
 * Order amount in the fiat.
 */
export type DecimalString = string;
/**
 * Crypto the user receives.
 */
export type DecimalString1 = string;
/**
 * Fiat per one crypto.
 */
export type DecimalString2 = string;
/**
 * Ramp (channel) fee in the fiat, after any first-order discount.
 */
export type DecimalString3 = string;
/**
 * Network fee in the fiat.
 */
export type DecimalString4 = string;
/**
 * Order time.
 */
export type EpochMs = number;
/**
 * End of the payment window.
 */
export type EpochMs1 = number;
/**
 * The envelope around one buy order.
 */
export type BuyOrderResponse = Envelope & BuyOrderResponse1;
/**
 * GET /trade/query/buy/order/details: the order plus the payment instructions issued for it.
 */
export type BuyOrderDetails = BuyOrder & BuyOrderDetails1;
/**
 * What the payer is told to do, by kind; kept on the order and shown again on a repeated call.
 */
export type PaymentInstructions =
  | PixInstructions
  | SpeiInstructions
  | VirtualAccountInstructions
  | QrInstructions
  | BankDetailsInstructions
  | RedirectInstructions;
/**
 * The envelope around a buy order's details.
 */
export type BuyOrderDetailsResponse = Envelope & BuyOrderDetailsResponse1;
/**
 * A buy or a sell order of the history; side tells which.
 */
export type TradeOrder = BuyOrder | SellOrder;
/**
 * Product §4 sell statuses, plus awaitingDeposit before any crypto arrives (after the expiry the order shows closed: do not send funds).
 */
export type SellOrderStatus =
  | 'awaitingDeposit'
  | 'cryptoSent'
  | 'blockConfirmed'
  | 'confirmOrder'
  | 'inTransfer'
  | 'completed'
  | 'failed'
  | 'closed'
  | 'refunding'
  | 'refunded';
/**
 * Crypto amount of the order.
 */
export type DecimalString5 = string;
/**
 * Fiat paid out, after the ramp fee (final total): the quoted amount until the deposit arrives, then what the crypto actually deposited pays at the order's price and fee schedule.
 */
export type DecimalString6 = string;
/**
 * Fiat per one crypto.
 */
export type DecimalString7 = string;
/**
 * Ramp fee in the fiat: the quoted fee, then the fee on the crypto actually deposited.
 */
export type DecimalString8 = string;
/**
 * Order time.
 */
export type EpochMs2 = number;
/**
 * Deposit deadline; do not send funds after it.
 */
export type EpochMs3 = number;
/**
 * GET /trade/{id}: the envelope around one buy or sell order.
 */
export type TradeOrderResponse = Envelope & TradeOrderResponse1;
/**
 * The envelope around a page of the history.
 */
export type TradePageResponse = Envelope & TradePageResponse1;
/**
 * Ramp fee in the fiat.
 */
export type DecimalString9 = string;
/**
 * Network fee in the fiat (0 for a sell).
 */
export type DecimalString10 = string;
/**
 * Fiat per one crypto.
 */
export type DecimalString11 = string;
/**
 * Crypto amount of the order.
 */
export type DecimalString12 = string;
/**
 * The envelope around an order's fees.
 */
export type OrderFeeInfoResponse = Envelope & OrderFeeInfoResponse1;

/**
 * POST /trade/create: product §3 placeOrderQuery plus the quote it was priced with. Idempotent on the submit-token header.
 */
export interface CreateBuyOrderBody {
  quoteId: QuoteId;
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
   * Product §9 deposit type (2).
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
 * POST /trade/order/update: after a decline, change the payment method with a fresh quote (product §4).
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
  quoteId: QuoteId1;
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
   * Product §4: leave closed orders out.
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
/**
 * Product §3 order history (buy): one buy order as the API shows it.
 */
export interface BuyOrder {
  /**
   * A buy order.
   */
  side: 'buy';
  /**
   * Order number (order id).
   */
  orderNo: string;
  status: BuyOrderStatus;
  /**
   * Payment method.
   */
  payWayCode: string;
  /**
   * ISO 4217 fiat paid.
   */
  fiat: string;
  /**
   * Country of the fiat.
   */
  alpha2: string;
  /**
   * Crypto bought.
   */
  crypto: string;
  /**
   * Network the crypto is sent on.
   */
  network: string;
  /**
   * Receiving address.
   */
  address: string;
  /**
   * Memo or tag, or null.
   */
  memo: string | null;
  fiatAmount: DecimalString;
  cryptoAmount: DecimalString1;
  price: DecimalString2;
  rampFee: DecimalString3;
  networkFee: DecimalString4;
  /**
   * Product §1: the first-order discount was granted.
   */
  discount: boolean;
  /**
   * Card result code of a decline (product §8) while the order shows failed; code 11 (config/errors.json cryptoSendFailed) once it shows failedToSend; else null.
   */
  resultCode: string | null;
  /**
   * The payer's own account: card brand and last four; null when it is not known (a virtual account or bank transfer names the account paid into, never the payer's).
   */
  payerAccount: string | null;
  /**
   * TxID of the crypto send once completed, else null.
   */
  txId: string | null;
  createdAt: EpochMs;
  expiresAt: EpochMs1;
  /**
   * Payment time. Epoch ms; null until then.
   */
  paidAt: number | null;
}
export interface BuyOrderResponse1 {
  data: BuyOrder;
}
export interface BuyOrderDetails1 {
  /**
   * Instructions of a local scheme, or null before any (and for cards).
   */
  payInstructions: PaymentInstructions | null;
}
/**
 * PIX: the BR Code copy-and-paste text (also rendered as a QR).
 */
export interface PixInstructions {
  /**
   * Which page shows the instructions.
   */
  kind: 'pix';
  /**
   * EMV BR Code with its CRC-16, to paste in a bank app.
   */
  copyPaste: string;
}
/**
 * SPEI: transfer to this CLABE with the reference.
 */
export interface SpeiInstructions {
  /**
   * Which page shows the instructions.
   */
  kind: 'spei';
  /**
   * 18-digit CLABE with its check digit.
   */
  clabe: string;
  /**
   * Account holder name to enter.
   */
  beneficiary: string;
  /**
   * Payment reference (the order number).
   */
  reference: string;
}
/**
 * Virtual account: pay into this account number at the chosen bank.
 */
export interface VirtualAccountInstructions {
  /**
   * Which page shows the instructions.
   */
  kind: 'virtualAccount';
  /**
   * The issuing bank (config bankCode).
   */
  bankCode: string;
  /**
   * The virtual account number for this order.
   */
  vaNumber: string;
}
/**
 * QR code payment (QRIS and other EMVCo merchant QRs).
 */
export interface QrInstructions {
  /**
   * Which page shows the instructions.
   */
  kind: 'qr';
  /**
   * EMVCo merchant-presented QR payload, to render as a QR code.
   */
  qrPayload: string;
}
/**
 * Cashier desk: the bank account to transfer to.
 */
export interface BankDetailsInstructions {
  /**
   * Which page shows the instructions.
   */
  kind: 'bankDetails';
  /**
   * Bank details to show, field name to value (account holder, IBAN, sort code, ...).
   */
  details: {
    [k: string]: string | undefined;
  };
  /**
   * Payment reference to quote with the transfer.
   */
  reference: string;
}
/**
 * Wait/redirect page: the gateway page to send the payer to.
 */
export interface RedirectInstructions {
  /**
   * Which page shows the instructions.
   */
  kind: 'redirect';
  /**
   * URL of the gateway's pay page, opened as a link (in the sandbox, the sandbox gateway page GET /api/sandbox/gateway/{orderNo}).
   */
  payUrl: string;
}
export interface BuyOrderDetailsResponse1 {
  data: BuyOrderDetails;
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
  cryptoAmount: DecimalString5;
  /**
   * Crypto actually deposited (product §3 actual amount), null before the deposit.
   */
  actualCryptoAmount: string | null;
  fiatAmount: DecimalString6;
  price: DecimalString7;
  rampFee: DecimalString8;
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
  createdAt: EpochMs2;
  expiresAt: EpochMs3;
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
export interface TradeOrderResponse1 {
  data: TradeOrder;
}
/**
 * GET /trade/list: one page of buys and sells, newest first.
 */
export interface TradePage {
  result: TradeOrder[];
  /**
   * Orders matching, over all pages.
   */
  total: number;
}
export interface TradePageResponse1 {
  data: TradePage;
}
/**
 * Product §3 order fee (by order number), for merchant orders and the history.
 */
export interface OrderFeeInfo {
  serviceFee: DecimalString9;
  networkFee: DecimalString10;
  price: DecimalString11;
  cryptoAmount: DecimalString12;
  /**
   * The first-order discount was granted.
   */
  discount: boolean;
}
export interface OrderFeeInfoResponse1 {
  data: OrderFeeInfo;
}
