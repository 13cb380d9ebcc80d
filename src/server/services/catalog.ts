import type { CryptoItem, FiatItem, NetworkItem } from '../../shared/generated/api/lists.schema';
import type { AssetsConfig, Crypto } from '../../shared/generated/assets.schema';
import type { NetworksConfig } from '../../shared/generated/networks.schema';
import type { Translator } from '../../shared/i18n';

export type Side = 'buy' | 'sell';

export interface Catalog {
  assets: AssetsConfig;
  networks: NetworksConfig;
}

export interface Page<T> {
  result: T[];
  total: number;
}

export function paginate<T>(items: T[], pageIndex = 1, pageSize = items.length || 1): Page<T> {
  const start = (pageIndex - 1) * pageSize;
  return { result: items.slice(start, start + pageSize), total: items.length };
}

function matches(search: string | undefined, ...texts: string[]): boolean {
  const needle = search?.trim().toLowerCase();
  return !needle || texts.some((text) => text.toLowerCase().includes(needle));
}

/**
 * Spec §3 fiat list items. Buy lists each fiat (with its first country); sell lists each payout
 * country (assets.json countries with sell) with its fiat, named after the country.
 */
export function fiatItems(catalog: Catalog, side: Side, t: Translator, en: Translator): FiatItem[] {
  const { fiats, countries } = catalog.assets;
  if (side === 'buy') {
    return fiats.map((fiat) => ({
      fiat: fiat.code,
      fiatName: t(fiat.nameKey),
      enCommonName: en(fiat.nameKey),
      flag: fiat.flag,
      alpha2: fiat.countries[0] ?? '',
      symbol: fiat.symbol,
    }));
  }
  return countries.flatMap((country) => {
    const fiat = fiats.find((candidate) => candidate.code === country.fiat);
    if (!country.sell || !fiat?.sell) return [];
    return [{ fiat: fiat.code, fiatName: t(country.nameKey), enCommonName: en(country.nameKey), flag: country.flag, alpha2: country.alpha2, symbol: fiat.symbol }];
  });
}

export function searchFiats(items: FiatItem[], name: string | undefined): FiatItem[] {
  return items.filter((item) => matches(name, item.fiat, item.fiatName, item.enCommonName, item.alpha2));
}

/** Spec §3 crypto list items: one per crypto and network, the sell side only for sellable cryptos. */
export function cryptoItems(catalog: Catalog, side: Side, t: Translator): CryptoItem[] {
  return catalog.assets.cryptos
    .filter((crypto) => side === 'buy' || crypto.sellable)
    .flatMap((crypto) =>
      crypto.networks.flatMap((entry) => {
        const network = catalog.networks.networks.find((candidate) => candidate.code === entry.network);
        if (!network) return [];
        return [{ crypto: crypto.symbol, cryptoName: t(crypto.nameKey), cryptoIcon: crypto.icon, network: network.code, networkName: network.name, networkIcon: network.icon }];
      }),
    );
}

export interface CryptoFilter {
  coin?: string;
  crypto?: string;
  network?: string;
}

/**
 * How well a crypto answers a search (lower is better): its symbol exactly, its symbol's start,
 * its name's start, then the text anywhere in symbol or name ("eth" is in "Tether", after ETH).
 */
function searchRank(item: CryptoItem, needle: string): number | undefined {
  const symbol = item.crypto.toLowerCase();
  const name = item.cryptoName.toLowerCase();
  if (symbol === needle) return 0;
  if (symbol.startsWith(needle)) return 1;
  if (name.startsWith(needle)) return 2;
  if (symbol.includes(needle) || name.includes(needle)) return 3;
  return undefined;
}

/** The pairs offered for a fixed crypto or network, and for a search the matches best first (catalogue order among equals). */
export function filterCryptos(items: CryptoItem[], filter: CryptoFilter): CryptoItem[] {
  const offered = items.filter(
    (item) => (filter.crypto === undefined || item.crypto === filter.crypto) && (filter.network === undefined || item.network === filter.network),
  );
  const needle = filter.coin?.trim().toLowerCase();
  if (!needle) return offered;
  return offered
    .map((item) => ({ item, rank: searchRank(item, needle) }))
    .filter((entry): entry is { item: CryptoItem; rank: number } => entry.rank !== undefined)
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => entry.item);
}

export function popularCryptos(catalog: Catalog, items: CryptoItem[]): CryptoItem[] {
  const popular = new Set(catalog.assets.cryptos.filter((crypto) => crypto.popular).map((crypto) => crypto.symbol));
  return items.filter((item) => popular.has(item.crypto));
}

/** Spec §3 networkInfo with the address rules, for each network a crypto runs on. */
export function networkItems(catalog: Catalog, cryptos: Crypto[]): NetworkItem[] {
  return cryptos.flatMap((crypto) =>
    crypto.networks.flatMap((entry) => {
      const network = catalog.networks.networks.find((candidate) => candidate.code === entry.network);
      if (!network) return [];
      return [{
        crypto: crypto.symbol,
        network: network.code,
        networkName: network.name,
        networkIcon: network.icon,
        addressRegex: network.addressRegex,
        memoRegex: network.memoRegex ?? null,
        networkFee: entry.networkFee,
      }];
    }),
  );
}
