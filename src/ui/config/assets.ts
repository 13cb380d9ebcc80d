import Decimal from 'decimal.js';
import type { AssetsConfig, Crypto, Fiat } from '../../shared/generated/assets.schema';
import { assetsConfig } from '../../shared/config/assets';
import { constants } from '../../shared/config/constants';

export interface AssetChoice {
  fiat: string;
  alpha2: string;
  crypto: string;
  network: string;
  /** A first amount the side's rules accept (fiat for buy, crypto for sell), so the first quote prices a valid order. */
  amount: string;
}

/**
 * Product §5: a sell passes when the crypto's fiat value reaches the fiat's sell minimum. The default
 * is the next round amount above what that minimum is worth at the reference price of
 * config/assets.json (the step above gives room for the live price to differ), kept within the
 * crypto's own sell limits and the sell decimals.
 */
export function defaultSellAmount(crypto: Crypto, fiat: Fiat): string {
  const limits = crypto.sell;
  if (!limits) return '';
  if (!fiat.sell) return limits.min;
  const needed = new Decimal(fiat.sell.min).dividedBy(new Decimal(crypto.sandboxUsdPrice).times(fiat.sandboxUsdRate));
  // The power of ten of needed's leading digit, written from its exponent `e`: exact, and nearly free
  // where needed.log(10) is a series computed to 20 digits and 10.pow(e) for a negative e a division
  // at full precision (with pow, this function took about 90 ms of a 4×-slowed phone's CPU profile of
  // the landing's start; without, too little to show).
  const step = new Decimal(`1e${needed.e}`);
  const nextRound = needed.dividedToIntegerBy(step).plus(1).times(step);
  const within = Decimal.min(Decimal.max(nextRound, limits.min), limits.max);
  return within.toDecimalPlaces(constants.sellCryptoDecimals, Decimal.ROUND_UP).toFixed();
}

/**
 * The first fiat (the first that pays out, for sell), its first country, the first crypto
 * (sellable ones for sell), its first network, and an amount the side's rules accept: the fiat's
 * buy minimum, or for sell the crypto worth the fiat's sell minimum.
 */
export function defaultChoice(side: 'buy' | 'sell', config: AssetsConfig = assetsConfig): AssetChoice {
  const fiat = side === 'sell' ? (config.fiats.find((candidate) => candidate.sell) ?? config.fiats[0]) : config.fiats[0];
  const crypto = side === 'sell' ? (config.cryptos.find((candidate) => candidate.sellable) ?? config.cryptos[0]) : config.cryptos[0];
  const amount = side === 'sell' ? defaultSellAmount(crypto, fiat) : fiat.buy.min;
  return { fiat: fiat.code, alpha2: fiat.countries[0], crypto: crypto.symbol, network: crypto.networks[0].network, amount };
}
