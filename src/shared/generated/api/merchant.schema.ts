/* Generated from schemas/ by `npm run gen:types`. Do not edit: change the schema and run it again. */

import type { BuyOrderStatus, SellOrderStatus } from './buy.schema';
export type { BuyOrderStatus, SellOrderStatus } from './buy.schema';
import type { Envelope } from './common.schema';
export type { Envelope } from './common.schema';

/**
 * Merchant calls: product §7 GET /merchant/params/check (verifying a merchant link, and why a link is refused) and GET /merchant/order (a merchant's server confirming an order its checkout started, docs/embedding.md). The root lists every shape so each gets a generated type.
 */
export type MerchantApi =
  | MerchantParamsQuery
  | MerchantQueryInfo
  | MerchantCheck
  | MerchantCheckResponse
  | MerchantOrderQuery
  | MerchantOrder
  | MerchantOrderResponse
  | LinkRefusalReason
  | LinkRefusal
  | MerchantRefusalEnvelope;
/**
 * The envelope around a verified merchant link.
 */
export type MerchantCheckResponse = Envelope & MerchantCheckResponse1;
/**
 * Buy: what the buyer pays. Sell: the payout.
 */
export type DecimalString = string;
/**
 * Buy: the crypto sent to the buyer. Sell: the crypto the order asked for.
 */
export type DecimalString1 = string;
/**
 * A money or crypto amount in plain decimal notation, as a string so no precision is lost ("100", "0.00123").
 */
export type DecimalString2 = string;
/**
 * The envelope around a merchant order.
 */
export type MerchantOrderResponse = Envelope & MerchantOrderResponse1;
/**
 * Why a merchant link was refused, for the merchant (docs/embedding.md 'Why a link is refused'): never the secret or the signature the checkout expected. signature_missing: the merchant's links must all be signed (api mode) and this one is not. unsigned_field: the link carries a field that must be signed (field names it) without a signature. signature_invalid: the signature is not the merchant's HMAC over the link (a changed value, another secret, or no secret set for the merchant on this server). timestamp_missing: a signed link without timestamp. timestamp_in_future: the timestamp is ahead of the server clock by more than the allowed skew. expired: the link is older than its merchant's linkLifetimeMs. nonce_used: the link's nonce was accepted before. unknown_app_id: no merchant has this appId. redirect_not_allowed: redirectUrl is outside the merchant's redirectOrigins. invalid_value: a value the checkout cannot use (field names it). check_unavailable: the browser got no answer from the server (never sent by the server).
 */
export type LinkRefusalReason =
  | 'signature_missing'
  | 'unsigned_field'
  | 'signature_invalid'
  | 'timestamp_missing'
  | 'timestamp_in_future'
  | 'expired'
  | 'nonce_used'
  | 'unknown_app_id'
  | 'redirect_not_allowed'
  | 'invalid_value'
  | 'check_unavailable';
/**
 * A refused merchant link: the return code (40301, 40302, 40303, 40304 or 40000), the reason in the caller's language, and the reason code as data.
 */
export type MerchantRefusalEnvelope = Envelope & MerchantRefusalEnvelope1;

/**
 * GET /merchant/params/check: the merchant link's query as the page received it (product §1). Every parameter but signature is covered by the signature.
 */
export interface MerchantParamsQuery {
  /**
   * The merchant's app id.
   */
  appId: string;
  /**
   * The merchant's order number.
   */
  orderNo?: string;
  /**
   * buy or sell: the one tab the checkout shows (table mode). Any other value is refused.
   */
  type?: 'buy' | 'sell';
  /**
   * Interface language.
   */
  language?: string;
  /**
   * Refused (40304): the checkout takes no session token from a link; the buyer signs in with an e-mail code (docs/embedding.md).
   */
  token?: string;
  /**
   * Where to send the user afterwards; its origin must be one of the merchant's.
   */
  redirectUrl?: string;
  /**
   * Fixed crypto.
   */
  crypto?: string;
  /**
   * Fixed network.
   */
  network?: string;
  /**
   * Fixed fiat.
   */
  fiat?: string;
  /**
   * Fixed amount.
   */
  amount?: string;
  /**
   * Fixed receiving address; needs a signature.
   */
  address?: string;
  /**
   * Fixed memo; needs a signature.
   */
  memo?: string;
  /**
   * Fixed e-mail; needs a signature.
   */
  email?: string;
  /**
   * Optional, signed links only: a value the merchant never uses twice (a UUID, say). The link is accepted once; a second first check of it is refused with nonce_used. A reload or re-check with the link's docking grant does not use it again.
   */
  nonce?: string;
  /**
   * When the merchant signed the link, epoch ms; required with a signature. The link expires its merchant's linkLifetimeMs (default 15 minutes) after it.
   */
  timestamp?: string;
  /**
   * hex HMAC-SHA256, keyed by the merchant secret, of the other parameters (all but signature and dockingGrant) sorted by name as name=value joined by &.
   */
  signature?: string;
  /**
   * Added by the checkout, never by the merchant: the grant an earlier check of this same signed link answered. While it is unexpired the link's timestamp is not tested again (re-docking after a login or a sell order, a reload).
   */
  dockingGrant?: string;
  [k: string]: string | 'buy' | 'sell' | undefined;
}
/**
 * Product §3 merchantQueryInfo: what the link fixes.
 */
export interface MerchantQueryInfo {
  appId: string;
  orderNo?: string;
  address?: string;
  memo?: string;
  network?: string;
  crypto?: string;
  fiat?: string;
  amount?: string;
  email?: string;
  redirectUrl?: string;
}
/**
 * Product §3 merchant state for a verified link.
 */
export interface MerchantCheck {
  /**
   * The merchant's mode.
   */
  merchantType: 'page' | 'api' | 'sell';
  /**
   * True: the link is accepted.
   */
  merchantStatus: boolean;
  merchantName: string;
  /**
   * Product §3 merchant state: the merchant's logo, the same as merchantConfig.merchantLogo; absent when the merchant has none.
   */
  merchantLogo?: string;
  merchantConfig: MerchantConfig;
  merchantQueryInfo: MerchantQueryInfo;
  /**
   * True when the link carried a valid signature.
   */
  signed: boolean;
  /**
   * For a signed link: '<expiresAt ms>.<hex HMAC>' binding this link's signature to an expiry (the merchant's dockingGrantMs). The checkout keeps it for the session and sends it back as the dockingGrant parameter when it checks the same link again.
   */
  dockingGrant?: string;
}
/**
 * Product §3/§6: what the embedded checkout shows for this merchant.
 */
export interface MerchantConfig {
  /**
   * Logo shown in the top bar: a path under the web root or an https URL. Without it the top bar shows the page title only.
   */
  merchantLogo?: string;
  /**
   * Show the menu bar (home, transactions, language, terms, log out).
   */
  menuBarVisible: boolean;
  /**
   * Show the customer-service chat widget; off shuts it down.
   */
  customerServiceVisible: boolean;
  /**
   * Show the button back to the merchant when the order completes.
   */
  onOrderCompletionBtnVisible: boolean;
}
export interface MerchantCheckResponse1 {
  data: MerchantCheck;
}
/**
 * GET /merchant/order, called by the merchant's server: signed like a link (signature over every other parameter sorted by name, with the merchant secret) and always with a fresh timestamp.
 */
export interface MerchantOrderQuery {
  /**
   * The merchant's app id.
   */
  appId: string;
  /**
   * The Gangway order number (the orderCreated message gave it).
   */
  orderNo: string;
  /**
   * When the request was signed, epoch ms; refused when further from the server clock than the merchant's signatureMaxAgeMs (default five minutes).
   */
  timestamp: string;
  /**
   * hex HMAC-SHA256, keyed by the merchant secret, of appId, orderNo and timestamp sorted by name as name=value joined by &.
   */
  signature: string;
}
/**
 * What a merchant may know of an order its checkout started: its state, amounts, destination and transaction, never the buyer's e-mail, payment account or payout account.
 */
export interface MerchantOrder {
  side: 'buy' | 'sell';
  orderNo: string;
  /**
   * The order status of its side (product §4); completed is the final success.
   */
  status: BuyOrderStatus | SellOrderStatus;
  fiat: string;
  fiatAmount: DecimalString;
  crypto: string;
  network: string;
  /**
   * Buy: where the crypto goes. When your link fixes the address, check it is yours: an order placed through an unsigned link of your app id goes where its buyer chose. Sell: null.
   */
  address: string | null;
  /**
   * Buy: the memo or tag sent with the crypto, when the network has one. Sell: null.
   */
  memo: string | null;
  cryptoAmount: DecimalString1;
  /**
   * Sell: the crypto that actually arrived, null before. Buy: always null.
   */
  actualCryptoAmount: DecimalString2 | null;
  /**
   * Buy: the transaction that sent the crypto, once confirmed. Sell: the deposit transaction, once seen.
   */
  txId: string | null;
  /**
   * Epoch ms.
   */
  createdAt: number;
}
export interface MerchantOrderResponse1 {
  data: MerchantOrder;
}
/**
 * The data of a refused merchant link's envelope, the console warning and the link.refused message to the host page.
 */
export interface LinkRefusal {
  reason: LinkRefusalReason;
  /**
   * For unsigned_field and invalid_value: the link parameter at fault.
   */
  field?: string;
}
export interface MerchantRefusalEnvelope1 {
  data: LinkRefusal | null;
}
