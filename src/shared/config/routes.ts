import type { Route, RouteTable } from '../generated/routes.schema';
import { config } from '#config';

/** The route table of config/routes.json (product §2). Navigation goes through these helpers, never a literal path. */
export const routeTable: RouteTable = config.routes;

export const routes: readonly Route[] = routeTable.routes;

export function routeByName(name: string, table: RouteTable = routeTable): Route | undefined {
  return table.routes.find((route) => route.name === name);
}

/** The path to navigate to for a route name; an unknown name is a programming error, so it throws. */
export function routePath(name: string, table: RouteTable = routeTable): string {
  const route = routeByName(name, table);
  if (!route) throw new Error(`config/routes.json has no route named "${name}"`);
  return route.path;
}

/** Exact, case-sensitive match: the spec's paths differ by case only in their spelling (/PSEWayPay, /Refund). */
export function routeByPath(path: string, table: RouteTable = routeTable): Route | undefined {
  return table.routes.find((route) => route.path === path);
}

/** The payment confirmation pages (product §2); every buy method's routerPath is one of them. */
export function paymentRoutes(table: RouteTable = routeTable): Route[] {
  return table.routes.filter((route) => route.payment);
}

/** Where '/' and any unknown path redirect to (product §2: /index). */
export function fallbackRoute(table: RouteTable = routeTable): Route {
  const route = routeByName(table.fallback, table);
  if (!route) throw new Error(`config/routes.json fallback "${table.fallback}" is not a route name`);
  return route;
}
