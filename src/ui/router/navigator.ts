import type { Route, RouteTable } from '../../shared/generated/routes.schema';
import { fallbackRoute, routeTable } from '../../shared/config/routes';
import { hashFor, parseHash, type QueryInput } from './location';

export interface CurrentRoute {
  route: Route;
  query: URLSearchParams;
  /** The hash as shown, so subscribers can tell two visits of one route apart. */
  hash: string;
}

export interface NavigateOptions {
  /** Replace the current history entry (spec §4: identity-review redirects, guards). */
  replace?: boolean;
}

export interface Navigator {
  current(): CurrentRoute;
  navigate(name: string, query?: QueryInput, options?: NavigateOptions): void;
  back(): void;
  subscribe(listener: () => void): () => void;
}

/**
 * The route config/routes.json gives a hash path: paths are plain text (no parameters), matched
 * exactly and case-sensitively (the spec's paths differ by case only in their spelling: /PSEWayPay,
 * /Refund); a trailing slash is the same page.
 */
export function routeOfPath(path: string, table: RouteTable = routeTable): Route | undefined {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return table.routes.find((route) => route.path === trimmed);
}

/**
 * The hash router (spec §2: routing is hash-based) over the browser's own history: push and replace
 * write the hash, the back and forward buttons (and a hash typed into the address bar) arrive as
 * popstate. '/' and unknown paths are replaced by the fallback route before anyone sees them.
 * Listeners run after every change of route or query.
 *
 * Not React Router: the app used its hash history and path matcher only, for 11 kB gzip on every
 * page; the machines own what its data router would add.
 */
export function createNavigator(win: Window = window, table: RouteTable = routeTable): Navigator {
  const listeners = new Set<() => void>();
  const fallback = fallbackRoute(table);
  const location = () => parseHash(win.location.hash);
  const replace = (to: string) => win.history.replaceState(null, '', `#${to}`);

  function read(): CurrentRoute {
    const { path, query } = location();
    const route = routeOfPath(path, table);
    if (!route) replace(fallback.path);
    const search = query.toString();
    return route ? { route, query, hash: `#${path}${search === '' ? '' : `?${search}`}` } : { route: fallback, query: new URLSearchParams(), hash: `#${fallback.path}` };
  }

  let current = read();
  function changed(): void {
    const next = read();
    if (next.hash === current.hash) return;
    current = next;
    for (const listener of listeners) listener();
  }
  win.addEventListener('popstate', changed);

  return {
    current: () => current,
    navigate(name, query, options) {
      const to = hashFor(name, query, table);
      if (options?.replace) win.history.replaceState(null, '', to);
      else win.history.pushState(null, '', to);
      changed();
    },
    back() {
      win.history.go(-1);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
