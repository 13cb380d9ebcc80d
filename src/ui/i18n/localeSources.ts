/**
 * Where each language's strings come from: the merged file config/locales/<lng>.json, extended by
 * any parts config/locales/parts/<area>/<lng>.json still present (an area's newer keys show
 * before the next merge). Both globs are lazy, so only the chosen language is fetched.
 */
export type LocaleTree = { [key: string]: string | LocaleTree };
type LocaleModule = { default: LocaleTree };
export type LocaleLoaders = Record<string, () => Promise<unknown>>;

const mergedFiles: LocaleLoaders = import.meta.glob('../../../config/locales/*.json');
const partFiles: LocaleLoaders = import.meta.glob('../../../config/locales/parts/*/*.json');

function fileLanguage(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return name.slice(0, name.length - '.json'.length);
}

/** Deep merge of nested string tables; a later part never silently drops an earlier key. */
export function mergeLocaleTrees(trees: LocaleTree[]): LocaleTree {
  const merged: LocaleTree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const existing = merged[key];
      merged[key] = typeof value === 'object' && typeof existing === 'object' ? mergeLocaleTrees([existing, value]) : value;
    }
  }
  return merged;
}

/** Loads one language's strings from the given loaders (the real globs by default). */
export async function loadLocale(lng: string, merged: LocaleLoaders = mergedFiles, parts: LocaleLoaders = partFiles): Promise<LocaleTree> {
  const whole = Object.entries(merged).filter(([path]) => fileLanguage(path) === lng);
  const own = Object.entries(parts).filter(([path]) => fileLanguage(path) === lng).sort(([a], [b]) => a.localeCompare(b));
  const modules = await Promise.all([...whole, ...own].map(([, load]) => load() as Promise<LocaleModule>));
  return mergeLocaleTrees(modules.map((module) => module.default));
}
