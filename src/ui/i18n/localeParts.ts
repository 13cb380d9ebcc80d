/**
 * A language's strings come in two parts (per-route locale): what the landing page and the
 * shell around it say, shipped with the first screen, and the rest, fetched once the landing page
 * is shown or before any other page (setupI18n.ts). The build splits each config/locales file so
 * (scripts/lib/localePartsPlugin.ts); the server's render of the landing page renders from the first
 * part alone and refuses to serve a page with a string it lacks (src/ui/ssr/landing.tsx).
 * No imports: vite.config.ts reads this file too.
 */
export type LocalePart = 'landing' | 'rest';

/** The key paths of the landing part (a group, or one key or group inside it; `*` stands for any one key). */
export const landingLocaleKeys: readonly string[] = [
  'common',
  'home',
  'fee',
  'notice',
  'payMethod.*.name',
  'menu.home',
  'menu.title',
  'menu.transactions',
  'route',
  // What the shell says itself (a connection lost, a new build, a chunk that failed); every other
  // error follows with the rest, fetched as soon as the landing page has shown.
  'errors.appUpdated',
  'errors.chunkLoadFailed',
  'errors.generic',
  'errors.listLoadFailed',
  'errors.network',
  'errors.timeout',
  'merchant',
  'country',
  'dialog.importantUpdates',
  'search.network',
  'validation.amount',
  'web.brand',
  'web.fee',
  'web.home',
  'web.mainNavigation',
  'web.sandbox',
  'web.screenUnavailable',
  'web2.sellLink',
  'web3.support',
];

type Tree = { [key: string]: unknown };

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `tree` with only `paths` (the landing part) or without them (the rest); the two parts make the whole. */
export function localePart(tree: Tree, paths: readonly string[], part: LocalePart): Tree {
  const split = paths.map((path) => path.split('.'));
  const walk = (node: Tree, prefix: string[]): Tree => {
    const out: Tree = {};
    for (const [key, value] of Object.entries(node)) {
      const at = [...prefix, key];
      const matches = (segment: string, index: number, other: string[]) => segment === '*' || segment === other[index];
      const taken = split.some((path) => path.length <= at.length && path.every((segment, index) => matches(segment, index, at)));
      const above = split.some((path) => path.length > at.length && at.every((_segment, index) => matches(path[index] ?? '', index, at)));
      if (above && isTree(value)) {
        const inner = walk(value, at);
        if (Object.keys(inner).length > 0) out[key] = inner;
      } else if (taken === (part === 'landing')) {
        out[key] = value;
      }
    }
    return out;
  };
  return walk(tree, []);
}

/** Both parts as one tree again (a deep merge of disjoint trees). */
export function mergeLocaleParts(a: Tree, b: Tree): Tree {
  const out: Tree = { ...a };
  for (const [key, value] of Object.entries(b)) out[key] = isTree(out[key]) && isTree(value) ? mergeLocaleParts(out[key], value) : value;
  return out;
}
