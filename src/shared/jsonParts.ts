/**
 * A JSON tree cut in two by key paths, and put back together: how a locale file and a config file
 * ship their landing part with the first screen and the rest later (src/ui/i18n/localeParts.ts,
 * src/shared/config/configParts.ts). A path is dot-separated keys, `*` standing for any one key or
 * array index ("methods.*.icon"). Arrays keep their length in both parts, so that element i of one
 * part and element i of the other are the same element.
 * No imports: vite.config.ts reads this file too.
 */
type Tree = { [key: string]: unknown };

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `node` with only what `paths` name ('matched') or without it ('unmatched'); undefined when nothing of it is left. */
export function jsonPart(node: unknown, paths: readonly string[], keep: 'matched' | 'unmatched'): unknown {
  const split = paths.map((path) => path.split('.'));
  const segmentMatches = (segment: string | undefined, key: string) => segment === '*' || segment === key;
  const walk = (value: unknown, at: string[]): unknown => {
    const named = split.some((path) => path.length <= at.length && path.every((segment, index) => segmentMatches(segment, at[index] ?? '')));
    if (named) return keep === 'matched' ? value : undefined;
    const inside = split.some((path) => path.length > at.length && at.every((key, index) => segmentMatches(path[index], key)));
    if (inside && Array.isArray(value)) return value.map((item, index) => walk(item, [...at, String(index)]) ?? {});
    if (inside && isTree(value)) {
      const out: Tree = {};
      for (const [key, child] of Object.entries(value)) {
        const part = walk(child, [...at, key]);
        if (part !== undefined) out[key] = part;
      }
      return Object.keys(out).length > 0 ? out : undefined;
    }
    return keep === 'unmatched' ? value : undefined;
  };
  return walk(node, []);
}

/** Puts `part` into `target` in place (objects key by key, arrays element by element), so every reference to target sees the whole. */
export function mergeJsonInto(target: unknown, part: unknown): void {
  if (Array.isArray(target) && Array.isArray(part)) {
    part.forEach((item, index) => {
      if (typeof target[index] === 'object' && target[index] !== null) mergeJsonInto(target[index], item);
      else if (target[index] === undefined) target[index] = item;
    });
    return;
  }
  if (!isTree(target) || !isTree(part)) return;
  for (const [key, value] of Object.entries(part)) {
    if (typeof target[key] === 'object' && target[key] !== null && typeof value === 'object' && value !== null) mergeJsonInto(target[key], value);
    else target[key] = value;
  }
}
