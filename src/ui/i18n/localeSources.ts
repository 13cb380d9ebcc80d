/**
 * Where each language's strings come from: config/locales/<lng>.json. The glob is lazy, so only
 * the chosen language is fetched (each file is its own chunk).
 */
export type LocaleTree = { [key: string]: string | LocaleTree };
type LocaleModule = { default: LocaleTree };
export type LocaleLoaders = Record<string, () => Promise<unknown>>;

const localeFiles: LocaleLoaders = import.meta.glob('@gangway-config/locales/*.json');

function fileLanguage(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return name.slice(0, name.length - '.json'.length);
}

/** Loads one language's strings from the given loaders (the real glob by default); none gives an empty table. */
export async function loadLocale(lng: string, files: LocaleLoaders = localeFiles): Promise<LocaleTree> {
  const load = Object.entries(files).find(([path]) => fileLanguage(path) === lng)?.[1];
  return load ? ((await load()) as LocaleModule).default : {};
}
