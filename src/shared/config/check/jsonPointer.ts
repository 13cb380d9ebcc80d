/** RFC 6901 JSON pointer from path segments: ["methods", 12, "routerPath"] -> "/methods/12/routerPath". */
export function pointer(...segments: Array<string | number>): string {
  return segments.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

export type JsonVisitor = (value: unknown, path: Array<string | number>, key: string | number | undefined) => void;

/** Visits every value of a JSON document depth-first, with its path. */
export function walkJson(value: unknown, visit: JsonVisitor, path: Array<string | number> = []): void {
  visit(value, path, path[path.length - 1]);
  if (Array.isArray(value)) value.forEach((item, index) => walkJson(item, visit, [...path, index]));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) walkJson(child, visit, [...path, key]);
  }
}
