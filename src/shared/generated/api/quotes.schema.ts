/* Generated from schemas/ by `npm run gen:types`. Do not edit: change the schema and run it again. */

import type { CryptoCode, Envelope, NetworkCode } from './common.schema';
export type { CryptoCode, Envelope, NetworkCode } from './common.schema';
import type { MerchantConfig } from './merchant.schema';
export type { MerchantConfig } from './merchant.schema';

/**
 * Product §7 Quotes and fees: buy and sell quotes (product §3 Fee/quote responses) and fee schedules. Amounts are decimal strings. The root lists every shape so each gets a generated type.
 */
export type QuotesApi =
  | BuyQuoteBody
  | SellQuoteQuery
  | BuyQuote
  | SellQuote
  | BuyQuoteResponse
  | SellQuoteResponse
  | FeeQuery
  | FeeSchedule
  | FeeScheduleResponse
  | BuyCryptoQuery
  | BuyCryptoInfo
  | BuyCryptoResponse;
/**
 * ISO 4217 currency code of a fiat in config/assets.json ("USD").
 */
export type FiatCode = string;
/**
 * Fiat amount to pay, within the fiat's range for the method (the answer's minAmount and maxAmount); outside it the quote is refused with amountOutOfRange (40204): 'Minimum transaction amount is 20 USD.'
 */
export type DecimalString = string;
/**
 * ISO 3166-1 alpha-2 country code ("US").
 */
export type Alpha2 = string;
/**
 * A payWayCode of config/payment-methods.json ("10001").
 */
export type PayWayCode = string;
/**
 * Crypto amount to sell, above 0; a sale outside the range (minLimit to maxLimit plus the fee in fiat, minAmount to maxAmount in crypto) is refused with amountOutOfRange (40204): 'Minimum sell amount is 20 USD.'
 */
export type DecimalString1 = string;
/**
 * Pass it to the order call. A quote prices one order: an order with an expired quote, or with one another order already took, is refused (quoteExpired), never silently repriced; a retried order call with the same submit-token answers the order it made. An amount outside the range (minAmount to maxAmount for a buy, minLimit to maxLimit plus the fee for a sale) is never quoted: amountOutOfRange (40204) in product §5's words.
 */
export type QuoteId = string;
/**
 * The quote is good until this time.
 */
export type EpochMs = number;
/**
 * Fiat per one crypto, 8 significant digits.
 */
export type DecimalString2 = string;
/**
 * Fiat per one crypto, at the fiat's decimal digits (the 'one crypto' price line).
 */
export type DecimalString3 = string;
/**
 * Processing fee in the fiat: the method's percent of the fiat amount plus its fixed part.
 */
export type DecimalString4 = string;
/**
 * Fiat amount: paid on a buy, received on a sell.
 */
export type DecimalString5 = string;
/**
 * Crypto amount, rounded down to the crypto's decimals: received on a buy, sold on a sell.
 */
export type DecimalString6 = string;
/**
 * Network fee in the fiat (the crypto's network fee at the quote price).
 */
export type DecimalString7 = string;
/**
 * Smallest fiat amount of a buy with this method (method limit, else the fiat's buy limit).
 */
export type DecimalString8 = string;
/**
 * Largest fiat amount of a buy with this method.
 */
export type DecimalString9 = string;
/**
 * Network fee under the discount (the promotion leaves it unchanged).
 */
export type DecimalString10 = string;
/**
 * Ramp fee after the discount; equal to rampFee without one.
 */
export type DecimalString11 = string;
/**
 * Crypto received with the discounted ramp fee; equal to cryptoAmount without a discount.
 */
export type DecimalString12 = string;
/**
 * Pass it to the order call. A quote prices one order: an order with an expired quote, or with one another order already took, is refused (quoteExpired), never silently repriced; a retried order call with the same submit-token answers the order it made. An amount outside the range (minAmount to maxAmount for a buy, minLimit to maxLimit plus the fee for a sale) is never quoted: amountOutOfRange (40204) in product §5's words.
 */
export type QuoteId1 = string;
/**
 * The quote is good until this time.
 */
export type EpochMs1 = number;
/**
 * Fiat per one crypto, 8 significant digits.
 */
export type DecimalString13 = string;
/**
 * Fiat per one crypto, at the fiat's decimal digits (the 'one crypto' price line).
 */
export type DecimalString14 = string;
/**
 * Processing fee in the fiat: the method's percent of the fiat amount plus its fixed part.
 */
export type DecimalString15 = string;
/**
 * Fiat amount: paid on a buy, received on a sell.
 */
export type DecimalString16 = string;
/**
 * Crypto amount, rounded down to the crypto's decimals: received on a buy, sold on a sell.
 */
export type DecimalString17 = string;
/**
 * Smallest crypto amount that can be sold (assets.json sell limit).
 */
export type DecimalString18 = string;
/**
 * Largest crypto amount that can be sold.
 */
export type DecimalString19 = string;
/**
 * Product §5: smallest fiat payout (method limit, else the fiat's sell limit).
 */
export type DecimalString20 = string;
/**
 * Product §5: largest fiat payout.
 */
export type DecimalString21 = string;
/**
 * The envelope around a buy quote.
 */
export type BuyQuoteResponse = Envelope & BuyQuoteResponse1;
/**
 * The envelope around a sell quote.
 */
export type SellQuoteResponse = Envelope & SellQuoteResponse1;
/**
 * Percent of the fiat amount.
 */
export type DecimalString22 = string;
/**
 * Fixed part in the fiat.
 */
export type DecimalString23 = string;
/**
 * Network fee in the crypto; 0 on a sell, where the user pays the chain.
 */
export type DecimalString24 = string;
/**
 * The network fee in the fiat at the current price.
 */
export type DecimalString25 = string;
/**
 * Fiat per one crypto.
 */
export type DecimalString26 = string;
/**
 * Smallest fiat amount.
 */
export type DecimalString27 = string;
/**
 * Largest fiat amount.
 */
export type DecimalString28 = string;
/**
 * The envelope around a fee schedule.
 */
export type FeeScheduleResponse = Envelope & FeeScheduleResponse1;
/**
 * Fiat per one crypto.
 */
export type DecimalString29 = string;
/**
 * Network fee of a buy, in the crypto.
 */
export type DecimalString30 = string;
/**
 * The envelope around a crypto's buy facts.
 */
export type BuyCryptoResponse = Envelope & BuyCryptoResponse1;

/**
 * POST /index/v2/trade/quote (product §7). Any query string (page or merchant parameters) may follow the path.
 */
export interface BuyQuoteBody {
  crypto: CryptoCode;
  fiat: FiatCode;
  /**
   * Always buy on this call.
   */
  side?: 'buy';
  amount: DecimalString;
  alpha2?: Alpha2;
  network: NetworkCode;
  /**
   * Shown name of the network; the server uses its own.
   */
  networkName?: string;
  /**
   * The chosen payment method; empty or absent before one is chosen.
   */
  payWayCode?: PayWayCode | '';
  /**
   * The fiat as the page received it before any default; informative.
   */
  rawFiat?: string;
}
/**
 * GET /index/v2/sell/trade/quote (product §7).
 */
export interface SellQuoteQuery {
  crypto: CryptoCode;
  fiat: FiatCode;
  cryptoAmount: DecimalString1;
  network: NetworkCode;
  alpha2?: Alpha2;
  /**
   * The payout method; the default sell method when empty.
   */
  payWayCode?: PayWayCode | '';
  /**
   * The crypto as the page received it; informative.
   */
  rawCrypto?: string;
  /**
   * Merchant parameters passed through; informative.
   */
  merchantParams?: string;
  /**
   * Merchant app id when the link carries one.
   */
  appId?: string;
}
/**
 * Product §3 Fee/quote responses, buy.
 */
export interface BuyQuote {
  quoteId: QuoteId;
  expiresAt: EpochMs;
  /**
   * ISO 4217 code.
   */
  fiat: string;
  /**
   * Currency sign.
   */
  fiatSymbol: string;
  /**
   * Flag icon of the fiat.
   */
  flag: string;
  /**
   * Country of the fiat.
   */
  alpha2: string;
  /**
   * Crypto symbol.
   */
  crypto: string;
  /**
   * Crypto icon.
   */
  cryptoIcon: string;
  cryptoToFiatPrice: DecimalString2;
  cryptoPrice: DecimalString3;
  /**
   * Network code.
   */
  network: string;
  /**
   * Network icon.
   */
  networkIcon: string;
  /**
   * Network display name.
   */
  networkName: string;
  /**
   * Product §5: the receiving address must match it.
   */
  addressRegex: string;
  /**
   * Product §5: a memo must match it; null when the network takes no memo.
   */
  memoRegex: string | null;
  rampFee: DecimalString4;
  /**
   * Decimals of the fiat (product §5: amounts may not have more).
   */
  decimalDigits: number;
  fiatAmount: DecimalString5;
  cryptoAmount: DecimalString6;
  /**
   * The method priced: the one asked for, else the first method offered for the fiat and country.
   */
  payWayCode: string;
  /**
   * True when the call came from a known merchant (appid header or appId query).
   */
  checkMerchant: boolean;
  /**
   * The merchant's display options (product §3 merchantConfig), null outside a merchant session.
   */
  merchantConfig: null | MerchantConfig;
  networkFee: DecimalString7;
  minAmount: DecimalString8;
  maxAmount: DecimalString9;
  /**
   * Product §1: the signed-in user's first order gets the promotion's percent off the ramp fee.
   */
  discount: boolean;
  discountNetworkFee: DecimalString10;
  discountRampFee: DecimalString11;
  discountCryptoAmount: DecimalString12;
}
/**
 * Product §3 Fee/quote responses, sell: no network fee or discount, with minLimit and maxLimit.
 */
export interface SellQuote {
  quoteId: QuoteId1;
  expiresAt: EpochMs1;
  /**
   * ISO 4217 code.
   */
  fiat: string;
  /**
   * Currency sign.
   */
  fiatSymbol: string;
  /**
   * Flag icon of the fiat.
   */
  flag: string;
  /**
   * Country of the fiat.
   */
  alpha2: string;
  /**
   * Crypto symbol.
   */
  crypto: string;
  /**
   * Crypto icon.
   */
  cryptoIcon: string;
  cryptoToFiatPrice: DecimalString13;
  cryptoPrice: DecimalString14;
  /**
   * Network code.
   */
  network: string;
  /**
   * Network icon.
   */
  networkIcon: string;
  /**
   * Network display name.
   */
  networkName: string;
  /**
   * Product §5: the receiving address must match it.
   */
  addressRegex: string;
  /**
   * Product §5: a memo must match it; null when the network takes no memo.
   */
  memoRegex: string | null;
  rampFee: DecimalString15;
  /**
   * Decimals of the fiat (product §5: amounts may not have more).
   */
  decimalDigits: number;
  fiatAmount: DecimalString16;
  cryptoAmount: DecimalString17;
  /**
   * The method priced: the one asked for, else the first method offered for the fiat and country.
   */
  payWayCode: string;
  /**
   * True when the call came from a known merchant (appid header or appId query).
   */
  checkMerchant: boolean;
  /**
   * The merchant's display options (product §3 merchantConfig), null outside a merchant session.
   */
  merchantConfig: null | MerchantConfig;
  minAmount: DecimalString18;
  maxAmount: DecimalString19;
  minLimit: DecimalString20;
  maxLimit: DecimalString21;
  /**
   * Product §9: decimals a sell amount may have.
   */
  cryptoDecimalDigits: number;
}
export interface BuyQuoteResponse1 {
  data: BuyQuote;
}
export interface SellQuoteResponse1 {
  data: SellQuote;
}
/**
 * GET /crypto/fee and GET /crypto/sell/fee/v4: the fee schedule of a method for a pair.
 */
export interface FeeQuery {
  crypto: CryptoCode;
  fiat: FiatCode;
  network?: NetworkCode;
  alpha2?: Alpha2;
  payWayCode?: PayWayCode | '';
}
/**
 * How a method prices a pair: ramp fee percent and fixed part, network fee, current price and amount limits in the fiat.
 */
export interface FeeSchedule {
  /**
   * Crypto symbol.
   */
  crypto: string;
  /**
   * ISO 4217 code.
   */
  fiat: string;
  /**
   * Network code (the crypto's first network when none was asked).
   */
  network: string;
  /**
   * The method priced.
   */
  payWayCode: string;
  rampFeePercent: DecimalString22;
  rampFeeFixed: DecimalString23;
  networkFee: DecimalString24;
  networkFeeFiat: DecimalString25;
  cryptoPrice: DecimalString26;
  minAmount: DecimalString27;
  maxAmount: DecimalString28;
}
export interface FeeScheduleResponse1 {
  data: FeeSchedule;
}
/**
 * GET /crypto/buy/v2: a crypto's buy facts in one fiat.
 */
export interface BuyCryptoQuery {
  crypto: CryptoCode;
  fiat: FiatCode;
  network?: NetworkCode;
}
/**
 * Product §3 cryptoInfo with the networks the crypto can be bought on.
 */
export interface BuyCryptoInfo {
  /**
   * Crypto symbol.
   */
  crypto: string;
  /**
   * Name in the caller's language.
   */
  cryptoName: string;
  /**
   * Icon path.
   */
  cryptoIcon: string;
  cryptoToFiatPrice: DecimalString29;
  /**
   * Decimals of crypto amounts.
   */
  decimals: number;
  networks: NetworkItem[];
}
/**
 * Product §3 networkInfo for one crypto on one network, with its address rules.
 */
export interface NetworkItem {
  crypto: string;
  network: string;
  networkName: string;
  networkIcon: string;
  /**
   * Product §5: a receiving address must match it.
   */
  addressRegex: string;
  /**
   * Product §5: a memo must match it; null when the network takes no memo.
   */
  memoRegex: string | null;
  networkFee: DecimalString30;
}
export interface BuyCryptoResponse1 {
  data: BuyCryptoInfo;
}
