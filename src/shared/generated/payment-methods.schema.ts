/* Generated from schemas/ by `npm run gen:types`. Do not edit: change the schema and run it again. */

import type { PaymentMethodType } from './api/availability.schema';
export type { PaymentMethodType } from './api/availability.schema';
import type { VirtualAccountBank } from './api/pay.schema';
export type { VirtualAccountBank } from './api/pay.schema';

/**
 * ISO 3166-1 alpha-2 country code, upper case.
 */
export type Alpha2 = string;
/**
 * ISO 4217 currency code, upper case.
 */
export type Fiat = string;
/**
 * A non-negative decimal written as a string (money never travels as a float).
 */
export type DecimalString = string;

/**
 * Every payment method (buy) and payout method (sell) the checkout offers, one entry per payWayCode per side (product §3). The payment-method screen, the router, the server's gateway routing and the fee quote all read these entries.
 */
export interface PaymentMethodCatalogue {
  /**
   * Path or URL of this schema, for editors. Ignored by the application.
   */
  $schema?: string;
  /**
   * Method types offered as 'retry with another way' after a failed buy (product §4: crypto-exchange wallet pay, Apple Pay, Google Pay, QR code, bank transfer or e-wallet).
   *
   * @minItems 1
   */
  retryTypes: [PaymentMethodType, ...PaymentMethodType[]];
  /**
   * The catalogue. payWayCode must be unique within a side.
   *
   * @minItems 1
   */
  methods: [PaymentMethod, ...PaymentMethod[]];
}
/**
 * One payment (buy) or payout (sell) method.
 */
export interface PaymentMethod {
  /**
   * buy: the user pays fiat with it; sell: the user receives the fiat payout with it.
   */
  side: 'buy' | 'sell';
  /**
   * The gateway's code for the method, sent as payWayCode in quotes and orders.
   */
  payWayCode: string;
  type: PaymentMethodType;
  /**
   * i18n key of the display name: payMethod.<code>.name, or payMethod.sell.<code>.name when the payout name differs from the buy name.
   */
  nameKey: string;
  /**
   * Public path of the method's logo.
   */
  icon: string;
  /**
   * Logo shown in the middle of the QR code on the QR-code payment page.
   */
  qrIcon?: string;
  /**
   * Countries (of the chosen fiat) where the method is offered; empty means any country.
   */
  supportedCountries: Alpha2[];
  /**
   * Fiats the method accepts (buy) or pays out in (sell).
   *
   * @minItems 1
   */
  fiats: [Fiat, ...Fiat[]];
  /**
   * Card brands accepted; only for card, Apple Pay and Google Pay methods.
   *
   * @minItems 1
   */
  cardType?: [
    'visa' | 'mir' | 'mastercard' | 'diners-club' | 'discover' | 'amex',
    ...('visa' | 'mir' | 'mastercard' | 'diners-club' | 'discover' | 'amex')[]
  ];
  /**
   * Issuing banks the user picks from; only for virtual-account methods. The chosen bankCode is sent with the order.
   *
   * @minItems 1
   */
  banks?: [VirtualAccountBank, ...VirtualAccountBank[]];
  /**
   * The user's identity (nationality) must be one of these countries (product §5, §6: TR, PL, NL, BE methods; PIX needs a Brazilian identity). Absent means no nationality rule.
   *
   * @minItems 1
   */
  nationality?: [Alpha2, ...Alpha2[]];
  fee: MethodFee;
  /**
   * Per-fiat amount range of this method, e.g. { "USD": { "min": "100", "max": "50000" } }. Fiats not listed use the fiat's default limits.
   */
  limits?: {
    [k: string]: MethodAmountLimit | undefined;
  };
  /**
   * Path of the page that confirms the payment. For buy it must be one of the payment routes (payment: true) of routes.json.
   */
  routerPath: string;
  /**
   * Sell only: the shared payout form (config/payout-forms/shared/<name>.json) in which this method collects the seller's details, whatever the country (a card or an e-wallet). Without it the method pays out to the country's own form, when that form serves it (the form's payWayCode, else the default sell method).
   */
  payoutForm?: string;
  /**
   * i18n key of how long a payout by this method takes, shown beside it on the sell form (product §9: card up to 15 minutes, bank account 2-3 days; each scheme its own, e.g. PIX within minutes). Required on a payout (sell) method.
   */
  payoutTimeKey?: string;
  /**
   * When true, the identity-review status is read before paying (product §4: cashier-desk bank transfers 53001-53004).
   */
  identityReview?: boolean;
  /**
   * Named KYC rule read before paying. brazil: the order's KYC rule decides, 1 = check, 2 = buy-through (product §4).
   */
  kycRule?: 'brazil';
  embed?: MethodEmbedConstraints;
  /**
   * Display order in the method list, smallest first; unique within a side.
   */
  order: number;
}
/**
 * Processing (ramp) fee of the method: percent of the fiat amount plus a fixed part in the order's fiat.
 */
export interface MethodFee {
  /**
   * Percentage of the fiat amount, "2.5" meaning 2.5 %.
   */
  percent: string;
  /**
   * Fixed fee per fiat, e.g. { "USD": "0.3" }. A fiat not listed pays no fixed fee.
   */
  fixed: {
    [k: string]: DecimalString | undefined;
  };
}
/**
 * Amount range of the method in one fiat; narrows the fiat's default limits, never widens them.
 */
export interface MethodAmountLimit {
  /**
   * A non-negative decimal written as a string (money never travels as a float).
   */
  min: string;
  /**
   * A non-negative decimal written as a string (money never travels as a float).
   */
  max: string;
}
/**
 * What the method needs from a frame or webview that embeds the checkout (docs/embedding.md 'Embedding in a frame'). Absent: it works in any frame.
 */
export interface MethodEmbedConstraints {
  /**
   * Permissions the frame must delegate (iframe allow=): camera, the method asks for an identity capture (KYC photos) before paying; payment, it pays through the Payment Request API (Apple Pay, Google Pay). Without them the checkout offers the method in a new tab.
   *
   * @minItems 1
   */
  needs?: ['camera' | 'payment', ...('camera' | 'payment')[]];
  /**
   * The payer pays on the gateway's own page, opened in a new tab: a sandboxed frame must allow popups.
   */
  redirectOnly?: boolean;
}
