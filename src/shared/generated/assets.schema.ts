/* Generated from schemas/ by `npm run gen:types`. Do not edit: change the schema and run it again. */

import type { AmountLimits } from './api/availability.schema';
export type { AmountLimits } from './api/availability.schema';

/**
 * The cryptos, fiats and countries the checkout trades in: names (i18n keys), icons, decimals, the networks each crypto runs on with its network fee, buy and sell limits, and reference prices for the sandbox price provider.
 */
export interface AssetsConfig {
  /**
   * Path or URL of this schema, for editors.
   */
  $schema?: string;
  /**
   * Every crypto offered. Order is the 'All' list order.
   *
   * @minItems 1
   */
  cryptos: [Crypto, ...Crypto[]];
  /**
   * Every fiat currency offered. Order is the fiat list order.
   *
   * @minItems 1
   */
  fiats: [Fiat, ...Fiat[]];
  /**
   * Every country a payment method or payout form uses.
   *
   * @minItems 1
   */
  countries: [Country, ...Country[]];
}
/**
 * One crypto asset.
 */
export interface Crypto {
  /**
   * Ticker used by the API, e.g. USDT.
   */
  symbol: string;
  /**
   * i18n key of the crypto's name.
   */
  nameKey: string;
  /**
   * Path of the crypto's icon under the public web root.
   */
  icon: string;
  /**
   * Decimal places shown for and accepted in amounts of this crypto in the checkout (sell input is further capped by constants.sellCryptoDecimals).
   */
  decimals: number;
  /**
   * Listed under Popular in the crypto picker (product §2).
   */
  popular: boolean;
  /**
   * Networks this crypto runs on, in picker order.
   *
   * @minItems 1
   */
  networks: [CryptoNetwork, ...CryptoNetwork[]];
  /**
   * Offered on the Sell tab.
   */
  sellable: boolean;
  sell?: AmountLimits;
  /**
   * Reference price of one unit in US dollars for the sandbox price provider.
   */
  sandboxUsdPrice: string;
}
/**
 * A network a crypto can be delivered on or received from; its token contract, if it is not the network's native coin, is in the network's tokens (networks.json).
 */
export interface CryptoNetwork {
  /**
   * Network code from networks.json.
   */
  network: string;
  /**
   * Network fee charged on a buy, in units of this crypto.
   */
  networkFee: string;
}
/**
 * One fiat currency.
 */
export interface Fiat {
  /**
   * ISO 4217 code, e.g. USD.
   */
  code: string;
  /**
   * i18n key of the currency's name.
   */
  nameKey: string;
  /**
   * Currency sign shown before amounts, e.g. $ or R$.
   */
  symbol: string;
  /**
   * Product §5: decimals a buy amount may have in this fiat (0 means whole numbers only); also used to format amounts.
   */
  decimalDigits: number;
  /**
   * Path of the flag icon shown beside the currency.
   */
  flag: string;
  /**
   * ISO 3166-1 alpha-2 codes of the countries that use this currency (from countries below).
   *
   * @minItems 1
   */
  countries: [string, ...string[]];
  buy: AmountLimits;
  sell?: AmountLimits;
  /**
   * Units of this fiat one US dollar buys, for the sandbox price provider.
   */
  sandboxUsdRate: string;
}
/**
 * One country.
 */
export interface Country {
  /**
   * ISO 3166-1 alpha-2 code, e.g. BR.
   */
  alpha2: string;
  /**
   * i18n key of the country's name.
   */
  nameKey: string;
  /**
   * Path of the country's flag icon.
   */
  flag: string;
  /**
   * Code of the country's currency (from fiats above).
   */
  fiat: string;
  /**
   * Offered in the sell country picker (it has a payout form).
   */
  sell: boolean;
}
