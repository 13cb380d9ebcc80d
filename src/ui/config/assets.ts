import type { AssetsConfig } from '../../shared/generated/assets.schema';
import { assetsConfig } from '../../shared/config/assets';

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
