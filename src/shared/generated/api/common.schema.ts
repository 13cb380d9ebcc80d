/* Generated from schemas/ by `npm run gen:types`. Do not edit: change the schema and run it again. */

/**
 * Shapes shared by every API call: the response envelope (product §7), decimal amounts as strings, codes and pagination. The root lists every shape so each gets a generated type.
 */
export type ApiCommon =
  | Envelope
  | ErrorEnvelope
  | EmptyEnvelope
  | BooleanEnvelope
  | DecimalString
  | FiatCode
  | CryptoCode
  | NetworkCode
  | Alpha2
  | PayWayCode
  | Side
  | Email
  | EpochMs
  | PageQuery
  | SignedHeaders
  | NoBody
  | ClientHeaders
  | SubmitTokenHeaders;
/**
 * A failed call: the code, the message in the caller's language and null data.
 */
export type ErrorEnvelope = Envelope & ErrorEnvelope1;
/**
 * A successful call that answers no data.
 */
export type EmptyEnvelope = Envelope & EmptyEnvelope1;
/**
 * A successful call that answers yes or no.
 */
export type BooleanEnvelope = Envelope & BooleanEnvelope1;
/**
 * A money or crypto amount in plain decimal notation, as a string so no precision is lost ("100", "0.00123").
 */
export type DecimalString = string;
/**
 * ISO 4217 currency code of a fiat in config/assets.json ("USD").
 */
export type FiatCode = string;
/**
 * Code of a crypto in config/assets.json ("USDT").
 */
export type CryptoCode = string;
/**
 * Code of a network in config/networks.json ("TRX", "ETH").
 */
export type NetworkCode = string;
/**
 * ISO 3166-1 alpha-2 country code ("US").
 */
export type Alpha2 = string;
/**
 * A payWayCode of config/payment-methods.json ("10001").
 */
export type PayWayCode = string;
/**
 * buy: fiat to crypto; sell: crypto to fiat.
 */
export type Side = 'buy' | 'sell';
/**
 * Product §5: an e-mail of the simple x@y.z form, as a bare address only: no display name or comment (x<a@b.c>, "x" a@b.c, a@b.c (x)) and no list (a@b.c,d@e.f), since a mailer reads those as another recipient. None of RFC 5322's specials but the dot, no space or control character.
 */
export type Email = string;
/**
 * A time as milliseconds since 1970-01-01 UTC.
 */
export type EpochMs = number;

/**
 * Product §7: every response. returnCode '0000' with success true means the call worked; any other code is listed in config/errors.json.
 */
export interface Envelope {
  /**
   * '0000' on success, else a code of config/errors.json.
   */
  returnCode: string;
  /**
   * A message in the caller's Accept-Language, empty on success.
   */
  returnMsg: string;
  /**
   * True exactly when returnCode is '0000'.
   */
  success: boolean;
}
export interface ErrorEnvelope1 {
  data: null;
}
export interface EmptyEnvelope1 {
  data: null;
}
export interface BooleanEnvelope1 {
  data: boolean;
}
/**
 * Paging of a list: 1-based page index and page size.
 */
export interface PageQuery {
  /**
   * 1-based page number.
   */
  pageIndex?: number;
  /**
   * Rows per page (product §9: 20 for cryptos, 999 for fiats).
   */
  pageSize?: number;
}
/**
 * Headers of a signed-in call (product §7): the session token, the request time and the HMAC sign over them.
 */
export interface SignedHeaders {
  /**
   * The session token from the login response header.
   */
  token: string;
  /**
   * Request time in epoch milliseconds.
   */
  timestamp: string;
  /**
   * hex HMAC-SHA256 of timestamp, method, path-and-query and body, keyed by the session's signing key (src/shared/sign.ts).
   */
  sign: string;
}
/**
 * POST calls that take no body (product §7: /kyc/kycDisabled and the other status calls): nothing, or an empty object; a call sent without a body is checked as {}.
 */
export interface NoBody {}
/**
 * Headers the browser sends on every call (product §7) besides the signed-call ones.
 */
export interface ClientHeaders {
  /**
   * The merchant's app id in a merchant-embedded session (config/merchants.json); an unknown one is refused (40303).
   */
  appid?: string;
  /**
   * A random id the browser keeps across visits.
   */
  'fingerprint-id'?: string;
  /**
   * The language of returnMsg: en-US, zh-HK, es, id or vi (en-US otherwise).
   */
  'accept-language'?: string;
}
/**
 * Calls that create an order (product §7 submit-token): the idempotency key. A retry with the same body answers the same order; another body under the same key is refused (40202).
 */
export interface SubmitTokenHeaders {
  /**
   * A key the browser makes once per order it submits.
   */
  'submit-token': string;
}
