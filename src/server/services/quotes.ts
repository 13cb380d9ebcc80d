import Decimal from 'decimal.js';
import { constants } from '../../shared/config/constants';
import type { BuyQuote, SellQuote } from '../../shared/generated/api/quotes.schema';
import type { Merchant } from '../../shared/generated/merchants.schema';
import type { Translator } from '../../shared/i18n';
import { typedDecimals } from '../../shared/money';
import { sellCryptoDecimals } from '../../shared/rules/amount-decimals';
import { validateBuyAmount } from '../../shared/rules/buy-amount';
import { ApiError } from '../errors';
import type { PriceProvider } from '../providers/prices/prices';
import type { Db } from '../store/db';
import type { Catalog } from './catalog';
import { firstOrderEligible } from './buy/first-order';
import { boundedMemo, type Memo } from './bounded-memo';
import {
  buyCryptoAmount,
  discountedFee,
  fiatLimits,
  fiatText,
  priceFields,
  priceTextOf,
  rampFeeFor,
  resolveMethod,
  resolvePair,
  sellFiatAmount,
  type Pair,
} from './pricing';
import { refuseAmountRule } from './orders/limits';
import { sealQuote, type QuoteTerms } from './quote-store';
import { sellAmountRule } from './sell/sell-amount';

export interface QuoteContext {
  db: Db;
  /** QUOTE_KEY: the quote's terms are sealed into its quoteId under it. */
  quoteKey: Buffer;
  catalog: Catalog;
  prices: PriceProvider;
  now: number;
  t: Translator;
  userNo?: string;
  merchant?: Merchant;
}

export interface BuyQuoteInput {
  crypto: string;
  fiat: string;
  network: string;
  amount: string;
  alpha2?: string;
  payWayCode?: string;
}

export interface SellQuoteInput {
  crypto: string;
  fiat: string;
  network: string;
  cryptoAmount: string;
  alpha2?: string;
  payWayCode?: string;
}

function refuseDecimals(t: Translator, field: string, decimals: number): ApiError {
  return new ApiError('validationFailed', { field, reason: t('validation.amount.tooManyDecimals', { decimals }) });
}

function quoteBase(pair: Pair, price: Decimal, context: QuoteContext) {
  return {
    fiat: pair.fiat.code,
    fiatSymbol: pair.fiat.symbol,
    flag: pair.fiat.flag,
    crypto: pair.crypto.symbol,
    cryptoIcon: pair.crypto.icon,
    ...priceFields(price, pair.fiat),
    network: pair.network.code,
    networkIcon: pair.network.icon,
    networkName: pair.network.name,
    addressRegex: pair.network.addressRegex,
    memoRegex: pair.network.memoRegex ?? null,
    decimalDigits: pair.fiat.decimalDigits,
    checkMerchant: context.merchant !== undefined,
    merchantConfig: context.merchant?.merchantConfig ?? null,
  };
}

/** The quote with its quoteId, the seal of the terms an order will be held to (quote-store.ts); nothing is stored. */
function sealed<T extends QuoteTerms>(context: QuoteContext, side: 'buy' | 'sell', quote: T): T & { quoteId: string; expiresAt: number } {
  const expiresAt = context.now + constants.quoteValidityMs;
  return { quoteId: sealQuote(context.quoteKey, { side, userNo: context.userNo ?? null, expiresAt, terms: quote }), expiresAt, ...quote };
}

/** A quote as priced, before its seal: the same for everyone who asks the same in the same price window. */
type Priced<T> = Omit<T, 'quoteId' | 'expiresAt'>;

/**
 * How many priced quotes are remembered (boundedMemo), per catalog. A quote is a pure function of
 * the catalog, what it is asked, the price and the caller's discount and merchant, so every open
 * page that asks the same amount again in one price window (the landing's default amount, above
 * all) gets the terms computed once; each still gets its own seal. A memo entry names its price,
 * so a new price is a new entry and an old one is simply never asked again. Kept per catalog (one
 * per app), so two apps of one process on different config directories never share an entry.
 */
const pricedQuotesKept = 1000;
const pricedQuotes = new WeakMap<Catalog, { buy: Memo<Priced<BuyQuote>>; sell: Memo<Priced<SellQuote>> }>();

function pricedQuotesOf(catalog: Catalog): { buy: Memo<Priced<BuyQuote>>; sell: Memo<Priced<SellQuote>> } {
  let memos = pricedQuotes.get(catalog);
  if (!memos) {
    memos = { buy: boundedMemo(pricedQuotesKept), sell: boundedMemo(pricedQuotesKept) };
    pricedQuotes.set(catalog, memos);
  }
  return memos;
}

/** Everything a priced quote is computed from, as one memo key. */
function pricedKey(pair: Pair, alpha2: string | undefined, payWayCode: string, amount: string, price: string, discount: boolean, merchant?: Merchant): string {
  return [pair.crypto.symbol, pair.network.code, pair.fiat.code, alpha2 ?? '', payWayCode, amount, price, discount, merchant?.appId ?? ''].join('\0');
}

/**
 * Product §3 buy quote, priced with decimal.js and sealed so an order can be held to it. An amount
 * outside the fiat's range for the method (amountLimitsFor) is refused with product §5's message
 * ('Minimum transaction amount is 20 USD.'), as the order would be.
 */
export async function buyQuote(context: QuoteContext, input: BuyQuoteInput): Promise<BuyQuote> {
  const pair = resolvePair(context.catalog, input.crypto, input.network, input.fiat, 'buy');
  if (typedDecimals(input.amount) > pair.fiat.decimalDigits) throw refuseDecimals(context.t, 'amount', pair.fiat.decimalDigits);
  const alpha2 = input.alpha2 ?? pair.fiat.countries[0];
  const method = resolveMethod('buy', pair.fiat.code, alpha2, input.payWayCode);
  const limits = fiatLimits('buy', method, pair.fiat);
  // Product §5 with the browser's own rule: an amount outside the range prices nothing.
  const rule = validateBuyAmount({ fiat: pair.fiat.code, value: input.amount, min: limits.min, max: limits.max, decimals: pair.fiat.decimalDigits });
  refuseAmountRule('amount', rule, { ...limits, fiat: pair.fiat.code });
  const priceText = await priceTextOf(context.prices, pair, context.now);
  const discount = await firstOrderEligible(context.db, context.userNo, context.now);
  const key = pricedKey(pair, alpha2, method.payWayCode, input.amount, priceText, discount, context.merchant);
  return sealed(
    context,
    'buy',
    pricedQuotesOf(context.catalog).buy(key, () => {
      const price = new Decimal(priceText);
      const amount = new Decimal(input.amount);
      const rampFee = rampFeeFor(method, pair.fiat, amount);
      const networkFee = price.times(pair.cryptoNetwork.networkFee);
      const discountRampFee = discount ? discountedFee(rampFee, pair.fiat) : rampFee;
      return {
        ...quoteBase(pair, price, context),
        alpha2: alpha2 ?? '',
        payWayCode: method.payWayCode,
        fiatAmount: fiatText(amount, pair.fiat),
        rampFee: fiatText(rampFee, pair.fiat),
        networkFee: fiatText(networkFee, pair.fiat),
        cryptoAmount: buyCryptoAmount(amount, rampFee, price, pair),
        minAmount: limits.min,
        maxAmount: limits.max,
        discount,
        discountNetworkFee: fiatText(networkFee, pair.fiat),
        discountRampFee: fiatText(discountRampFee, pair.fiat),
        discountCryptoAmount: buyCryptoAmount(amount, discountRampFee, price, pair),
      };
    }),
  );
}

/**
 * Product §3 sell quote: the crypto sold at the price, less the payout method's ramp fee. A sale the
 * order would refuse by its amount (sellAmountRule) is refused here, with product §5's message
 * ('Minimum sell amount is 20 USD.').
 */
export async function sellQuote(context: QuoteContext, input: SellQuoteInput): Promise<SellQuote> {
  const pair = resolvePair(context.catalog, input.crypto, input.network, input.fiat, 'sell');
  const decimals = sellCryptoDecimals(pair.crypto);
  if (typedDecimals(input.cryptoAmount) > decimals) throw refuseDecimals(context.t, 'cryptoAmount', decimals);
  const alpha2 = input.alpha2 ?? pair.fiat.countries[0];
  const method = resolveMethod('sell', pair.fiat.code, alpha2, input.payWayCode);
  const limits = fiatLimits('sell', method, pair.fiat);
  const cryptoLimits = pair.crypto.sell;
  if (!cryptoLimits) throw new ApiError('notFound');
  const priceText = await priceTextOf(context.prices, pair, context.now);
  const key = pricedKey(pair, alpha2, method.payWayCode, input.cryptoAmount, priceText, false, context.merchant);
  return sealed(
    context,
    'sell',
    pricedQuotesOf(context.catalog).sell(key, () => {
      const price = new Decimal(priceText);
      const cryptoAmount = new Decimal(input.cryptoAmount);
      const gross = cryptoAmount.times(price);
      const rampFee = rampFeeFor(method, pair.fiat, gross);
      const fiatAmount = sellFiatAmount(gross, rampFee, pair.fiat);
      // Product §5 sell amount as an order is judged: above zero, fiat within the method's range, crypto within its own.
      const { result, range } = sellAmountRule({
        fiat: pair.fiat,
        crypto: pair.crypto,
        method,
        cryptoAmount: input.cryptoAmount,
        fiatAmount,
        fee: fiatText(rampFee, pair.fiat),
      });
      refuseAmountRule('cryptoAmount', result, range);
      return {
        ...quoteBase(pair, price, context),
        alpha2: alpha2 ?? '',
        payWayCode: method.payWayCode,
        cryptoAmount: cryptoAmount.toFixed(),
        fiatAmount,
        rampFee: fiatText(rampFee, pair.fiat),
        minAmount: cryptoLimits.min,
        maxAmount: cryptoLimits.max,
        minLimit: limits.min,
        maxLimit: limits.max,
        cryptoDecimalDigits: decimals,
      };
    }),
  );
}
