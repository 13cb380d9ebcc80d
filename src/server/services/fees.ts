import Decimal from 'decimal.js';
import { fixedFeeFor } from '../../shared/config/paymentMethods';
import type { BuyCryptoInfo, FeeSchedule } from '../../shared/generated/api/quotes.schema';
import type { Translator } from '../../shared/i18n';
import type { PriceProvider } from '../providers/prices/prices';
import { networkItems, type Catalog, type Side } from './catalog';
import { fiatLimits, fiatText, priceFields, priceOf, resolveMethod, resolvePair } from './pricing';

export interface FeeInput {
  crypto: string;
  fiat: string;
  network?: string;
  alpha2?: string;
  payWayCode?: string;
}

/** GET /crypto/fee and /crypto/sell/fee/v4: how the method prices the pair, before any amount. */
export async function feeSchedule(catalog: Catalog, prices: PriceProvider, side: Side, input: FeeInput, now: number): Promise<FeeSchedule> {
  const pair = resolvePair(catalog, input.crypto, input.network, input.fiat, side);
  const method = resolveMethod(side, pair.fiat.code, input.alpha2 ?? pair.fiat.countries[0], input.payWayCode);
  const limits = fiatLimits(side, method, pair.fiat);
  const price = await priceOf(prices, pair, now);
  // A seller pays the chain fee when sending the deposit; only a buy's delivery is charged here.
  const networkFee = side === 'buy' ? new Decimal(pair.cryptoNetwork.networkFee) : new Decimal(0);
  return {
    crypto: pair.crypto.symbol,
    fiat: pair.fiat.code,
    network: pair.network.code,
    payWayCode: method.payWayCode,
    rampFeePercent: method.fee.percent,
    rampFeeFixed: fixedFeeFor(method, pair.fiat.code),
    networkFee: networkFee.toFixed(),
    networkFeeFiat: fiatText(networkFee.times(price), pair.fiat),
    cryptoPrice: priceFields(price, pair.fiat).cryptoPrice,
    minAmount: limits.min,
    maxAmount: limits.max,
  };
}

/** GET /crypto/buy/v2: product §3 cryptoInfo in one fiat, with the networks it can be bought on. */
export async function buyCryptoInfo(catalog: Catalog, prices: PriceProvider, input: FeeInput, now: number, t: Translator): Promise<BuyCryptoInfo> {
  const pair = resolvePair(catalog, input.crypto, input.network, input.fiat, 'buy');
  const price = await priceOf(prices, pair, now);
  const networks = networkItems(catalog, [pair.crypto]);
  return {
    crypto: pair.crypto.symbol,
    cryptoName: t(pair.crypto.nameKey),
    cryptoIcon: pair.crypto.icon,
    cryptoToFiatPrice: priceFields(price, pair.fiat).cryptoToFiatPrice,
    decimals: pair.crypto.decimals,
    networks: input.network === undefined ? networks : networks.filter((item) => item.network === input.network),
  };
}
