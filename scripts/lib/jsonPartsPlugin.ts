import type { Plugin } from 'vite';

/** A JSON file asked for in one part: `…/locales/en-US.json?part=landing`, `…/payment-methods.json?part=rest`. */
const partRequest = /\.json\?part=(landing|rest)$/;

/** One part of a file: its path (without the query), its parsed content, the part wanted. */
export type JsonSplit = (path: string, tree: unknown, part: 'landing' | 'rest') => unknown;

/**
 * A locale or config file asked for in one part (src/ui/landingParts.ts), each part a module of its
 * own, shipped as JSON.parse of one string like every config JSON (jsonParsePlugin.ts).
 */
export function jsonPartsPlugin(split: JsonSplit): Plugin {
  return {
    name: 'gangway-json-parts',
    enforce: 'pre',
    transform(code, id) {
      const part = partRequest.exec(id)?.[1] as 'landing' | 'rest' | undefined;
      if (!part) return undefined;
      const path = id.slice(0, id.indexOf('?'));
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(split(path, JSON.parse(code), part)))});`, map: null, moduleType: 'js' };
    },
  };
}
