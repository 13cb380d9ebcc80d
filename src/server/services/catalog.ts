import type { CryptoItem, FiatItem, NetworkItem } from '../../shared/generated/api/lists.schema';
import type { AssetsConfig, Country, Crypto, Fiat } from '../../shared/generated/assets.schema';
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
 * Product §3 fiat list items, one per fiat and country, named and flagged after the country: buy
 * lists every country of every fiat (EUR in the Netherlands and in Belgium each have a row, so
 * iDEAL and Bancontact are reachable); sell lists the payout countries (assets.json countries
 * with sell) with their fiat.
 */
export function fiatItems(catalog: Catalog, side: Side, t: Translator, en: Translator): FiatItem[] {
  const { fiats, countries } = catalog.assets;
  const row = (fiat: Fiat, country: Country): FiatItem => ({
    fiat: fiat.code,
    fiatName: t(fiat.nameKey),
    countryName: t(country.nameKey),
    enCommonName: en(country.nameKey),
    flag: country.flag,
    alpha2: country.alpha2,
    symbol: fiat.symbol,
  });
  if (side === 'buy') {
    return fiats.flatMap((fiat) =>
      fiat.countries.flatMap((alpha2) => {
        const country = countries.find((candidate) => candidate.alpha2 === alpha2);
        return country ? [row(fiat, country)] : [];
      }),
    );
  }
  return countries.flatMap((country) => {
    const fiat = fiats.find((candidate) => candidate.code === country.fiat);
    return country.sell && fiat?.sell ? [row(fiat, country)] : [];
  });
}

/** A fiat row's key in the recent lists: the fiat and its country ("EUR/NL"). */
export const fiatRowKey = (item: Pick<FiatItem, 'fiat' | 'alpha2'>): string => `${item.fiat}/${item.alpha2}`;

/**
 * The rows a search finds: by currency code or name, country code or name, in the caller's
 * language or in English (the currency's English name from the catalogue).
 */
export function searchFiats(items: FiatItem[], name: string | undefined, catalog: Catalog, en: Translator): FiatItem[] {
  const englishCurrency = (code: string) => {
    const fiat = catalog.assets.fiats.find((candidate) => candidate.code === code);
    return fiat ? en(fiat.nameKey) : code;
  };
  return items.filter((item) => matches(name, item.fiat, item.fiatName, englishCurrency(item.fiat), item.countryName, item.enCommonName, item.alpha2));
}

/** Product §3 crypto list items: one per crypto and network, the sell side only for sellable cryptos. */
export function cryptoItems(catalog: Catalog, side: Side, t: Translator): CryptoItem[] {
  return catalog.assets.cryptos
    .filter((crypto) => side === 'buy' || crypto.sellable)
    .flatMap((crypto) =>
      crypto.networks.flatMap((entry) => {
        const network = catalog.networks.networks.find((candidate) => candidate.code === entry.network);
        if (!network) return [];
        return [
          {
            crypto: crypto.symbol,
            cryptoName: t(crypto.nameKey),
            cryptoIcon: crypto.icon,
            network: network.code,
            networkName: network.name,
            networkIcon: network.icon,
          },
        ];
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

/** Product §3 networkInfo with the address rules, for each network a crypto runs on. */
export function networkItems(catalog: Catalog, cryptos: Crypto[]): NetworkItem[] {
  return cryptos.flatMap((crypto) =>
    crypto.networks.flatMap((entry) => {
      const network = catalog.networks.networks.find((candidate) => candidate.code === entry.network);
      if (!network) return [];
      return [
        {
          crypto: crypto.symbol,
          network: network.code,
          networkName: network.name,
          networkIcon: network.icon,
          addressRegex: network.addressRegex,
          memoRegex: network.memoRegex ?? null,
          networkFee: entry.networkFee,
        },
      ];
    }),
  );
}
