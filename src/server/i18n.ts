import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LocaleMessages } from '../shared/generated/locale.schema';
import { createTranslator, supportedLanguages, type Translator } from '../shared/i18n';
import { configDirFromEnv } from './config-dir/configDir';

type Messages = { [key: string]: unknown };

const localesDir = join(configDirFromEnv(), 'locales');

function isObject(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function deepMerge(target: Messages, source: Messages): Messages {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] = isObject(value) && isObject(existing) ? deepMerge({ ...existing }, value) : value;
  }
  return target;
}

/**
 * The messages of one language: every config/locales/parts/<area>/<lng>.json merged, then
 * config/locales/<lng>.json over them. Once the parts are merged into the final file the result
 * is that file; while engineers add parts in parallel, new keys already reach the server.
 */
export function loadLocale(lng: string, dir = localesDir): LocaleMessages {
  const partsDir = join(dir, 'parts');
  const files = existsSync(partsDir)
    ? readdirSync(partsDir).sort().map((area) => join(partsDir, area, `${lng}.json`))
    : [];
  files.push(join(dir, `${lng}.json`));
  return files
    .filter((file) => existsSync(file))
    .reduce<Messages>((all, file) => deepMerge(all, JSON.parse(readFileSync(file, 'utf8')) as Messages), {}) as LocaleMessages;
}

/** One translator per supported language, built once at start (the locale files never change at run time). */
export function loadTranslators(dir = localesDir): ReadonlyMap<string, Translator> {
  const resources = Object.fromEntries(supportedLanguages.map((lng) => [lng, loadLocale(lng, dir)]));
  return new Map(supportedLanguages.map((lng) => [lng, createTranslator(resources, lng)]));
}
