/**
 * What the web build ships with the landing page of a JSON file asked for in parts (`?part=landing`,
 * `?part=rest`; scripts/lib/jsonPartsPlugin.ts): a locale by its landing keys (localeParts.ts), a
 * config file by its rest fields (src/shared/config/configParts.ts). vite.config.ts and
 * vitest.config.ts read this file: its imports have the suffix Node's resolver needs.
 */
import { configPart } from '../shared/config/configParts.js';
import { landingLocaleKeys, localePart } from './i18n/localeParts.js';

export function landingPartOf(path: string, tree: unknown, part: 'landing' | 'rest'): unknown {
  const file = path.slice(path.lastIndexOf('/') + 1);
  return path.includes('/locales/') ? localePart(tree as Record<string, unknown>, landingLocaleKeys, part) : configPart(file, tree, part);
}
