import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { askedOnce, type Settled } from '../../shared/askedOnce';
import { defaultLanguage, supportedLanguages } from '../../shared/i18n';
import { languageStorageKey } from './language';
import { loadPart } from './localeSources';

/**
 * The app's i18next instance, with the landing part of the chosen language's strings (and of en-US,
 * the fallback): the first screen needs no more (localeParts.ts). completeLocale brings the rest.
 * The page's <html lang> follows the language; the server's render of the landing page has no page,
 * and tells `onMissing` of every key the landing part lacks.
 */
export async function setupI18n(
  lng: string,
  storage: Pick<Storage, 'setItem'>,
  root?: Pick<HTMLElement, 'lang'>,
  onMissing?: (key: string) => void,
): Promise<I18n> {
  const i18n = createInstance();
  const languages = lng === defaultLanguage ? [lng] : [lng, defaultLanguage];
  const bundles = await Promise.all(languages.map((code) => loadPart(code, 'landing')));
  await i18n.use(initReactI18next).init({
    resources: Object.fromEntries(languages.map((code, index) => [code, { translation: bundles[index] ?? {} }])),
    lng,
    fallbackLng: defaultLanguage,
    supportedLngs: supportedLanguages,
    load: 'currentOnly',
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    // The rest of the strings, once added, renders again what shows.
    react: { useSuspense: false, bindI18nStore: 'added' },
    ...(onMissing ? { saveMissing: true, missingKeyHandler: (_languages: readonly string[], _namespace: string, key: string) => onMissing(key) } : {}),
  });
  const keep = (code: string) => {
    storage.setItem(languageStorageKey, code);
    if (root) root.lang = code;
  };
  keep(lng);
  i18n.on('languageChanged', keep);
  return i18n;
}

/** The rest of the strings of each language, and of each set of languages in use, asked once per instance. */
const rests = new WeakMap<I18n, Map<string, () => Settled>>();

function once(i18n: I18n, key: string, ask: () => Promise<unknown>): Settled {
  let asked = rests.get(i18n);
  if (!asked) {
    asked = new Map();
    rests.set(i18n, asked);
  }
  let askOnce = asked.get(key);
  if (!askOnce) {
    // A failed fetch is asked again by the next page that needs it (askedOnce).
    askOnce = askedOnce(ask);
    asked.set(key, askOnce);
  }
  return askOnce();
}

const restOf = (i18n: I18n, lng: string): Settled =>
  once(i18n, `rest ${lng}`, async () => i18n.addResourceBundle(lng, 'translation', await loadPart(lng, 'rest'), true, true));

/** All the strings of the language in use and of the fallback: asked once the landing page shows, and by every other page before it renders. */
export function completeLocale(i18n: I18n): Settled {
  const languages = [...new Set([i18n.language, defaultLanguage])];
  return once(i18n, `all ${languages.join(' ')}`, () => Promise.all(languages.map((lng) => restOf(i18n, lng))));
}

/** Loads a language's strings, both parts, then switches to it: the page never shows a raw key. */
export async function switchLanguage(i18n: I18n, lng: string): Promise<void> {
  if (!i18n.hasResourceBundle(lng, 'translation')) i18n.addResourceBundle(lng, 'translation', await loadPart(lng, 'landing'), true, true);
  await restOf(i18n, lng);
  await i18n.changeLanguage(lng);
}
