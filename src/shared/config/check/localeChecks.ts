/**
 * The rules of config/locales/: every language of constants.json has its file, the files carry the
 * same keys as the reference language (en-US), each language has the plural forms its grammar needs,
 * a translation keeps the reference's {{variables}}, a $t(key) names a key, and every i18n key a
 * config file uses exists in every locale.
 */
import { asArray, asString, type ConfigSet, type JsonPath } from './configJson';
import { walkJson } from './jsonPointer';

const referenceLanguage = 'en-US';
/** i18next's plural suffixes (JSON v4): key_one, key_other, key_ordinal_few ... */
const pluralSuffix = /_(ordinal_)?(zero|one|two|few|many|other)$/;
const pluralCategories: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

interface Message {
  path: string[];
  value: string;
}

/** One message key with its plural forms: "" for a plain message, else "one", "other", "ordinal_one" ... */
type Forms = Map<string, Message>;

interface Locale {
  lng: string;
  file: string;
  keys: Map<string, Forms>;
}

function readLocale(lng: string, file: string, data: unknown): Locale {
  const keys = new Map<string, Forms>();
  walkJson(data, (value, path) => {
    if (typeof value !== 'string' || path[0] === '$schema') return;
    const segments = path.map(String);
    const dotted = segments.join('.');
    const plural = pluralSuffix.exec(dotted);
    const key = plural ? dotted.slice(0, plural.index) : dotted;
    const forms = keys.get(key) ?? new Map<string, Message>();
    forms.set(plural ? `${plural[1] ?? ''}${plural[2]}` : '', { path: segments, value });
    keys.set(key, forms);
  });
  return { lng, file, keys };
}

/** The path of `key`'s plural `form` ("time.hours", "other" -> ["time", "hours_other"]). */
function formPath(key: string, form: string): string[] {
  const segments = key.split('.');
  if (form !== '') segments[segments.length - 1] = `${segments[segments.length - 1]}_${form}`;
  return segments;
}

const first = (forms: Forms): Message => [...forms.values()][0] as Message;

/** The locale has `named`: a key ("time.hours", any of its forms) or one plural form of it ("time.hours_one"). */
function hasKey(locale: Locale, named: string): boolean {
  if (locale.keys.has(named)) return true;
  const plural = pluralSuffix.exec(named);
  return plural !== null && (locale.keys.get(named.slice(0, plural.index))?.has(`${plural[1] ?? ''}${plural[2]}`) ?? false);
}

/** Interpolation variables of a message: {{name}}, {{- name}}, {{value, number}} -> name, value. */
function variables(text: string): Set<string> {
  return new Set([...text.matchAll(/\{\{\s*-?\s*([^\s,}]+)[^}]*\}\}/g)].map((m) => m[1] ?? ''));
}

export function checkLocales(set: ConfigSet): void {
  const locales = new Map<string, Locale>();
  for (const file of set.parsedFiles()) {
    const lng = /^locales\/([^/]+)\.json$/.exec(file.path)?.[1];
    if (lng !== undefined) locales.set(lng, readLocale(lng, file.path, file.data));
  }
  checkLanguages(set);
  const languages = asArray(set.doc('constants.json').languages).filter((l): l is string => typeof l === 'string');
  const defaultLanguage = asString(set.doc('constants.json').defaultLanguage);
  const candidates = [referenceLanguage, defaultLanguage, ...languages, ...[...locales.keys()].sort()];
  const reference = locales.get(candidates.find((lng) => lng !== undefined && locales.has(lng)) ?? '');
  if (reference) {
    checkSameKeys(set, [...locales.values()], reference);
    for (const locale of locales.values()) {
      checkPluralForms(set, locale, reference);
      if (locale !== reference) checkVariables(set, locale, reference);
      checkNesting(set, locale);
    }
  }
  checkKeyUses(set, [...locales.values()]);
}

/** constants.json's languages each have a locale file, every locale file is a listed language, the default is one of them. */
function checkLanguages(set: ConfigSet): void {
  if (!set.usable('constants.json')) return;
  const constants = set.doc('constants.json');
  const languages = asArray(constants.languages);
  languages.forEach((lng, i) => {
    if (typeof lng === 'string' && !set.has(`locales/${lng}.json`))
      set.report('constants.json', ['languages', i], `language "${lng}" has no ${set.fileName(`locales/${lng}.json`)}`);
  });
  for (const file of set.files) {
    const lng = /^locales\/([^/]+)\.json$/.exec(file.path)?.[1];
    if (lng !== undefined && !languages.includes(lng)) set.report(file.path, [], `"${lng}" is not listed in ${set.fileName('constants.json')} /languages`);
  }
  const defaultLanguage = constants.defaultLanguage;
  if (typeof defaultLanguage === 'string' && !languages.includes(defaultLanguage)) {
    set.report('constants.json', ['defaultLanguage'], `"${defaultLanguage}" is not one of /languages`);
  }
}

/**
 * Every locale has the reference's keys. A key the reference lacks is the reference's omission when
 * most locales have it (a key deleted from en-US by mistake), else the others' extra.
 */
function checkSameKeys(set: ConfigSet, locales: Locale[], reference: Locale): void {
  const allKeys = new Set(locales.flatMap((l) => [...l.keys.keys()]));
  for (const key of allKeys) {
    const holders = locales.filter((l) => l.keys.has(key));
    const missing = (locale: Locale, from: Locale[]) => {
      const forms = from[0]?.keys.get(key) as Forms;
      const form = forms.has('') ? '' : forms.has('other') ? 'other' : ([...forms.keys()][0] ?? '');
      set.report(locale.file, formPath(key, form), `missing key (present in ${from.map((l) => l.lng).join(', ')})`);
    };
    if (reference.keys.has(key)) {
      for (const locale of locales) if (!locale.keys.has(key)) missing(locale, [reference]);
    } else if (holders.length > locales.length / 2) {
      for (const locale of locales) if (!locale.keys.has(key)) missing(locale, holders);
    } else {
      for (const locale of holders) set.report(locale.file, first(locale.keys.get(key) as Forms).path, `key not present in ${reference.lng}`);
    }
  }
}

/**
 * A plural key (plural in this locale or in the reference) has "other" and every form the
 * language's grammar uses (Intl.PluralRules); the others (zero, or one in Chinese) are optional.
 */
function checkPluralForms(set: ConfigSet, locale: Locale, reference: Locale): void {
  for (const [key, forms] of locale.keys) {
    const all = [...forms.keys(), ...(reference.keys.get(key)?.keys() ?? [])];
    if (!all.some((form) => form !== '')) continue;
    const ordinal = all.some((form) => form.startsWith('ordinal_'));
    const grammar = new Intl.PluralRules(locale.lng, { type: ordinal ? 'ordinal' : 'cardinal' }).resolvedOptions().pluralCategories;
    const needed = pluralCategories.filter((category) => category === 'other' || grammar.includes(category));
    for (const category of needed) {
      const form = `${ordinal ? 'ordinal_' : ''}${category}`;
      if (!forms.has(form)) set.report(locale.file, formPath(key, form), `missing plural form "${category}" (${locale.lng} needs ${needed.join(', ')})`);
    }
  }
}

/** A translation uses the reference's {{variables}}: none it lacks, none unknown (a plural form other than "other" may leave {{count}} out). */
function checkVariables(set: ConfigSet, locale: Locale, reference: Locale): void {
  for (const [key, forms] of locale.keys) {
    const referenceForms = reference.keys.get(key);
    if (!referenceForms) continue;
    const known = new Set([...referenceForms.values()].flatMap((m) => [...variables(m.value)]));
    const full = referenceForms.get('other') ?? referenceForms.get('');
    for (const [form, message] of forms) {
      const own = variables(message.value);
      const unknown = [...own].filter((name) => !known.has(name));
      const lacking = form === '' || form === 'other' ? [...variables(full?.value ?? '')].filter((name) => !own.has(name)) : [];
      const parts = [
        ...(unknown.length > 0 ? [`uses ${unknown.map((n) => `{{${n}}}`).join(', ')}, which ${reference.lng} does not`] : []),
        ...(lacking.length > 0 ? [`lacks ${lacking.map((n) => `{{${n}}}`).join(', ')}, which ${reference.lng} uses`] : []),
      ];
      if (parts.length > 0) set.report(locale.file, message.path, parts.join('; '));
    }
  }
}

/** Every $t(key) nested in a message names a key of the same locale. */
function checkNesting(set: ConfigSet, locale: Locale): void {
  for (const forms of locale.keys.values()) {
    for (const message of forms.values()) {
      for (const match of message.value.matchAll(/\$t\(\s*(['"]?)([^,)'"]+)\1\s*[,)]/g)) {
        const named = (match[2] ?? '').trim().replace(/^[^:.]+:/, '');
        if (!hasKey(locale, named)) set.report(locale.file, message.path, `$t(${named}) names a key that ${set.fileName(locale.file)} does not have`);
      }
    }
  }
}

/**
 * Where a config file uses an i18n key: fields named *Key, values of maps named *Keys, and in a
 * payout form's schema the errorMessage of a cross-field rule (at any depth).
 */
function keyUses(path: string, data: unknown): Array<{ path: JsonPath; key: string }> {
  const uses: Array<{ path: JsonPath; key: string }> = [];
  walkJson(data, (value, at, name) => {
    if (typeof value !== 'string') return;
    const parent = at[at.length - 2];
    const isKeyField = typeof name === 'string' && /Key$/.test(name);
    const isInKeyMap = typeof parent === 'string' && /Keys$/.test(parent);
    const isRuleMessage = path.startsWith('payout-forms/') && at[0] === 'schema' && at.includes('errorMessage');
    if (isKeyField || isInKeyMap || isRuleMessage) uses.push({ path: at, key: value });
  });
  return uses;
}

function checkKeyUses(set: ConfigSet, locales: Locale[]): void {
  for (const file of set.parsedFiles()) {
    if (file.path.startsWith('locales/')) continue;
    for (const use of keyUses(file.path, file.data)) {
      const lacking = locales.filter((locale) => !hasKey(locale, use.key));
      if (lacking.length === 0) continue;
      const where =
        lacking.length > 1 && lacking.length === locales.length
          ? `every locale of ${set.fileName('locales')}`
          : lacking.map((l) => set.fileName(l.file)).join(', ');
      set.report(file.path, use.path, `i18n key "${use.key}" is missing in ${where}`);
    }
  }
}
