/**
 * The rules of the market price adapter's settings (providers.json /prices/settings) that a JSON
 * Schema cannot express, checked while that adapter is selected: every crypto and fiat of
 * assets.json has at least the minimum of sources, each symbol prices its own crypto in the base
 * fiat or in a crypto priced in it, and each source has a name of its own in logs and metrics.
 */
import { asArray, asObject, asString, type Catalogue, type ConfigSet, type JsonPath, requireRef } from './configJson';

const file = 'providers.json';
const settingsPath: JsonPath = ['prices', 'settings'];

export function checkMarketPrices(set: ConfigSet, refs: { cryptoSymbols: Catalogue; fiatCodes: Catalogue }): void {
  const prices = asObject(set.doc(file).prices);
  if (prices.adapter !== 'market' || !set.usable('assets.json')) return;
  const settings = asObject(prices.settings);
  const baseFiat = asString(settings.baseFiat);
  requireRef(set, file, [...settingsPath, 'baseFiat'], baseFiat, refs.fiatCodes);

  const exchanges = asObject(settings.exchanges);
  const exchangeSources = asArray(exchanges.sources).map(asObject);
  const symbolsOf = exchangeSources.map((source) =>
    Object.entries(asObject(source.symbols)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  // A crypto quoted in the base fiat on every exchange can price the others (USDT for BTC/USDT).
  const quotesOf = new Map<string, Set<string | undefined>>();
  for (const [crypto, symbol] of symbolsOf.flat()) quotesOf.set(crypto, (quotesOf.get(crypto) ?? new Set()).add(symbol.split('/')[1]));
  const quotedInBase = (crypto: string | undefined) => crypto !== undefined && [...(quotesOf.get(crypto) ?? [undefined])].every((quote) => quote === baseFiat);
  symbolsOf.forEach((symbols, i) => {
    for (const [crypto, symbol] of symbols) {
      const path = [...settingsPath, 'exchanges', 'sources', i, 'symbols', crypto];
      requireRef(set, file, path, crypto, refs.cryptoSymbols);
      const [base, quote] = symbol.split('/');
      if (base !== crypto) set.report(file, path, `"${symbol}" does not price ${crypto}: its base is ${String(base)}`);
      else if (quote !== baseFiat && !(quote !== crypto && quotedInBase(quote))) {
        set.report(
          file,
          path,
          `"${symbol}" is quoted in ${String(quote)}, neither the base fiat ${String(baseFiat)} nor a crypto whose symbols are all quoted in it`,
        );
      }
    }
  });
  const minimumTickers = exchanges.minimumSources;
  if (typeof minimumTickers === 'number') {
    for (const crypto of refs.cryptoSymbols.values) {
      const count = symbolsOf.filter((symbols) => symbols.some(([symbolCrypto]) => symbolCrypto === crypto)).length;
      if (count < minimumTickers)
        set.report(
          file,
          [...settingsPath, 'exchanges', 'sources'],
          `${String(crypto)} has a symbol on ${count} exchange(s), fewer than minimumSources ${minimumTickers}`,
        );
    }
  }

  const fiatRates = asObject(settings.fiatRates);
  const rateSources = asArray(fiatRates.sources).map(asObject);
  rateSources.forEach((source, i) =>
    asArray(source.fiats).forEach((fiat, j) => requireRef(set, file, [...settingsPath, 'fiatRates', 'sources', i, 'fiats', j], fiat, refs.fiatCodes)),
  );
  const minimumRates = fiatRates.minimumSources;
  if (typeof minimumRates === 'number') {
    for (const fiat of refs.fiatCodes.values) {
      if (fiat === baseFiat) continue;
      const names = rateSources.filter((source) => asArray(source.fiats).includes(fiat)).map((source) => String(source.name));
      if (names.length < minimumRates) {
        set.report(
          file,
          [...settingsPath, 'fiatRates', 'sources'],
          `${String(fiat)} is priced by ${names.length === 0 ? 'no rate source' : names.join(', ')}, fewer than minimumSources ${minimumRates}`,
        );
      }
    }
  }

  const names = [...exchangeSources.map((source) => source.exchange), ...rateSources.map((source) => source.name)];
  names.forEach((name, i) => {
    if (typeof name !== 'string' || names.indexOf(name) === i) return;
    const path = i < exchangeSources.length ? ['exchanges', 'sources', i, 'exchange'] : ['fiatRates', 'sources', i - exchangeSources.length, 'name'];
    set.report(file, [...settingsPath, ...path], `duplicate price source name "${name}"`);
  });
}
