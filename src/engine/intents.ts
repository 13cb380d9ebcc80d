/**
 * What machines ask the UI to do, emitted with xstate's emit() and read with actor.on(type, …).
 * Machines never touch the router or the DOM: a navigation names a route of config/routes.json
 * (resolved with routePath(name) at the edge) or a payment method's routerPath from config.
 */
export type NavigateIntent = {
  type: 'navigate';
  query?: Record<string, string>;
  replace?: boolean;
  /** Which flow sent the user to the login, so the UI returns there afterwards (product §4 Buy/Sell start). */
  origin?: 'buy' | 'sell';
} & ({ route: string; path?: never } | { path: string; route?: never });

/** A toast with an i18n key (product §9: 3 s); the UI translates it. */
export interface ToastIntent {
  type: 'toast';
  messageKey: string;
}

export function navigate(route: string, extra: Omit<NavigateIntent, 'type' | 'route' | 'path'> = {}): NavigateIntent {
  return { type: 'navigate', route, ...extra };
}

export function navigateToPath(path: string, extra: Omit<NavigateIntent, 'type' | 'route' | 'path'> = {}): NavigateIntent {
  return { type: 'navigate', path, ...extra };
}
