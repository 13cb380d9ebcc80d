import type { AssetsConfig, Country, Crypto, Fiat } from '../../shared/generated/assets.schema';
import type { Network } from '../../shared/generated/networks.schema';
import { networkByCode } from '../../shared/address/networks';
import assetsJson from '../../../config/assets.json';

/**
 * Narrow reader of config/assets.json for the browser (no shared loader exists yet): the home
 * form's defaults, a fiat's decimals, and a crypto's networks for the network picker.
 */
export const assetsConfig = assetsJson as AssetsConfig;

export function fiatByCode(code: string, config: AssetsConfig = assetsConfig): Fiat | undefined {
  return config.fiats.find((fiat) => fiat.code === code);
}

export function cryptoBySymbol(symbol: string, config: AssetsConfig = assetsConfig): Crypto | undefined {
  return config.cryptos.find((crypto) => crypto.symbol === symbol);
}

export function countryByAlpha2(alpha2: string, config: AssetsConfig = assetsConfig): Country | undefined {
  return config.countries.find((country) => country.alpha2 === alpha2);
}

/** The networks a crypto can be delivered on, with their rules, in picker order. */
export function networksOf(symbol: string, config: AssetsConfig = assetsConfig): Network[] {
  return (cryptoBySymbol(symbol, config)?.networks ?? [])
    .map((entry) => networkByCode(entry.network))
    .filter((network): network is Network => network !== undefined);
}

export interface AssetChoice {
  fiat: string;
  alpha2: string;
  crypto: string;
  network: string;
  /** The side's smallest amount (fiat for buy, crypto for sell), so the first quote has something to price. */
  amount: string;
}

/**
 * The first fiat, its first country, the first crypto (sellable ones for sell), its first network,
 * and the side's minimum amount.
 */
export function defaultChoice(side: 'buy' | 'sell', config: AssetsConfig = assetsConfig): AssetChoice {
  const fiat = side === 'sell' ? (config.fiats.find((candidate) => candidate.sell) ?? config.fiats[0]) : config.fiats[0];
  const crypto = side === 'sell' ? (config.cryptos.find((candidate) => candidate.sellable) ?? config.cryptos[0]) : config.cryptos[0];
  const amount = side === 'sell' ? (crypto.sell?.min ?? '') : fiat.buy.min;
  return { fiat: fiat.code, alpha2: fiat.countries[0], crypto: crypto.symbol, network: crypto.networks[0].network, amount };
}
