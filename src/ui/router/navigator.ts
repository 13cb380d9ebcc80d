import { matchRoutes, UNSAFE_createHashHistory as createHashHistory, type RouteObject } from 'react-router-dom';
import type { Route, RouteTable } from '../../shared/generated/routes.schema';
import { fallbackRoute, routeByName, routeTable } from '../../shared/config/routes';
import { hashFor, type QueryInput } from './location';

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
 * React Router's route objects for config/routes.json: one per route, its name as the id, matched
 * case-sensitively (the spec's paths differ by case only in their spelling: /PSEWayPay, /Refund).
 * Screens are not elements here: RouteOutlet renders them, with the sign-in guard and lazy loading.
 */
export function routerRoutes(table: RouteTable = routeTable): RouteObject[] {
  return table.routes.map((route) => ({ id: route.name, path: route.path, caseSensitive: true }));
}

/**
 * The hash router (spec §2: routing is hash-based): React Router's hash history over
 * window.location, and its matcher over the routes of config/routes.json. '/' and unknown paths
 * are replaced by the fallback route before anyone sees them. Listeners run after every change of
 * route or query.
 *
 * Not createHashRouter: its data router (loaders, actions, fetchers) would add 27 kB gzip to every
 * page for features the machines already own (npm run size: shell 140 kB with the history, 167 kB
 * with the data router).
 */
export function createNavigator(win: Window = window, table: RouteTable = routeTable): Navigator {
  // v5Compat: the listener hears push and replace too, not only the browser's back and forward.
  const history = createHashHistory({ window: win, v5Compat: true });
  const routes = routerRoutes(table);
  const listeners = new Set<() => void>();
  const fallback = fallbackRoute(table);

  /** The route of the history's location, or undefined for '/' and paths config/routes.json does not know. */
  function matched(): Route | undefined {
    const id = matchRoutes(routes, history.location)?.[0]?.route.id;
    return id === undefined ? undefined : routeByName(id, table);
  }

  function read(): CurrentRoute {
    const { pathname, search } = history.location;
    const route = matched();
    if (!route) history.replace(fallback.path);
    return route ? { route, query: new URLSearchParams(search), hash: `#${pathname}${search}` } : { route: fallback, query: new URLSearchParams(), hash: `#${fallback.path}` };
  }

  let current = read();
  history.listen(() => {
    if (!matched()) return void history.replace(fallback.path);
    const next = read();
    if (next.hash === current.hash) return;
    current = next;
    for (const listener of listeners) listener();
  });

  return {
    current: () => current,
    navigate(name, query, options) {
      const to = hashFor(name, query, table).slice(1);
      if (options?.replace) history.replace(to);
      else history.push(to);
    },
    back() {
      history.go(-1);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
