import Decimal from 'decimal.js';
import { constants } from '../../shared/config/constants';
import { fixedFeeFor } from '../../shared/config/paymentMethods';
import { quotedMethod } from '../../shared/rules/quoted-method';
import type { AmountLimits, Crypto, CryptoNetwork, Fiat } from '../../shared/generated/assets.schema';
import type { Network } from '../../shared/generated/networks.schema';
import type { PaymentMethod } from '../../shared/generated/payment-methods.schema';
import { roundDown } from '../../shared/money';
import { ApiError } from '../errors';
import type { PriceProvider } from '../providers/prices/prices';
import { cryptoBySymbol, fiatByCode } from '../../shared/config/assets';
import type { Catalog, Side } from './catalog';
import { amountLimitsFor } from './orders/limits';
import { refuse } from '../refusals';

/** The crypto on a network and the fiat a quote is for, resolved from config/. */
export interface Pair {
  crypto: Crypto;
  cryptoNetwork: CryptoNetwork;
  network: Network;
  fiat: Fiat;
}

export function resolvePair(catalog: Catalog, crypto: string, network: string | undefined, fiat: string, side: Side): Pair {
  const asset = cryptoBySymbol(crypto, catalog.assets);
  const currency = fiatByCode(fiat, catalog.assets);
  if (!asset || !currency || (side === 'sell' && !asset.sellable)) throw new ApiError('notFound');
  const cryptoNetwork = network === undefined ? asset.networks[0] : asset.networks.find((entry) => entry.network === network);
  const networkEntry = catalog.networks.networks.find((candidate) => candidate.code === cryptoNetwork?.network);
  if (!cryptoNetwork || !networkEntry) throw new ApiError('notFound');
  return { crypto: asset, cryptoNetwork, network: networkEntry, fiat: currency };
}

/** The method priced (quotedMethod); one that does not serve the fiat on that side is not found. */
export function resolveMethod(side: Side, fiat: string, alpha2: string | undefined, payWayCode: string | undefined): PaymentMethod {
  return quotedMethod(side, fiat, alpha2, payWayCode) ?? refuse('notFound');
}

/** The order's fiat range for the method (amountLimitsFor); a fiat not offered on the side is not found. */
export function fiatLimits(side: Side, method: PaymentMethod, fiat: Fiat): AmountLimits {
  return amountLimitsFor(side, fiat, method) ?? refuse('notFound');
}

/** A method's fee schedule in one fiat: a percent of the amount plus a fixed part. */
export interface FeeScheduleTerms {
  percent: string;
  fixed: string;
}

export function feeScheduleOf(method: PaymentMethod, fiat: Fiat): FeeScheduleTerms {
  return { percent: method.fee.percent, fixed: fixedFeeFor(method, fiat.code) };
}

/** Processing fee: the schedule's percent of the amount plus its fixed part, to the fiat's decimals, half up. */
export function rampFeeOf(schedule: FeeScheduleTerms, fiat: Fiat, amount: Decimal): Decimal {
  return amount.times(schedule.percent).dividedBy(100).plus(schedule.fixed).toDecimalPlaces(fiat.decimalDigits, Decimal.ROUND_HALF_UP);
}

/** The method's processing fee on the amount (rampFeeOf its schedule). */
export function rampFeeFor(method: PaymentMethod, fiat: Fiat, amount: Decimal): Decimal {
  return rampFeeOf(feeScheduleOf(method, fiat), fiat, amount);
}

/** Product §1: the first-order promotion takes its percent off the ramp fee. */
export function discountedFee(rampFee: Decimal, fiat: Fiat): Decimal {
  const keep = new Decimal(100).minus(constants.promoFirstOrderDiscountPercent).dividedBy(100);
  return rampFee.times(keep).toDecimalPlaces(fiat.decimalDigits, Decimal.ROUND_HALF_UP);
}

/**
 * The provider's price of one crypto in the fiat, to price an order on: undefined for a pair it does
 * not price at all. A price it cannot give now (too few fresh sources), or one older than its bound,
 * prices nothing: the caller gets the busy answer and tries again.
 */
export async function quotablePrice(prices: PriceProvider, crypto: string, fiat: string, at: number): Promise<string | undefined> {
  const answer = await prices.cryptoPrice(crypto, fiat, at);
  if (answer === undefined) return undefined;
  if (answer.kind === 'refused' || at - answer.time > prices.maxAgeMs) refuse('busy');
  return answer.value;
}

/** The pair's price as the provider writes it (quotablePrice); a pair the provider does not price is not found. */
export async function priceTextOf(prices: PriceProvider, pair: Pair, at: number): Promise<string> {
  return (await quotablePrice(prices, pair.crypto.symbol, pair.fiat.code, at)) ?? refuse('notFound');
}

/** The pair's price (priceTextOf) as a decimal. */
export async function priceOf(prices: PriceProvider, pair: Pair, at: number): Promise<Decimal> {
  return new Decimal(await priceTextOf(prices, pair, at));
}

/** Crypto a buyer receives: (fiat paid − ramp fee) at the price, less the network fee, rounded down, never below 0. */
export function buyCryptoAmount(fiatAmount: Decimal, rampFee: Decimal, price: Decimal, pair: Pair): string {
  const gross = fiatAmount.minus(rampFee).dividedBy(price).minus(pair.cryptoNetwork.networkFee);
  return roundDown(Decimal.max(gross, 0), pair.crypto.decimals);
}

/** Fiat a seller receives: the crypto at the price, less the ramp fee, rounded down, never below 0. */
export function sellFiatAmount(grossFiat: Decimal, rampFee: Decimal, fiat: Fiat): string {
  return Decimal.max(grossFiat.minus(rampFee), 0).toFixed(fiat.decimalDigits, Decimal.ROUND_DOWN);
}

/** A fiat amount written with exactly the fiat's decimals ("3.50"). */
export function fiatText(amount: Decimal, fiat: Fiat): string {
  return amount.toFixed(fiat.decimalDigits, Decimal.ROUND_HALF_UP);
}

/** Product §3 price fields: 8 significant digits, and the 'one crypto' line at the fiat's decimals. */
export function priceFields(price: Decimal, fiat: Fiat): { cryptoToFiatPrice: string; cryptoPrice: string } {
  return {
    cryptoToFiatPrice: price.toSignificantDigits(8, Decimal.ROUND_HALF_UP).toFixed(),
    cryptoPrice: price.toFixed(fiat.decimalDigits, Decimal.ROUND_HALF_UP),
  };
}
