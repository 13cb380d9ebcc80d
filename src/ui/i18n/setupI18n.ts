import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, supportedLanguages } from '../../shared/i18n';
import { languageStorageKey } from './language';
import { loadLocale } from './localeSources';

/**
 * The app's i18next instance. Only the chosen language (and en-US as the fallback) is fetched;
 * switching language loads its chunk before the switch so the page never flashes raw keys. The
 * page's <html lang> follows the language; the server's render of the landing page has no page.
 */
export async function setupI18n(lng: string, storage: Pick<Storage, 'setItem'>, root?: Pick<HTMLElement, 'lang'>): Promise<I18n> {
  const i18n = createInstance();
  const languages = lng === defaultLanguage ? [lng] : [lng, defaultLanguage];
  const bundles = await Promise.all(languages.map((code) => loadLocale(code)));
  await i18n.use(initReactI18next).init({
    resources: Object.fromEntries(languages.map((code, index) => [code, { translation: bundles[index] ?? {} }])),
    lng,
    fallbackLng: defaultLanguage,
    supportedLngs: supportedLanguages,
    load: 'currentOnly',
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const keep = (code: string) => {
    storage.setItem(languageStorageKey, code);
    if (root) root.lang = code;
  };
  keep(lng);
  i18n.on('languageChanged', keep);
  return i18n;
}

/** Loads a language's strings if needed, then switches to it. */
export async function switchLanguage(i18n: I18n, lng: string): Promise<void> {
  if (!i18n.hasResourceBundle(lng, 'translation')) i18n.addResourceBundle(lng, 'translation', await loadLocale(lng));
  await i18n.changeLanguage(lng);
}
