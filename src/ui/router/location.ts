import type { RouteTable } from '../../shared/generated/routes.schema';
import { routeByName, routeTable } from '../../shared/config/routes';

/** A hash location split into its path and query (spec §2: routing is hash-based). */
export interface HashLocation {
  path: string;
  query: URLSearchParams;
}

export function parseHash(hash: string): HashLocation {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  const at = raw.indexOf('?');
  const path = at === -1 ? raw : raw.slice(0, at);
  return { path: path === '' ? '/' : path, query: new URLSearchParams(at === -1 ? '' : raw.slice(at + 1)) };
}

export type QueryInput = Record<string, string | number | undefined> | URLSearchParams;

function toSearch(query: QueryInput | undefined): string {
  if (!query) return '';
  const params = query instanceof URLSearchParams ? query : new URLSearchParams();
  if (!(query instanceof URLSearchParams)) {
    for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** The hash for a route name; unknown names throw (a programming error, as routePath does). */
export function hashFor(name: string, query?: QueryInput, table: RouteTable = routeTable): string {
  const route = routeByName(name, table);
  if (!route) throw new Error(`config/routes.json has no route named "${name}"`);
  return `#${route.path}${toSearch(query)}`;
}
