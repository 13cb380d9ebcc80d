/**
 * Translation shared by the browser and the server (product §1: five interface languages, en-US by
 * default; product §7: the server localizes `returnMsg` by Accept-Language).
 */
import { createInstance } from 'i18next';
import { constants } from './config/constants';
import type { LocaleMessages } from './generated/locale.schema';

/** The interface languages, in the order the language picker lists them. */
export const supportedLanguages: readonly string[] = constants.languages;
export const defaultLanguage: string = constants.defaultLanguage;

/** Messages per language, each the parsed content of one `config/locales/<lng>.json`. */
export type LocaleResources = Readonly<Record<string, LocaleMessages>>;

/** i18next's `t` as the app uses it: a dotted key, optional interpolation values and `count`. */
export type Translator = (key: string, params?: Record<string, unknown>) => string;

/**
 * A translator bound to one language. Each call builds its own i18next instance, so a server
 * answering several languages at once never shares a mutable "current language".
 */
export function createTranslator(resources: LocaleResources, lng: string): Translator {
  const instance = createInstance();
  void instance.init({
    resources: Object.fromEntries(Object.entries(resources).map(([code, messages]) => [code, { translation: messages }])),
    lng: normalizeLanguage(lng),
    fallbackLng: defaultLanguage,
    supportedLngs: supportedLanguages,
    // Our codes mix region-bound (en-US, zh-HK) and bare (es, id, vi) tags: never derive `en` from `en-US`.
    load: 'currentOnly',
    // Resources are in memory, so init completes synchronously and `t` works at once.
    initAsync: false,
    // React escapes what it renders and the server sends JSON: HTML-escaping here would double-escape.
    interpolation: { escapeValue: false },
  });
  return (key, params) => instance.t(key, params);
}

/**
 * The supported language a BCP 47 tag stands for, or undefined. Tags are canonicalized by Intl
 * first, which also fixes case and legacy codes (`in` is the withdrawn ISO 639 code of Indonesian);
 * `_` separators (Java and POSIX style, `zh_HK`) are accepted. A tag with a supported language but
 * another region (`es-MX`, `en-GB`, `zh-TW`) maps to our variant of that language.
 */
export function matchLanguage(raw: string | null | undefined): string | undefined {
  const tag = canonicalTag(raw);
  if (tag === undefined) return undefined;
  const lower = tag.toLowerCase();
  const exact = supportedLanguages.find((lng) => lng.toLowerCase() === lower);
  if (exact !== undefined) return exact;
  const language = new Intl.Locale(tag).language;
  return supportedLanguages.find((lng) => new Intl.Locale(lng).language === language);
}

/** One of the supported languages for any input: the match of `raw`, else the default language. */
export function normalizeLanguage(raw: string | null | undefined): string {
  return matchLanguage(raw) ?? defaultLanguage;
}

/**
 * The supported language an Accept-Language header prefers most (RFC 9110 §12.5.4: quality
 * values, higher first, equal ones in header order), else the default language.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): string {
  const ranges = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [range = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const qParameter = parameters.find((parameter) => parameter.startsWith('q='));
      const quality = qParameter === undefined ? 1 : Number(qParameter.slice(2));
      return { range, quality: Number.isNaN(quality) ? 0 : quality, index };
    })
    .filter(({ quality }) => quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { range } of ranges) {
    const match = matchLanguage(range);
    if (match !== undefined) return match;
  }
  return defaultLanguage;
}

function canonicalTag(raw: string | null | undefined): string | undefined {
  const candidate = raw?.trim().replaceAll('_', '-');
  if (!candidate) return undefined;
  try {
    return Intl.getCanonicalLocales(candidate)[0];
  } catch {
    // RangeError: not a well-formed language tag (e.g. `*` or `x`).
    return undefined;
  }
}
