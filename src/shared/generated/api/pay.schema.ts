/* Generated from schemas/ by `npm run gen:types`. Do not edit: change the schema and run it again. */

/**
 * Request bodies and queries of the payment calls (spec §7 Buy order).
 */
export type PayApi =
  | CardPaymentBody
  | LocalPaymentBody
  | PayProductParams
  | AppleDomainBody
  | PayFormDataQuery
  | PaymentInListQuery
  | EnsQuery
  | WalletCheckBody
  | SandboxOrderParams;

/**
 * POST /pay/card/submit: a new card (spec §3 card form) or a saved one by userCardId. The number and CVV are never stored.
 */
export interface CardPaymentBody {
  /**
   * Order number.
   */
  orderNo: string;
  /**
   * A saved card to charge instead of a new one.
   */
  userCardId?: string;
  /**
   * Card number, digits (spaces allowed).
   */
  cardNumber?: string;
  /**
   * Expiry month, 1-12.
   */
  cardExpireMonth?: string;
  /**
   * Expiry year, 2 or 4 digits.
   */
  cardExpireYear?: string;
  /**
   * Card security code.
   */
  cvv?: string;
  /**
   * Cardholder first name.
   */
  firstname?: string;
  /**
   * Cardholder last name.
   */
  lastname?: string;
  /**
   * Phone of the cardholder.
   */
  phone?: string;
  /**
   * Birth date of the cardholder, YYYY-MM-DD.
   */
  birthDate?: string;
  /**
   * Keep the card (as a gateway token) for later; at most 6.
   */
  saveCard?: boolean;
}
/**
 * POST /pay/{product} and the local submit calls: issue the scheme's payment instructions.
 */
export interface LocalPaymentBody {
  /**
   * Order number.
   */
  orderNo: string;
  /**
   * Issuing bank chosen on the virtual-account page (config bankCode).
   */
  bankCode?: string;
}
/**
 * POST /pay/{product}: the method family of the payment page.
 */
export interface PayProductParams {
  /**
   * A catalogue method type (eWallet, qrCode, virtualAccount, ...).
   */
  product: string;
}
/**
 * POST /pay/apple/domainName/verify: the domain the Apple Pay button is shown on.
 */
export interface AppleDomainBody {
  /**
   * Host name.
   */
  domainName: string;
}
/**
 * GET /crypto/get/user/pay/formData.
 */
export interface PayFormDataQuery {
  /**
   * payWayCode of the catalogue (config/payment-methods.json).
   */
  payWayCode: string;
}
/**
 * GET /crypto/payment/in/list and /crypto/payment/payout/list: methods for a fiat and country.
 */
export interface PaymentInListQuery {
  /**
   * ISO 4217 fiat code.
   */
  fiat: string;
  /**
   * ISO 3166-1 alpha-2 country of the fiat.
   */
  alpha2?: string;
}
/**
 * GET /crypto/ens: resolve a domain name (ENS, Unstoppable, SPACE ID).
 */
export interface EnsQuery {
  /**
   * The name, e.g. alice.eth.
   */
  domain: string;
}
/**
 * POST /crypto/wallet/check: can this exchange account pay in the coin.
 */
export interface WalletCheckBody {
  /**
   * Crypto symbol.
   */
  coin: string;
  /**
   * E-mail of the exchange account.
   */
  email: string;
}
/**
 * Sandbox actions on one order (not served in production).
 */
export interface SandboxOrderParams {
  /**
   * Order number.
   */
  orderNo: string;
}
