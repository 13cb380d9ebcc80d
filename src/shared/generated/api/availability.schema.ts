/* Generated from schemas/ by `npm run gen:types`. Do not edit: change the schema and run it again. */

import type { Envelope } from './common.schema';
export type { Envelope } from './common.schema';

/**
 * GET /availability: which payment (buy) or payout (sell) methods the checkout offers for a country and fiat, from config alone (docs/embedding.md 'Availability'). The root lists every shape so each gets a generated type.
 */
export type AvailabilityApi = AvailabilityQuery | Availability | AvailabilityResponse;
/**
 * buy: fiat to crypto; sell: crypto to fiat.
 */
export type Side = 'buy' | 'sell';
/**
 * The user's country (ISO 3166-1 alpha-2, upper case).
 */
export type Alpha2 = string;
/**
 * The fiat (ISO 4217, upper case).
 */
export type FiatCode = string;
/**
 * Orders above this fiat amount need identity verification.
 */
export type DecimalString = string;
/**
 * Orders above this need the enhanced verification (proof of address).
 */
export type DecimalString1 = string;
/**
 * A payWayCode of config/payment-methods.json ("10001").
 */
export type PayWayCode = string;
/**
 * Family of a method; decides its icon row, its form and whether it is offered as a retry. bankGroup is the Philippines generic bank group; bankTransfer and localScheme are added for domestic transfers and national schemes (PIX, SPEI, UPI, BLIK ...) that the spec lists without a type.
 */
export type PaymentMethodType =
  | 'card'
  | 'eWallet'
  | 'qrCode'
  | 'virtualAccount'
  | 'binancePay'
  | 'applePay'
  | 'googlePay'
  | 'bankTransfer'
  | 'localScheme'
  | 'bankGroup';
/**
 * A money or crypto amount in plain decimal notation, as a string so no precision is lost ("100", "0.00123").
 */
export type DecimalString2 = string;
/**
 * A money or crypto amount in plain decimal notation, as a string so no precision is lost ("100", "0.00123").
 */
export type DecimalString3 = string;
/**
 * The envelope around the availability map.
 */
export type AvailabilityResponse = Envelope & AvailabilityResponse1;

/**
 * The side, and optionally the country and the fiat the user will pay or be paid in. Without country or fiat, every country or fiat of the side.
 */
export interface AvailabilityQuery {
  side: Side;
  country?: Alpha2;
  fiat?: FiatCode;
}
/**
 * The availability map of one side.
 */
export interface Availability {
  side: Side;
  cryptos: AvailableCrypto[];
  offers: AvailabilityOffer[];
}
/**
 * A crypto of the side (bought, or sold) and the networks it runs on.
 */
export interface AvailableCrypto {
  crypto: string;
  networks: string[];
}
/**
 * One country and fiat of the side, and the methods offered there (none is a gap validate:config reports).
 */
export interface AvailabilityOffer {
  country: string;
  fiat: string;
  /**
   * The fiat's amount range on the side.
   */
  limits: AmountLimits | null;
  /**
   * The KYC provider's thresholds in the fiat, or null when it sets none.
   */
  kyc: {
    above: DecimalString;
    enhancedAbove: DecimalString1;
  } | null;
  methods: AvailableMethod[];
}
/**
 * Inclusive minimum and maximum of an amount. On a crypto (sell, required when sellable): in units of that crypto. On a fiat: buy is the default buy amount range used when a payment method sets none; sell is the default payout range, absent when the fiat cannot be paid out.
 */
export interface AmountLimits {
  /**
   * Smallest amount allowed.
   */
  min: string;
  /**
   * Largest amount allowed.
   */
  max: string;
}
/**
 * One method offered for the country and fiat.
 */
export interface AvailableMethod {
  payWayCode: PayWayCode;
  type: PaymentMethodType;
  /**
   * i18n key of the display name (config/locales).
   */
  nameKey: string;
  /**
   * The amount range in the fiat: the fiat's own, narrowed by the method's.
   */
  limits: AmountLimits | null;
  fee: {
    percent: DecimalString2;
    fixed: DecimalString3;
  };
  kyc: AvailableMethodKyc;
  /**
   * Sell: the payout form; buy: null.
   */
  payoutForm: AvailablePayoutForm | null;
  embed: AvailableMethodEmbed;
}
/**
 * What the method asks of the user's identity beyond the offer's KYC thresholds.
 */
export interface AvailableMethodKyc {
  /**
   * The verified identity's nationality must be one of these (product §6), or null for any.
   */
  identityCountries: string[] | null;
  /**
   * An approved identity review is needed before paying.
   */
  identityReview: boolean;
  /**
   * A named KYC rule read before paying (brazil), or null.
   */
  rule: string | null;
}
/**
 * Sell: the form the seller fills in to be paid by the method.
 */
export interface AvailablePayoutForm {
  /**
   * The form under config/payout-forms/ (BR, shared/card).
   */
  name: string;
  /**
   * The fields the form always asks for.
   */
  required: string[];
}
/**
 * What the method needs from a frame or webview that embeds the checkout (docs/embedding.md 'Embedding in a frame').
 */
export interface AvailableMethodEmbed {
  /**
   * It asks for an identity capture before paying: a frame needs allow="camera", or the checkout offers a new tab.
   */
  needsCamera: boolean;
  /**
   * It pays through the Payment Request API (Apple Pay, Google Pay): a frame needs allow="payment", or the checkout offers it in a new tab only.
   */
  needsPaymentPermission: boolean;
  /**
   * The payer pays on the gateway's own page, opened in a new tab: a sandboxed frame needs allow-popups.
   */
  redirectOnly: boolean;
}
export interface AvailabilityResponse1 {
  data: Availability;
}
