/**
 * Request and response shapes of the spec §7 calls, as far as the spec describes them (§3).
 * Request bodies that schemas/api/*.schema.json describe are imported from src/shared/generated/api/;
 * the response shapes below are local until the API schemas describe responses too.
 * Amounts are decimal strings (money never travels as a float).
 */

export type Side = 'buy' | 'sell';

export interface Page<T> {
  result: T[];
  total: number;
}

// Account
export interface SendCodeRequest {
  email: string;
}
export interface LoginRequest {
  email: string;
  code: string;
}
export interface LoginData {
  email: string;
  userNo: string;
  kycStatus: number;
}

// Home and lists
export interface Notice {
  content: string;
  publishTime: string;
  endTime: string;
  systemTime: string;
}
export interface ClientIp {
  ip: string;
}
export interface FiatListQuery {
  pageIndex: number;
  pageSize: number;
  side: Side;
  name?: string;
}
export interface FiatItem {
  fiat: string;
  fiatName: string;
  enCommonName: string;
  flag: string;
  alpha2: string;
  symbol: string;
}
export interface FiatList {
  pageData: Page<FiatItem>;
  buyRecentFiatList: FiatItem[];
  sellRecentFiatList: FiatItem[];
}
export interface CryptoListQuery {
  pageIndex: number;
  pageSize: number;
  side: Side;
  coin?: string;
  fiat?: string;
  network?: string;
  crypto?: string;
}
export interface CryptoItem {
  crypto: string;
  cryptoIcon: string;
  networkName: string;
}
export interface CryptoList {
  popularList: CryptoItem[];
  recentBuyList: CryptoItem[];
  pageData: Page<CryptoItem>;
}

// Quotes and fees
export interface BuyQuoteRequest {
  crypto: string;
  fiat: string;
  side: 'buy';
  amount: string;
  alpha2: string;
  network: string;
  networkName?: string;
  payWayCode?: string;
  rawFiat?: string;
}
export interface SellQuoteRequest {
  crypto: string;
  fiat: string;
  cryptoAmount: string;
  network: string;
  alpha2: string;
  payWayCode?: string;
  rawCrypto?: string;
  merchantParams?: string;
}
export interface MerchantConfig {
  merchantLogo?: string;
  menuBarVisible: boolean;
  customerServiceVisible: boolean;
  onOrderCompletionBtnVisible: boolean;
}
/** spec §3 Fee/quote responses; sell quotes leave out the network-fee and discount fields. */
export interface QuoteData {
  quoteId?: string;
  fiat: string;
  fiatSymbol?: string;
  flag?: string;
  alpha2?: string;
  crypto: string;
  cryptoIcon?: string;
  cryptoToFiatPrice?: string;
  network: string;
  networkIcon?: string;
  networkName?: string;
  addressRegex?: string;
  memoRegex?: string;
  rampFee: string;
  networkFee?: string;
  cryptoPrice: string;
  decimalDigits?: number;
  minAmount?: string;
  maxAmount?: string;
  minLimit?: string;
  maxLimit?: string;
  discount?: boolean;
  discountNetworkFee?: string;
  discountRampFee?: string;
  discountCryptoAmount?: string;
  cryptoAmount: string;
  fiatAmount: string;
  checkMerchant?: boolean;
  merchantConfig?: MerchantConfig;
}
export interface OrderFeeInfo {
  serviceFee: string;
  networkFee: string;
  price: string;
  cryptoAmount: string;
  discount: boolean;
}

// Buy order
/** spec §3 placeOrderQuery. */
export interface PlaceOrderQuery {
  cryptoCurrency: string;
  address: string;
  network: string;
  fiatCurrency: string;
  amount: string;
  depositType: number;
  payWayCode?: string;
  cryptoCurrencyVolume?: string;
  alpha2?: string;
  memo?: string;
  merchantParam?: string;
}
export interface CreatedOrder {
  orderNo: string;
  payUrl?: string;
}
export interface SavedCard {
  userCardId: string;
  cardExpireMonth: string;
  cardExpireYear: string;
  cardNumber: string;
  firstname: string;
  lastname: string;
}
/** Result of /pay/result/check (spec §4 buy result views); pending while the gateway has not decided. */
export interface PayResult {
  status: 'success' | 'failed' | 'timeout' | 'pending';
  code?: string;
}

// Sell
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
export interface SellOrder {
  orderNo: string;
  status: SellOrderStatus;
  /** Epoch ms after which the order no longer accepts a deposit (spec §4). */
  expiresAt: number;
  /** Set when a failed order failed because the bank rejected the fiat transfer. */
  bankRejected?: boolean;
  address?: string;
  memo?: string;
  cryptoAmount?: string;
}

// KYC
export interface KycCheck {
  kycFlag: number;
  userLevel: number;
}
export interface KycThrough {
  isKyc: boolean;
  kycLevel: number;
}
export interface KycRule {
  rule: number;
}
/** /kyc/auth/status: the identity-review status of spec §4, absent when the user never submitted. */
export interface IdentityReview {
  status?: number;
}
export interface UserDetail {
  nationality?: string;
}
