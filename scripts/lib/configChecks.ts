/**
 * The rules across config files that a JSON Schema cannot express: codes unique per side, every
 * reference (route, network, crypto, fiat, country, payout form, format, i18n key) resolves, every
 * regex compiles, and the locales carry the same keys. Each problem names its file and JSON pointer.
 */
import Decimal from 'decimal.js';
import type { ConfigFile } from './configDir';
import { pointer, walkJson } from './jsonPointer';

export interface Problem {
  file: string;
  pointer: string;
  message: string;
}

/** What the cross-file checks need to know beyond the files themselves. */
export interface CheckContext {
  /** Named string formats the shared ajv instance knows (ours and ajv-formats'). */
  knownFormats: ReadonlySet<string>;
  /** Checksum formats a network's addressFormat may name. */
  addressFormats: ReadonlySet<string>;
}

type Json = Record<string, unknown>;

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const asObject = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
const asString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

const isDecimal = (value: unknown): value is string => typeof value === 'string' && /^[0-9]+(\.[0-9]+)?$/.test(value);

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** Flattens a locale document to its message keys ("home.stepBar"), plural variants folded into one key. */
export function localeKeys(locale: unknown): Set<string> {
  const keys = new Set<string>();
  walkJson(locale, (value, path) => {
    if (typeof value === 'string' && path[0] !== '$schema') keys.add(path.join('.').replace(pluralSuffix, ''));
  });
  return keys;
}

export function checkConfig(files: ConfigFile[], context: CheckContext): Problem[] {
  const problems: Problem[] = [];
  const report = (file: string, path: Array<string | number>, message: string) =>
    problems.push({ file, pointer: pointer(...path), message });
  const byPath = new Map(files.map((f) => [f.path, f.data]));
  const doc = (path: string) => asObject(byPath.get(path));

  const routes = asArray(doc('routes.json').routes).map(asObject);
  const paymentRoutePaths = new Set(routes.filter((r) => r.payment === true).map((r) => asString(r.path)));
  const methods = asArray(doc('payment-methods.json').methods).map(asObject);
  const networks = asArray(doc('networks.json').networks).map(asObject);
  const assets = doc('assets.json');
  const cryptos = asArray(assets.cryptos).map(asObject);
  const fiats = asArray(assets.fiats).map(asObject);
  const countries = asArray(assets.countries).map(asObject);
  const constants = doc('constants.json');
  const errors = doc('errors.json');

  const networkCodes = new Set(networks.map((n) => asString(n.code)));
  const cryptoSymbols = new Set(cryptos.map((c) => asString(c.symbol)));
  const fiatCodes = new Set(fiats.map((f) => asString(f.code)));
  const countryCodes = new Set(countries.map((c) => asString(c.alpha2)));

  const requireRef = (file: string, path: Array<string | number>, value: unknown, known: Set<unknown>, what: string, where: string) => {
    if (typeof value === 'string' && !known.has(value)) report(file, path, `"${value}" is not a ${what} in ${where}`);
  };

  // routes.json: names and paths unique, fallback exists.
  const seenRouteNames = new Map<string, number>();
  const seenRoutePaths = new Map<string, number>();
  routes.forEach((route, i) => {
    const name = asString(route.name);
    const path = asString(route.path);
    if (name !== undefined) {
      if (seenRouteNames.has(name)) report('routes.json', ['routes', i, 'name'], `duplicate route name "${name}" (first at /routes/${seenRouteNames.get(name)})`);
      else seenRouteNames.set(name, i);
    }
    if (path !== undefined) {
      if (seenRoutePaths.has(path)) report('routes.json', ['routes', i, 'path'], `duplicate route path "${path}" (first at /routes/${seenRoutePaths.get(path)})`);
      else seenRoutePaths.set(path, i);
    }
  });
  const fallback = doc('routes.json').fallback;
  if (typeof fallback === 'string' && !seenRouteNames.has(fallback)) {
    report('routes.json', ['fallback'], `"${fallback}" is not a route name in config/routes.json`);
  }

  // payment-methods.json: one entry per payWayCode and side; references resolve.
  const seenCodes = new Map<string, number>();
  const seenOrders = new Map<string, number>();
  methods.forEach((method, i) => {
    const file = 'payment-methods.json';
    const code = asString(method.payWayCode);
    const side = asString(method.side);
    if (code !== undefined && side !== undefined) {
      const key = `${side}:${code}`;
      if (seenCodes.has(key)) report(file, ['methods', i, 'payWayCode'], `duplicate payWayCode "${code}" for side ${side} (first at /methods/${seenCodes.get(key)})`);
      else seenCodes.set(key, i);
    }
    const routerPath = asString(method.routerPath);
    if (routerPath !== undefined && !paymentRoutePaths.has(routerPath) && !(side === 'sell' && seenRoutePaths.has(routerPath))) {
      report(file, ['methods', i, 'routerPath'], `"${routerPath}" is not a payment route in config/routes.json`);
    }
    asArray(method.fiats).forEach((fiat, j) => requireRef(file, ['methods', i, 'fiats', j], fiat, fiatCodes, 'fiat', 'config/assets.json'));
    asArray(method.supportedCountries).forEach((c, j) => requireRef(file, ['methods', i, 'supportedCountries', j], c, countryCodes, 'country', 'config/assets.json'));
    asArray(method.nationality).forEach((c, j) => requireRef(file, ['methods', i, 'nationality', j], c, countryCodes, 'country', 'config/assets.json'));
    const ownFiats = new Set(asArray(method.fiats));
    for (const [fiat, limit] of Object.entries(asObject(method.limits))) {
      if (!ownFiats.has(fiat)) report(file, ['methods', i, 'limits', fiat], `limits for ${fiat}, which is not one of the method's fiats`);
      const { min, max } = asObject(limit);
      if (isDecimal(min) && isDecimal(max) && new Decimal(min).greaterThan(max)) report(file, ['methods', i, 'limits', fiat, 'min'], `min ${min} is above max ${max}`);
    }
    for (const fiat of Object.keys(asObject(asObject(method.fee).fixed))) {
      if (!ownFiats.has(fiat)) report(file, ['methods', i, 'fee', 'fixed', fiat], `fixed fee in ${fiat}, which is not one of the method's fiats`);
    }
    const order = method.order;
    if (typeof order === 'number' && side !== undefined) {
      const orderKey = `${side}:${order}`;
      if (seenOrders.has(orderKey)) report(file, ['methods', i, 'order'], `order ${order} is already used on side ${side} (at /methods/${seenOrders.get(orderKey)})`);
      else seenOrders.set(orderKey, i);
    }
  });

  // networks.json: regexes compile, checksum format known, default crypto exists.
  networks.forEach((network, i) => {
    for (const field of ['addressRegex', 'memoRegex'] as const) {
      const source = asString(network[field]);
      if (source === undefined) continue;
      try {
        new RegExp(source, 'u');
      } catch (error) {
        report('networks.json', ['networks', i, field], `regex does not compile: ${(error as Error).message}`);
      }
    }
    const format = asString(network.addressFormat);
    if (format !== undefined && !context.addressFormats.has(format)) {
      report('networks.json', ['networks', i, 'addressFormat'], `"${format}" is not a known address format (known: ${[...context.addressFormats].sort().join(', ')})`);
    }
    requireRef('networks.json', ['networks', i, 'defaultCrypto'], network.defaultCrypto, cryptoSymbols, 'crypto', 'config/assets.json');
  });

  // assets.json: networks, countries and fiats referenced exist.
  cryptos.forEach((crypto, i) => {
    asArray(crypto.networks).forEach((entry, j) =>
      requireRef('assets.json', ['cryptos', i, 'networks', j, 'network'], asObject(entry).network, networkCodes, 'network', 'config/networks.json'),
    );
  });
  fiats.forEach((fiat, i) => {
    asArray(fiat.countries).forEach((c, j) => requireRef('assets.json', ['fiats', i, 'countries', j], c, countryCodes, 'country', 'config/assets.json /countries'));
  });
  countries.forEach((country, i) => requireRef('assets.json', ['countries', i, 'fiat'], country.fiat, fiatCodes, 'fiat', 'config/assets.json /fiats'));

  // payout-forms: file name is the country, aliases resolve, references and formats exist, patterns compile.
  for (const file of files.filter((f) => f.path.startsWith('payout-forms/'))) {
    const form = asObject(file.data);
    const isShared = file.path.startsWith('payout-forms/shared/');
    const use = asString(form.use);
    if (use !== undefined) {
      if (!byPath.has(`payout-forms/${use}.json`)) report(file.path, ['use'], `"${use}" is not a payout form in config/payout-forms (no payout-forms/${use}.json)`);
      continue;
    }
    const country = asString(form.country);
    const fileCountry = file.path.replace(/^payout-forms\//, '').replace(/\.json$/, '');
    if (!isShared && country !== undefined && country !== fileCountry) {
      report(file.path, ['country'], `"${country}" does not match the file name (expected "${fileCountry}")`);
    }
    if (!isShared) requireRef(file.path, ['country'], country, countryCodes, 'country', 'config/assets.json');
    requireRef(file.path, ['fiat'], form.fiat, fiatCodes, 'fiat', 'config/assets.json');
    walkJson(form.schema, (value, path, key) => {
      const parent = path[path.length - 2];
      if (parent === 'properties') return;
      if (key === 'format' && typeof value === 'string' && !context.knownFormats.has(value)) {
        report(file.path, ['schema', ...path], `"${value}" is not a named format (known: ${[...context.knownFormats].sort().join(', ')})`);
      }
      if (key === 'pattern' && typeof value === 'string') {
        try {
          new RegExp(value, 'u');
        } catch (error) {
          report(file.path, ['schema', ...path], `regex does not compile: ${(error as Error).message}`);
        }
      }
    });
  }
  for (const country of countries) {
    const alpha2 = asString(country.alpha2);
    if (country.sell === true && alpha2 && !byPath.has(`payout-forms/${alpha2}.json`)) {
      report('assets.json', ['countries', countries.indexOf(country), 'sell'], `country ${alpha2} is sellable but has no config/payout-forms/${alpha2}.json`);
    }
  }

  // errors.json: codes and names unique.
  const seenReturnCodes = new Map<string, number>();
  const seenErrorNames = new Map<string, number>();
  asArray(errors.codes).map(asObject).forEach((entry, i) => {
    const code = asString(entry.code);
    const name = asString(entry.name);
    if (code !== undefined) {
      if (seenReturnCodes.has(code)) report('errors.json', ['codes', i, 'code'], `duplicate return code "${code}" (first at /codes/${seenReturnCodes.get(code)})`);
      else seenReturnCodes.set(code, i);
    }
    if (name !== undefined) {
      if (seenErrorNames.has(name)) report('errors.json', ['codes', i, 'name'], `duplicate error name "${name}" (first at /codes/${seenErrorNames.get(name)})`);
      else seenErrorNames.set(name, i);
    }
  });

  // constants.json: references into other files.
  const defaultSell = asString(constants.defaultSellPayWayCode);
  if (defaultSell !== undefined && methods.length > 0 && !seenCodes.has(`sell:${defaultSell}`)) {
    report('constants.json', ['defaultSellPayWayCode'], `"${defaultSell}" is not a sell payWayCode in config/payment-methods.json`);
  }
  asArray(constants.importantUpdatesFiats).forEach((fiat, i) => requireRef('constants.json', ['importantUpdatesFiats', i], fiat, fiatCodes, 'fiat', 'config/assets.json'));

  problems.push(...checkLocales(files, constants));
  return problems;
}

/** Every language has a locale file with the default language's keys, and every i18n key a config uses exists. */
function checkLocales(files: ConfigFile[], constants: Json): Problem[] {
  const problems: Problem[] = [];
  const languages = asArray(constants.languages).filter((l): l is string => typeof l === 'string');
  const defaultLanguage = asString(constants.defaultLanguage) ?? languages[0];
  const locales = new Map(
    files.filter((f) => /^locales\/[^/]+\.json$/.test(f.path)).map((f) => [f.path.replace(/^locales\/|\.json$/g, ''), localeKeys(f.data)]),
  );
  languages.forEach((lng, i) => {
    if (!locales.has(lng)) problems.push({ file: 'constants.json', pointer: pointer('languages', i), message: `language "${lng}" has no config/locales/${lng}.json` });
  });
  for (const lng of locales.keys()) {
    if (!languages.includes(lng)) problems.push({ file: `locales/${lng}.json`, pointer: '', message: `"${lng}" is not listed in config/constants.json /languages` });
  }
  const reference = defaultLanguage ? locales.get(defaultLanguage) : undefined;
  if (reference) {
    for (const [lng, keys] of locales) {
      if (lng === defaultLanguage) continue;
      for (const key of reference) if (!keys.has(key)) problems.push({ file: `locales/${lng}.json`, pointer: pointer(...key.split('.')), message: `missing key (present in ${defaultLanguage})` });
      for (const key of keys) if (!reference.has(key)) problems.push({ file: `locales/${lng}.json`, pointer: pointer(...key.split('.')), message: `key not present in ${defaultLanguage}` });
    }
  }

  for (const file of files) {
    if (file.path.startsWith('locales/')) continue;
    walkJson(file.data, (value, path, key) => {
      const parentKey = path[path.length - 2];
      const isKeyField = typeof key === 'string' && /Key$/.test(key);
      const isInKeyMap = typeof parentKey === 'string' && /Keys$/.test(parentKey);
      if (typeof value !== 'string' || !(isKeyField || isInKeyMap)) return;
      for (const [lng, keys] of locales) {
        if (!keys.has(value)) problems.push({ file: file.path, pointer: pointer(...path), message: `i18n key "${value}" is missing in config/locales/${lng}.json` });
      }
    });
  }
  return problems;
}
