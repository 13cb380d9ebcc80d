/**
 * Where each language's strings come from: config/locales/<lng>.json, in two parts (localeParts.ts).
 * The globs are lazy, so only the chosen language is fetched (each part of each file is its own chunk).
 */
import { mergeJsonInto } from '../../shared/jsonParts';
import type { LocalePart } from './localeParts';

export type LocaleTree = { [key: string]: string | LocaleTree };
type LocaleModule = { default: LocaleTree };
export type LocaleLoaders = Record<string, () => Promise<unknown>>;

const localeFiles: Record<LocalePart, LocaleLoaders> = {
  landing: import.meta.glob('@gangway-config/locales/*.json', { query: '?part=landing' }),
  rest: import.meta.glob('@gangway-config/locales/*.json', { query: '?part=rest' }),
};

function fileLanguage(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1).replace(/\?.*$/, '');
  return name.slice(0, name.length - '.json'.length);
}

/** Loads one language's strings, or one part of them, from the given loaders; none gives an empty table. */
export async function loadLocalePart(lng: string, files: LocaleLoaders): Promise<LocaleTree> {
  const load = Object.entries(files).find(([path]) => fileLanguage(path) === lng)?.[1];
  return load ? ((await load()) as LocaleModule).default : {};
}

/** One part of a language's strings (the real globs). */
export const loadPart = (lng: string, part: LocalePart) => loadLocalePart(lng, localeFiles[part]);

/** All of a language's strings: from the given loaders, or both parts of the real ones. */
export async function loadLocale(lng: string, files?: LocaleLoaders): Promise<LocaleTree> {
  if (files) return loadLocalePart(lng, files);
  const [landing, rest] = await Promise.all([loadPart(lng, 'landing'), loadPart(lng, 'rest')]);
  // A copy: the landing part is the module the app's i18n instance was set up with.
  const whole = structuredClone(landing);
  mergeJsonInto(whole, rest);
  return whole;
}
