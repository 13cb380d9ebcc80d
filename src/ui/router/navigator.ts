import {
  createPath,
  createSearchParams,
  matchRoutes,
  UNSAFE_createHashHistory,
  UNSAFE_createMemoryHistory,
  type Location,
  type Navigator as RouterNavigator,
  type RouteMatch,
  type RouteObject,
} from 'react-router-dom';
import type { Route, RouteTable } from '../../shared/generated/routes.schema';
import { fallbackRoute, routeByName, routeTable } from '../../shared/config/routes';

export interface CurrentRoute {
  route: Route;
  query: URLSearchParams;
  /** The hash as shown, so subscribers can tell two visits of one route apart. */
  hash: string;
  /** The same place as react-router's <Router> renders it. */
  location: Location;
}

export interface NavigateOptions {
  /** Replace the current history entry (product §4: identity-review redirects, guards). */
  replace?: boolean;
}

export type QueryInput = Record<string, string | number | undefined> | URLSearchParams;

/** react-router's history, as its <Router> takes it, with the location it is at. */
export interface RouterHistory extends RouterNavigator {
  readonly location: Location;
  listen(listener: () => void): () => void;
}

/**
 * The app's navigation by route name (config/routes.json), for the screens and for what runs
 * outside React: the machines' navigate intents, the error policy, merchant docking.
 */
export interface Navigator {
  /** What react-router renders from (AppRouter): its history, at the location current() describes. */
  history: RouterNavigator;
  current(): CurrentRoute;
  navigate(name: string, query?: QueryInput, options?: NavigateOptions): void;
  back(): void;
  /** Called after every change of route or query, once the location is one of the table's. */
  subscribe(listener: () => void): () => void;
}

/**
 * config/routes.json as react-router routes: plain-text paths (no parameters) matched exactly and
 * case-sensitively, as the spec spells them (/PSEWayPay, /Refund); react-router ignores a trailing
 * slash. The config route rides along as the route's handle.
 */
export function routeObjects(table: RouteTable = routeTable, element?: (route: Route) => RouteObject['element']): RouteObject[] {
  return table.routes.map((route) => ({ path: route.path, caseSensitive: true, handle: route, ...(element ? { element: element(route) } : {}) }));
}

/** Each route list's matches by pathname (matchedRoutes). */
const matchesByPathname = new WeakMap<RouteObject[], Map<string, RouteMatch[] | null>>();

/**
 * react-router's matchRoutes(routes, pathname), each answer kept with its route list: matchRoutes
 * flattens, ranks and compiles every path of the list on each call, a tenth of the time of a
 * server render of the landing page (where the navigator and the outlet each match). A list is
 * built once and a pathname's match depends on nothing else. The kept answers are bounded: a
 * path may be spelt with any number of trailing slashes, so past a few per route they are no
 * longer kept.
 */
export function matchedRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  let kept = matchesByPathname.get(routes);
  if (!kept) matchesByPathname.set(routes, (kept = new Map()));
  const known = kept.get(pathname);
  if (known !== undefined) return known;
  const matches = matchRoutes(routes, pathname);
  if (kept.size < routes.length * 4) kept.set(pathname, matches);
  return matches;
}

/** routeObjects(table), built once per table, for matching alone. */
const plainRouteObjects = new WeakMap<RouteTable, RouteObject[]>();
function routeObjectsToMatch(table: RouteTable): RouteObject[] {
  let routes = plainRouteObjects.get(table);
  if (!routes) plainRouteObjects.set(table, (routes = routeObjects(table)));
  return routes;
}

/** Where a route name and its query lead; an unknown name is a programming error, as routePath says. */
export function locationFor(name: string, query?: QueryInput, table: RouteTable = routeTable): { pathname: string; search: string } {
  const route = routeByName(name, table);
  if (!route) throw new Error(`config/routes.json has no route named "${name}"`);
  const params =
    query instanceof URLSearchParams
      ? query
      : createSearchParams(Object.entries(query ?? {}).flatMap(([key, value]): [string, string][] => (value === undefined ? [] : [[key, String(value)]])));
  const search = params.toString();
  return { pathname: route.path, search: search === '' ? '' : `?${search}` };
}

/**
 * The navigator over one of react-router's histories (v5Compat: pushes and replaces are heard like
 * the back and forward buttons). '/' and unknown paths, typed into the address bar or given at
 * start, are replaced by the fallback route before anyone hears of them.
 */
export function navigatorOver(history: RouterHistory, table: RouteTable = routeTable): Navigator {
  const listeners = new Set<() => void>();
  const fallback = fallbackRoute(table);
  const matchTable = routeObjectsToMatch(table);

  function read(location: Location): CurrentRoute | undefined {
    const route = matchedRoutes(matchTable, location.pathname)?.[0]?.route.handle as Route | undefined;
    return (
      route && { route, query: createSearchParams(location.search), hash: `#${createPath({ pathname: location.pathname, search: location.search })}`, location }
    );
  }

  if (!read(history.location)) history.replace(fallback.path);
  let current = read(history.location) ?? { route: fallback, query: new URLSearchParams(), hash: `#${fallback.path}`, location: history.location };
  history.listen(() => {
    const next = read(history.location);
    // The replace is heard again, with the fallback's location.
    if (!next) return history.replace(fallback.path);
    if (next.hash === current.hash) return;
    current = next;
    for (const listener of listeners) listener();
  });

  return {
    history,
    current: () => current,
    navigate(name, query, options) {
      const to = locationFor(name, query, table);
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

/**
 * The page's navigator (product §2: routing is hash-based, so a deep link needs no server rewrite):
 * react-router's hash history, the one <HashRouter> keeps to itself. The machines and services
 * navigate outside React, so the app holds the history and renders react-router's <Router> on it
 * (AppRouter); createHashRouter would give that too, with a data router the app has no use for
 * (16 kB gzip more on every page: loaders, actions, fetchers).
 */
export function createNavigator(win: Window = window, table: RouteTable = routeTable): Navigator {
  return navigatorOver(UNSAFE_createHashHistory({ window: win, v5Compat: true }), table);
}

/** A navigator held in memory at `path` (the server's render of the landing page, which has no address bar). */
export function memoryNavigator(path: string, table: RouteTable = routeTable): Navigator {
  return navigatorOver(UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }), table);
}
