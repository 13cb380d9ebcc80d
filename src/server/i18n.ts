import type { LocaleMessages } from '../shared/generated/locale.schema';
import { createTranslator, supportedLanguages, type Translator } from '../shared/i18n';
import { gangwayConfig } from '../shared/config/nodeSource';

/** One translator per supported language, built once at start from the config's locales (they never change at run time). */
export function loadTranslators(locales: Readonly<Record<string, LocaleMessages>> = gangwayConfig.locales): ReadonlyMap<string, Translator> {
  const resources = Object.fromEntries(supportedLanguages.map((lng) => [lng, locales[lng] ?? {}]));
  return new Map(supportedLanguages.map((lng) => [lng, createTranslator(resources, lng)]));
}
