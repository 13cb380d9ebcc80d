import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LocaleMessages } from '../shared/generated/locale.schema';
import { createTranslator, supportedLanguages, type Translator } from '../shared/i18n';
import { configDirFromEnv } from '../shared/config/check/configLocation';

const localesDir = join(configDirFromEnv(), 'locales');

/** The messages of one language: config/locales/<lng>.json of the configuration directory. */
export function loadLocale(lng: string, dir = localesDir): LocaleMessages {
  return JSON.parse(readFileSync(join(dir, `${lng}.json`), 'utf8')) as LocaleMessages;
}

/** One translator per supported language, built once at start (the locale files never change at run time). */
export function loadTranslators(dir = localesDir): ReadonlyMap<string, Translator> {
  const resources = Object.fromEntries(supportedLanguages.map((lng) => [lng, loadLocale(lng, dir)]));
  return new Map(supportedLanguages.map((lng) => [lng, createTranslator(resources, lng)]));
}
