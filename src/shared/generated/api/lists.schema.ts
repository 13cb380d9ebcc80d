/* Generated from schemas/ by `npm run gen:types`. Do not edit: change the schema and run it again. */

import type { Envelope } from './common.schema';
export type { Envelope } from './common.schema';

/**
 * Product §7 Home and lists: notices, promotion time, client ip, fiat, crypto and network lists. The root lists every shape so each gets a generated type.
 */
export type ListsApi =
  | NoticeItem
  | NoticeListResponse
  | ActivityTime
  | ActivityTimeResponse
  | ClientIpResponse
  | FiatListQuery
  | FiatItem
  | FiatList
  | FiatPage
  | FiatListResponse
  | CryptoListQuery
  | CryptoItem
  | CryptoPage
  | CryptoList
  | CryptoListResponse
  | NetworkListQuery
  | SellNetworkQuery
  | NetworkItem
  | NetworkListResponse;
/**
 * A time as milliseconds since 1970-01-01 UTC.
 */
export type EpochMs = number;
/**
 * A time as milliseconds since 1970-01-01 UTC.
 */
export type EpochMs1 = number;
/**
 * A time as milliseconds since 1970-01-01 UTC.
 */
export type EpochMs2 = number;
/**
 * GET /index/v2/notice/list: the notices live now.
 */
export type NoticeListResponse = Envelope & NoticeListResponse1;
/**
 * Percent off the ramp fee of the first order.
 */
export type DecimalString = string;
/**
 * The envelope around the promotion times.
 */
export type ActivityTimeResponse = Envelope & ActivityTimeResponse1;
/**
 * GET /index/client/ip: the caller's address as the server sees it.
 */
export type ClientIpResponse = Envelope & ClientIpResponse1;
/**
 * buy lists each fiat in each of its countries; sell lists each payout country with its fiat. buy when absent.
 */
export type Side = 'buy' | 'sell';
/**
 * The envelope around the fiat list.
 */
export type FiatListResponse = Envelope & FiatListResponse1;
/**
 * buy: fiat to crypto; sell: crypto to fiat.
 */
export type Side1 = 'buy' | 'sell';
/**
 * The envelope around the crypto list.
 */
export type CryptoListResponse = Envelope & CryptoListResponse1;
/**
 * Network fee of a buy, in the crypto.
 */
export type DecimalString1 = string;
/**
 * The envelope around network entries.
 */
export type NetworkListResponse = Envelope & NetworkListResponse1;

/**
 * Product §3 Notice: one banner message shown on home.
 */
export interface NoticeItem {
  /**
   * The message in the caller's language.
   */
  content: string;
  publishTime: EpochMs;
  endTime: EpochMs1;
  systemTime: EpochMs2;
}
export interface NoticeListResponse1 {
  data: NoticeItem[];
}
/**
 * GET /index/v2/activity/time: the first-order discount promotion (product §1) and whether it runs now.
 */
export interface ActivityTime {
  /**
   * True while the promotion runs.
   */
  activityStatus: boolean;
  startTime: EpochMs;
  endTime: EpochMs;
  systemTime: EpochMs;
  discountPercent: DecimalString;
}
export interface ActivityTimeResponse1 {
  data: ActivityTime;
}
export interface ClientIpResponse1 {
  data: {
    ip: string;
  };
}
/**
 * GET /index/v2/world/fiat/list (product §7).
 */
export interface FiatListQuery {
  /**
   * 1-based page; 1 when absent.
   */
  pageIndex?: number;
  /**
   * Rows per page (product §9: 999).
   */
  pageSize?: number;
  side?: Side;
  /**
   * Search text: matches the currency code or name, or the country code or name, in the caller's language or in English.
   */
  name?: string;
}
/**
 * Product §3 fiat list item: one row per fiat and country (EUR in the Netherlands, EUR in Belgium, ...), so picking a row picks the country whose payment methods (config/payment-methods.json supportedCountries) and payout form apply.
 */
export interface FiatItem {
  /**
   * ISO 4217 code.
   */
  fiat: string;
  /**
   * The currency's name in the caller's language.
   */
  fiatName: string;
  /**
   * The country's name in the caller's language.
   */
  countryName: string;
  /**
   * The country's common name in English, for search.
   */
  enCommonName: string;
  /**
   * The country's flag.
   */
  flag: string;
  /**
   * The country (ISO 3166-1 alpha-2): one of the currency's countries on buy, a payout country on sell.
   */
  alpha2: string;
  symbol: string;
}
/**
 * Product §3 fiat list response.
 */
export interface FiatList {
  pageData: FiatPage;
  /**
   * The fiat and country rows the signed-in user bought with lately, newest first; empty for a visitor.
   */
  buyRecentFiatList: FiatItem[];
  /**
   * The payout fiat and country rows the signed-in user sold for lately, newest first.
   */
  sellRecentFiatList: FiatItem[];
}
/**
 * One page of fiats.
 */
export interface FiatPage {
  result: FiatItem[];
  /**
   * Rows matching, over all pages.
   */
  total: number;
}
export interface FiatListResponse1 {
  data: FiatList;
}
/**
 * GET /index/v2/crypto/list (product §7 crypto list).
 */
export interface CryptoListQuery {
  pageIndex?: number;
  /**
   * Rows per page (product §9: 20).
   */
  pageSize?: number;
  side?: Side1;
  /**
   * Search text: matches the symbol or the name.
   */
  coin?: string;
  /**
   * The fiat chosen on home; every crypto is offered in every fiat, so it does not narrow the list.
   */
  fiat?: string;
  /**
   * Page merchants fix the network: only pairs on it.
   */
  network?: string;
  /**
   * Page merchants fix the crypto: only pairs of it.
   */
  crypto?: string;
}
/**
 * Product §3 crypto list item: one crypto on one network.
 */
export interface CryptoItem {
  crypto: string;
  cryptoName: string;
  cryptoIcon: string;
  network: string;
  networkName: string;
  networkIcon: string;
}
/**
 * One page of crypto-network pairs.
 */
export interface CryptoPage {
  result: CryptoItem[];
  total: number;
}
/**
 * Product §3 crypto list response.
 */
export interface CryptoList {
  /**
   * Popular pairs (assets.json popular).
   */
  popularList: CryptoItem[];
  /**
   * Pairs the signed-in user traded lately on this side.
   */
  recentBuyList: CryptoItem[];
  pageData: CryptoPage;
}
export interface CryptoListResponse1 {
  data: CryptoList;
}
/**
 * Network lists: optionally for one crypto and one side.
 */
export interface NetworkListQuery {
  crypto?: string;
  side?: Side1;
}
/**
 * GET /crypto/sell/network: the networks a crypto can be sold from.
 */
export interface SellNetworkQuery {
  crypto: string;
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
  networkFee: DecimalString1;
}
export interface NetworkListResponse1 {
  data: NetworkItem[];
}
