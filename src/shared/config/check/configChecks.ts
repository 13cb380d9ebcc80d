/**
 * The rules across config files that a JSON Schema cannot express: codes unique, every reference
 * (route, network, crypto, fiat, country, return code, name service, format, i18n key) resolves,
 * the market price adapter's sources cover every crypto and fiat,
 * every regex compiles, min never above max, and the locales agree. Each problem names its file and
 * JSON pointer. A reference into a file that could not be parsed is not checked (see ConfigSet.usable).
 */
import Decimal from 'decimal.js';
import type { ConfigFile } from './configDir';
import { asArray, asObject, asString, type Catalogue, type CheckContext, ConfigSet, type Json, type JsonPath, type Problem, requireRef } from './configJson';
import { pointer, walkJson } from './jsonPointer';
import { checkLocales } from './localeChecks';
import { checkPayoutForms } from './payoutFormChecks';
import { checkMarketPrices } from './pricesChecks';
import { checkNetworkTokens } from './tokenChecks';

export type { Problem } from './configJson';

/** Reports the second and later entries whose `key` repeats an earlier one. */
function requireUnique(
  set: ConfigSet,
  file: string,
  list: Json[],
  listPath: JsonPath,
  key: string,
  what: string,
  group: (entry: Json) => string = () => '',
): void {
  const seen = new Map<string, number>();
  list.forEach((entry, i) => {
    const value = entry[key];
    if (typeof value !== 'string' && typeof value !== 'number') return;
    const id = `${group(entry)}\u0000${String(value)}`;
    const first = seen.get(id);
    if (first === undefined) seen.set(id, i);
    else
      set.report(
        file,
        [...listPath, i, key],
        `duplicate ${what} ${JSON.stringify(value)}${group(entry) ? ` for side ${group(entry)}` : ''} (first at ${pointer(...listPath, first)})`,
      );
  });
}

const isDecimal = (value: unknown): value is string => typeof value === 'string' && /^[0-9]+(\.[0-9]+)?$/.test(value);

/** A bound's counterpart: min -> max, gbpMinMinutes -> gbpMaxMinutes. */
const maxKeyOf = (key: string): string | undefined =>
  /(^min|Min)(?=[A-Z]|$)/.test(key) ? key.replace(/(^min|Min)(?=[A-Z]|$)/, (m) => (m === 'min' ? 'max' : 'Max')) : undefined;

/** Every pair of bounds in `value` (min/max, fooMinBar/fooMaxBar), numbers or decimal strings, keeps min <= max. */
function requireMinNotAboveMax(set: ConfigSet, file: string, value: unknown, basePath: JsonPath): void {
  walkJson(value, (node, path) => {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return;
    const object = node as Json;
    for (const minKey of Object.keys(object)) {
      const maxKey = maxKeyOf(minKey);
      if (maxKey === undefined || !(maxKey in object)) continue;
      const min = object[minKey];
      const max = object[maxKey];
      const above = typeof min === 'number' && typeof max === 'number' ? min > max : isDecimal(min) && isDecimal(max) && new Decimal(min).greaterThan(max);
      if (above) set.report(file, [...basePath, ...path, minKey], `${minKey} ${String(min)} is above ${maxKey} ${String(max)}`);
    }
  });
}

export function checkConfig(files: ConfigFile[], context: CheckContext): Problem[] {
  const set = new ConfigSet(files, context.fileName ?? ((path) => `config/${path}`));

  const routesDoc = set.doc('routes.json');
  const routes = asArray(routesDoc.routes).map(asObject);
  const methods = asArray(set.doc('payment-methods.json').methods).map(asObject);
  const networksDoc = set.doc('networks.json');
  const networks = asArray(networksDoc.networks).map(asObject);
  const nameServices = asArray(networksDoc.nameServices).map(asObject);
  const assets = set.doc('assets.json');
  const cryptos = asArray(assets.cryptos).map(asObject);
  const fiats = asArray(assets.fiats).map(asObject);
  const countries = asArray(assets.countries).map(asObject);
  const constants = set.doc('constants.json');
  const errorCodes = asArray(set.doc('errors.json').codes).map(asObject);
  const sandbox = set.doc('sandbox.json');

  const catalogue = (file: string, what: string, values: unknown[]): Catalogue => ({ file, what, values: new Set(values) });
  const networkCodes = catalogue(
    'networks.json',
    'network',
    networks.map((n) => n.code),
  );
  const nameServiceIds = catalogue(
    'networks.json',
    'name service',
    nameServices.map((s) => s.id),
  );
  const cryptoSymbols = catalogue(
    'assets.json',
    'crypto',
    cryptos.map((c) => c.symbol),
  );
  const fiatCodes = catalogue(
    'assets.json',
    'fiat',
    fiats.map((f) => f.code),
  );
  const countryCodes = catalogue(
    'assets.json',
    'country',
    countries.map((c) => c.alpha2),
  );
  const routeNames = catalogue(
    'routes.json',
    'route name',
    routes.map((r) => r.name),
  );
  // Product §2/§3: a buy method leads to its payment page, a sell method to the payout form.
  const paymentRoutes = catalogue(
    'routes.json',
    'payment route',
    routes.filter((r) => r.payment === true).map((r) => r.path),
  );
  const payoutRoutes = catalogue(
    'routes.json',
    'payout route',
    routes.filter((r) => r.payout === true).map((r) => r.path),
  );
  const returnCodes = catalogue(
    'errors.json',
    'return code',
    errorCodes.map((c) => c.code),
  );
  const cardResultCodes = catalogue(
    'errors.json',
    'card result code (cardResult: true)',
    errorCodes.filter((c) => c.cardResult === true).map((c) => c.code),
  );
  const sellPayWayCodes = catalogue(
    'payment-methods.json',
    'sell payWayCode',
    methods.filter((m) => m.side === 'sell').map((m) => m.payWayCode),
  );
  const buyPayWayCodes = catalogue(
    'payment-methods.json',
    'buy payWayCode',
    methods.filter((m) => m.side === 'buy').map((m) => m.payWayCode),
  );
  const networksOfCrypto = new Map<unknown, Set<unknown>>();
  for (const crypto of cryptos) {
    if (!networksOfCrypto.has(crypto.symbol)) networksOfCrypto.set(crypto.symbol, new Set(asArray(crypto.networks).map((n) => asObject(n).network)));
  }

  // routes.json: names and paths unique, fallback exists, a route leads to a payment or a payout, not both.
  requireUnique(set, 'routes.json', routes, ['routes'], 'name', 'route name');
  requireUnique(set, 'routes.json', routes, ['routes'], 'path', 'route path');
  requireRef(set, 'routes.json', ['fallback'], routesDoc.fallback, routeNames);
  routes.forEach((route, i) => {
    if (route.payment === true && route.payout === true)
      set.report('routes.json', ['routes', i, 'payout'], 'a route is a payment route or a payout route, not both');
  });

  // payment-methods.json: one entry per payWayCode and side; references resolve.
  const side = (entry: Json) => asString(entry.side) ?? '';
  requireUnique(set, 'payment-methods.json', methods, ['methods'], 'payWayCode', 'payWayCode', side);
  requireUnique(set, 'payment-methods.json', methods, ['methods'], 'order', 'order', side);
  methods.forEach((method, i) => {
    const file = 'payment-methods.json';
    requireRef(set, file, ['methods', i, 'routerPath'], method.routerPath, method.side === 'sell' ? payoutRoutes : paymentRoutes);
    const payoutForm = asString(method.payoutForm);
    if (payoutForm !== undefined && !set.has(`payout-forms/${payoutForm}.json`)) {
      set.report(
        file,
        ['methods', i, 'payoutForm'],
        `"${payoutForm}" is not a shared form in ${set.fileName('payout-forms')} (no payout-forms/${payoutForm}.json)`,
      );
    }
    asArray(method.fiats).forEach((fiat, j) => requireRef(set, file, ['methods', i, 'fiats', j], fiat, fiatCodes));
    asArray(method.supportedCountries).forEach((c, j) => requireRef(set, file, ['methods', i, 'supportedCountries', j], c, countryCodes));
    asArray(method.nationality).forEach((c, j) => requireRef(set, file, ['methods', i, 'nationality', j], c, countryCodes));
    const ownFiats = new Set(asArray(method.fiats));
    for (const fiat of Object.keys(asObject(method.limits))) {
      if (!ownFiats.has(fiat)) set.report(file, ['methods', i, 'limits', fiat], `limits for ${fiat}, which is not one of the method's fiats`);
    }
    requireMinNotAboveMax(set, file, method.limits, ['methods', i, 'limits']);
    for (const fiat of Object.keys(asObject(asObject(method.fee).fixed))) {
      if (!ownFiats.has(fiat)) set.report(file, ['methods', i, 'fee', 'fixed', fiat], `fixed fee in ${fiat}, which is not one of the method's fiats`);
    }
  });

  // networks.json: codes unique, regexes compile, checksum format and name services known, default crypto runs on the network.
  requireUnique(set, 'networks.json', networks, ['networks'], 'code', 'network code');
  requireUnique(set, 'networks.json', nameServices, ['nameServices'], 'id', 'name service id');
  networks.forEach((network, i) => {
    for (const field of ['addressRegex', 'memoRegex'] as const) {
      const source = asString(network[field]);
      if (source === undefined) continue;
      try {
        new RegExp(source, 'u');
      } catch (error) {
        set.report('networks.json', ['networks', i, field], `regex does not compile: ${(error as Error).message}`);
      }
    }
    const format = asString(network.addressFormat);
    if (format !== undefined && !context.addressFormats.has(format)) {
      set.report(
        'networks.json',
        ['networks', i, 'addressFormat'],
        `"${format}" is not a known address format (known: ${[...context.addressFormats].sort().join(', ')})`,
      );
    }
    asArray(network.nameServices).forEach((id, j) => requireRef(set, 'networks.json', ['networks', i, 'nameServices', j], id, nameServiceIds));
    const crypto = asString(network.defaultCrypto);
    requireRef(set, 'networks.json', ['networks', i, 'defaultCrypto'], crypto, cryptoSymbols);
    const code = asString(network.code);
    if (crypto !== undefined && code !== undefined && set.usable('assets.json') && networksOfCrypto.has(crypto) && !networksOfCrypto.get(crypto)?.has(code)) {
      set.report('networks.json', ['networks', i, 'defaultCrypto'], `"${crypto}" does not run on ${code} (its networks in ${set.fileName('assets.json')})`);
    }
  });

  // networks.json tokens: the cryptos of assets.json on each network, their contracts and decimals.
  checkNetworkTokens(set, networks, cryptos);

  // assets.json: codes unique, references resolve, min <= max.
  requireUnique(set, 'assets.json', cryptos, ['cryptos'], 'symbol', 'crypto symbol');
  requireUnique(set, 'assets.json', fiats, ['fiats'], 'code', 'fiat code');
  requireUnique(set, 'assets.json', countries, ['countries'], 'alpha2', 'country code');
  cryptos.forEach((crypto, i) => {
    const entries = asArray(crypto.networks).map(asObject);
    requireUnique(set, 'assets.json', entries, ['cryptos', i, 'networks'], 'network', 'network');
    entries.forEach((entry, j) => requireRef(set, 'assets.json', ['cryptos', i, 'networks', j, 'network'], entry.network, networkCodes));
    requireMinNotAboveMax(set, 'assets.json', crypto.sell, ['cryptos', i, 'sell']);
  });
  fiats.forEach((fiat, i) => {
    asArray(fiat.countries).forEach((c, j) => requireRef(set, 'assets.json', ['fiats', i, 'countries', j], c, countryCodes));
    requireMinNotAboveMax(set, 'assets.json', fiat.buy, ['fiats', i, 'buy']);
    requireMinNotAboveMax(set, 'assets.json', fiat.sell, ['fiats', i, 'sell']);
  });
  countries.forEach((country, i) => {
    requireRef(set, 'assets.json', ['countries', i, 'fiat'], country.fiat, fiatCodes);
    const alpha2 = asString(country.alpha2);
    if (country.sell === true && alpha2 && !set.has(`payout-forms/${alpha2}.json`)) {
      set.report('assets.json', ['countries', i, 'sell'], `country ${alpha2} is sellable but has no ${set.fileName(`payout-forms/${alpha2}.json`)}`);
    }
  });

  // errors.json: codes and names unique.
  requireUnique(set, 'errors.json', errorCodes, ['codes'], 'code', 'return code');
  requireUnique(set, 'errors.json', errorCodes, ['codes'], 'name', 'error name');

  // constants.json: references into other files, min <= max.
  requireRef(set, 'constants.json', ['defaultSellPayWayCode'], constants.defaultSellPayWayCode, sellPayWayCodes);
  asArray(constants.importantUpdatesFiats).forEach((fiat, i) => requireRef(set, 'constants.json', ['importantUpdatesFiats', i], fiat, fiatCodes));
  requireMinNotAboveMax(set, 'constants.json', constants, []);

  // sandbox.json: every network something is sold on has a deposit address; references resolve.
  const chain = asObject(sandbox.chain);
  const depositAddresses = asObject(chain.depositAddresses);
  if (set.usable('sandbox.json') && set.usable('assets.json') && set.usable('networks.json') && 'depositAddresses' in chain) {
    const sold = new Map<string, string>();
    for (const crypto of cryptos.filter((c) => c.sellable === true)) {
      for (const entry of asArray(crypto.networks).map(asObject)) {
        const network = asString(entry.network);
        if (network !== undefined && networkCodes.values.has(network) && !sold.has(network)) sold.set(network, String(crypto.symbol));
      }
    }
    for (const [network, crypto] of sold) {
      if (!(network in depositAddresses))
        set.report('sandbox.json', ['chain', 'depositAddresses'], `no deposit address for network ${network}, on which ${crypto} is sold`);
    }
  }
  for (const network of Object.keys(depositAddresses)) requireRef(set, 'sandbox.json', ['chain', 'depositAddresses', network], network, networkCodes);
  asArray(sandbox.cards)
    .map(asObject)
    .forEach((card, i) => {
      const code = asString(card.resultCode);
      if (code !== undefined && set.usable('errors.json') && returnCodes.values.has(code))
        requireRef(set, 'sandbox.json', ['cards', i, 'resultCode'], code, cardResultCodes);
      else requireRef(set, 'sandbox.json', ['cards', i, 'resultCode'], code, returnCodes);
    });
  const refund = asObject(asObject(sandbox.payout).refund);
  requireRef(set, 'sandbox.json', ['payout', 'refund', 'crypto'], refund.crypto, cryptoSymbols);
  requireRef(set, 'sandbox.json', ['payout', 'refund', 'network'], refund.network, networkCodes);
  const local = asObject(sandbox.local);
  for (const fiat of Object.keys(asObject(asObject(sandbox.kyc).limits))) requireRef(set, 'sandbox.json', ['kyc', 'limits', fiat], fiat, fiatCodes);
  for (const fiat of Object.keys(asObject(local.qr))) requireRef(set, 'sandbox.json', ['local', 'qr', fiat], fiat, fiatCodes);
  for (const fiat of Object.keys(asObject(local.bankDetails))) requireRef(set, 'sandbox.json', ['local', 'bankDetails', fiat], fiat, fiatCodes);
  for (const code of Object.keys(asObject(local.instructionsByPayWayCode)))
    requireRef(set, 'sandbox.json', ['local', 'instructionsByPayWayCode', code], code, buyPayWayCodes);

  checkPayoutForms(set, context, { countryCodes, fiatCodes, sellPayWayCodes });
  checkMarketPrices(set, { cryptoSymbols, fiatCodes });
  checkLocales(set);
  return set.problems;
}
