/* Generated from schemas/ by `npm run gen:types`. Do not edit: change the schema and run it again. */

import type { BankDetailsInstructions, BuyOrderStatus, PaymentInstructions, PixInstructions, QrInstructions, RedirectInstructions, SpeiInstructions, VirtualAccountInstructions } from './buy.schema';
export type { BankDetailsInstructions, BuyOrderStatus, PaymentInstructions, PixInstructions, QrInstructions, RedirectInstructions, SpeiInstructions, VirtualAccountInstructions } from './buy.schema';
import type { PaymentMethodType } from './availability.schema';
export type { PaymentMethodType } from './availability.schema';
import type { Envelope } from './common.schema';
export type { Envelope } from './common.schema';
import type { SavedCard } from './cards.schema';
export type { SavedCard } from './cards.schema';

/**
 * Request and response bodies of the payment calls (product §7 Buy order).
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
  | SandboxOrderParams
  | SandboxGatewayQuery
  | SandboxGatewayPage
  | SandboxChallengeParams
  | SandboxChallengeQuery
  | SandboxCardTokenBody
  | SandboxCardTokenResponse
  | PixInstructions
  | SpeiInstructions
  | VirtualAccountInstructions
  | QrInstructions
  | BankDetailsInstructions
  | RedirectInstructions
  | PaymentInstructions
  | PaymentInstructionsResponse
  | WalletSheet
  | PayProductResponse
  | CardPaymentResult
  | CardPaymentResponse
  | PayResult
  | PayResultResponse
  | PayMessage
  | PayMessageResponse
  | AppleDomain
  | AppleDomainResponse
  | PayFormData
  | PayFormDataResponse
  | PaymentMethodView
  | PaymentMethodListResponse
  | EnsName
  | EnsNameResponse;
/**
 * GET /api/sandbox/gateway/{orderNo}: a self-contained HTML page like a processor's test-mode checkout, with the merchant, the amount and the method, Pay (marks the order paid, then back to the app's payment result) and Cancel (back to the app). Also the answer of Pay when the order can no longer be paid.
 */
export type SandboxGatewayPage = string;
export type SandboxCardTokenResponse = Envelope & SandboxCardTokenResponse1;
/**
 * The envelope around the instructions of a local submit call.
 */
export type PaymentInstructionsResponse = Envelope & PaymentInstructionsResponse1;
/**
 * Amount to authorise, in the fiat.
 */
export type DecimalString = string;
/**
 * POST /pay/{product}: the scheme's instructions, or the wallet sheet request for Apple Pay and Google Pay.
 */
export type PayProductResponse = Envelope & PayProductResponse1;
/**
 * The envelope around a card payment result.
 */
export type CardPaymentResponse = Envelope & CardPaymentResponse1;
/**
 * The envelope around a payment result.
 */
export type PayResultResponse = Envelope & PayResultResponse1;
/**
 * The envelope around a payment message.
 */
export type PayMessageResponse = Envelope & PayMessageResponse1;
/**
 * The envelope around a domain check.
 */
export type AppleDomainResponse = Envelope & AppleDomainResponse1;
/**
 * The envelope around the last pay form.
 */
export type PayFormDataResponse = Envelope & PayFormDataResponse1;
/**
 * Percent of the fiat amount.
 */
export type DecimalString1 = string;
/**
 * Fixed part in the fiat.
 */
export type DecimalString2 = string;
/**
 * GET /crypto/payment/in/list and /crypto/payment/payout/list: methods for the fiat and country, in display order.
 */
export type PaymentMethodListResponse = Envelope & PaymentMethodListResponse1;
/**
 * The envelope around a resolved name.
 */
export type EnsNameResponse = Envelope & EnsNameResponse1;

/**
 * POST /pay/card/submit: a new card (product §3 card form) or a saved one by userCardId. The number and CVV are never stored.
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
   * A new card as the card adapter's browser fields tokenized it (payFormData cardFields): with such an adapter the number and CVV never reach this server, and a body with them is refused.
   */
  cardToken?: string;
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
/**
 * The sandbox gateway page (not served in production): its language, else the Accept-Language header's.
 */
export interface SandboxGatewayQuery {
  /**
   * A BCP 47 language tag; one of the five interface languages, else the default.
   */
  lang?: string;
}
/**
 * The 3-D Secure challenge of one sandbox card payment, by the sandbox's reference (the actionUrl of a card payment that requires action).
 */
export interface SandboxChallengeParams {
  reference: string;
}
/**
 * The challenge page's language, and on POST the payer's decision: complete pays, fail declines.
 */
export interface SandboxChallengeQuery {
  /**
   * A BCP 47 language tag; one of the five interface languages, else the default.
   */
  lang?: string;
  decision?: 'complete' | 'fail';
}
/**
 * POST /sandbox/card/tokens, from the sandbox card fields page: the test card the number is (its index in config/sandbox.json cards, -1 for another valid number), the brand, the last four digits and the expiry. Never the number or the CVV.
 */
export interface SandboxCardTokenBody {
  card: number;
  brand: string;
  last4: string;
  expMonth: string;
  expYear: string;
}
export interface SandboxCardTokenResponse1 {
  data: {
    /**
     * The token the card screen pays with (cardToken).
     */
    token: string;
  };
}
export interface PaymentInstructionsResponse1 {
  data: PaymentInstructions;
}
/**
 * Apple Pay / Google Pay: the payment request for the wallet sheet; the card it yields goes to /pay/card/submit.
 */
export interface WalletSheet {
  /**
   * Which page shows the instructions.
   */
  kind: 'walletSheet';
  /**
   * Order number.
   */
  orderNo: string;
  /**
   * ISO alpha-2 country of the order.
   */
  countryCode: string;
  /**
   * ISO 4217 fiat of the order.
   */
  currencyCode: string;
  total: DecimalString;
  /**
   * Card brands the method accepts.
   */
  supportedNetworks: string[];
}
export interface PayProductResponse1 {
  data: PaymentInstructions | WalletSheet;
}
/**
 * POST /pay/card/submit: the charge went through or waits for the processor. A decline answers its card result code (product §8) instead.
 */
export interface CardPaymentResult {
  /**
   * Order number.
   */
  orderNo: string;
  /**
   * success: paid; pending: poll /pay/result/check; requiresAction: open actionUrl (a 3-D Secure or redirect step of the processor), which leads back to the payment result.
   */
  result: 'success' | 'pending' | 'requiresAction';
  /**
   * Where the payer completes the processor's step (requiresAction only).
   */
  actionUrl?: string;
}
export interface CardPaymentResponse1 {
  data: CardPaymentResult;
}
/**
 * GET /pay/result/check: product §2 buy result views.
 */
export interface PayResult {
  /**
   * Order number.
   */
  orderNo: string;
  status: BuyOrderStatus;
  /**
   * The result view to show; pending while nothing is known yet; failed also when the payment went through but the crypto could not be sent (resultCode 11).
   */
  result: 'success' | 'failed' | 'timeout' | 'pending';
  /**
   * Card result code of a decline (product §8), or code 11 when the crypto could not be sent, else null.
   */
  resultCode: string | null;
}
export interface PayResultResponse1 {
  data: PayResult;
}
/**
 * GET /pay/message/query: the decline (or crypto-not-sent, code 11) message of the order in the caller's language.
 */
export interface PayMessage {
  /**
   * Order number.
   */
  orderNo: string;
  /**
   * Card result code of a decline, or code 11 when the crypto could not be sent, else null.
   */
  resultCode: string | null;
  /**
   * Its message in the caller's language, else null.
   */
  message: string | null;
}
export interface PayMessageResponse1 {
  data: PayMessage;
}
/**
 * POST /pay/apple/domainName/verify: the domain and whether Apple Pay may be shown on it.
 */
export interface AppleDomain {
  /**
   * Host name, lower case.
   */
  domainName: string;
  /**
   * True when the domain is the server's own host or the host of a merchant's allowed redirect origin (config/merchants.json).
   */
  verified: boolean;
}
export interface AppleDomainResponse1 {
  data: AppleDomain;
}
/**
 * GET /crypto/get/user/pay/formData: product §3 lastTimePaymentFormInfo (masked) and, for card methods, the saved cards.
 */
export interface PayFormData {
  /**
   * The form last submitted for the method, card number masked; null when none.
   */
  formData: {
    [k: string]: string | undefined;
  } | null;
  /**
   * Saved cards; empty for a method that is not a card.
   */
  cards: SavedCard[];
  /**
   * For a card method whose adapter collects card data in the browser: the page of its card fields, framed by the card screen, which posts the screen a token (docs/providers.md 'Card data'); null when the screen's own fields post the card details.
   */
  cardFields: null | {
    /**
     * The card fields page, after the API base.
     */
    url: string;
  };
}
export interface PayFormDataResponse1 {
  data: PayFormData;
}
/**
 * One method of the payment-method (buy) or payout-method (sell) list: its catalogue entry with the fee and amount range in the asked fiat.
 */
export interface PaymentMethodView {
  /**
   * The method's payWayCode.
   */
  payWayCode: string;
  type: PaymentMethodType;
  /**
   * i18n key of the display name.
   */
  nameKey: string;
  /**
   * Public path of the logo.
   */
  icon: string;
  /**
   * Logo in the middle of the QR code, or null.
   */
  qrIcon: string | null;
  /**
   * Page that confirms the payment (product §3 routerPath).
   */
  routerPath: string;
  /**
   * Card brands accepted; empty for a method that takes no card.
   */
  cardType: string[];
  /**
   * Issuing banks of a virtual-account method; empty otherwise.
   */
  banks: VirtualAccountBank[];
  fee: PaymentMethodFee;
  /**
   * Amount range in the fiat; null when the method has none for it.
   */
  limits: MethodAmountLimit | null;
  /**
   * Product §4: read the identity-review status before paying (53001-53004).
   */
  identityReview: boolean;
  /**
   * Named KYC rule read before paying (brazil), or null.
   */
  kycRule: string | null;
}
/**
 * One issuing bank of a virtual-account method (product §3: 10003 lists bank codes B1, M1, BT, BRI, I2).
 */
export interface VirtualAccountBank {
  /**
   * The gateway's code for the bank, sent with the order.
   */
  bankCode: string;
  /**
   * i18n key of the bank's display name.
   */
  nameKey: string;
  /**
   * Public path of the bank's logo.
   */
  icon: string;
}
/**
 * Ramp fee of the method in the asked fiat.
 */
export interface PaymentMethodFee {
  percent: DecimalString1;
  fixed: DecimalString2;
}
/**
 * Amount range of the method in one fiat; narrows the fiat's default limits, never widens them.
 */
export interface MethodAmountLimit {
  /**
   * Smallest accepted amount in this fiat.
   */
  min: string;
  /**
   * Largest accepted amount in this fiat.
   */
  max: string;
}
export interface PaymentMethodListResponse1 {
  data: PaymentMethodView[];
}
/**
 * GET /crypto/ens: the address a domain name resolves to.
 */
export interface EnsName {
  /**
   * The name asked.
   */
  domain: string;
  /**
   * The address it resolves to.
   */
  address: string;
}
export interface EnsNameResponse1 {
  data: EnsName;
}
