import type { Plugin } from 'vite';

/** A locale file asked for in one part (src/ui/i18n/localeSources.ts): `…/locales/en-US.json?part=landing`. */
const partRequest = /\/locales\/[^/]+\.json\?part=(landing|rest)$/;

type Tree = { [key: string]: unknown };

/**
 * Each config/locales file as its two parts (src/ui/i18n/localeParts.ts), each a chunk of its own,
 * shipped as JSON.parse of one string like every config JSON (jsonParsePlugin.ts).
 */
export function localePartsPlugin(split: (tree: Tree, part: 'landing' | 'rest') => Tree): Plugin {
  return {
    name: 'gangway-locale-parts',
    enforce: 'pre',
    transform(code, id) {
      const part = partRequest.exec(id)?.[1] as 'landing' | 'rest' | undefined;
      if (!part) return undefined;
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(split(JSON.parse(code) as Tree, part)))});`, map: null, moduleType: 'js' };
    },
  };
}
