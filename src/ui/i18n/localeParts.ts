/**
 * A language's strings come in two parts (per-route locale): what the landing page and the
 * shell around it say, shipped with the first screen, and the rest, fetched once the landing page
 * is shown or before any other page (setupI18n.ts). The build splits each config/locales file so
 * (scripts/lib/jsonPartsPlugin.ts); the server's render of the landing page renders from the first
 * part alone and refuses to serve a page with a string it lacks (src/ui/ssr/landing.tsx).
 * vite.config.ts reads this file too: its one import has the suffix Node's resolver needs.
 */
import { jsonPart } from '../../shared/jsonParts.js';

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
  // What home says of a merchant link; its notices (a refused link, a sell link's values) follow with the rest.
  'merchant.amountFixed',
  'merchant.checking',
  'merchant.fixedHint',
  'merchant.paying',
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
  'web3.support',
];

type Tree = { [key: string]: unknown };

/** `tree` with only `paths` (the landing part) or without them (the rest); mergeJsonInto puts the two together again. */
export function localePart(tree: Tree, paths: readonly string[], part: LocalePart): Tree {
  return (jsonPart(tree, paths, part === 'landing' ? 'matched' : 'unmatched') ?? {}) as Tree;
}
