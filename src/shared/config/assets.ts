import type { AssetsConfig, Country, Crypto, Fiat } from '../generated/assets.schema';
import type { Network } from '../generated/networks.schema';
import { networkByCode } from '../address/networks';
import { config } from '#config';

/** Cryptos, fiats and countries of config/assets.json, for the browser and the server alike. */
export const assetsConfig: AssetsConfig = config.assets;

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
