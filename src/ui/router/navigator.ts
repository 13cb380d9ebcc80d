import type { Route } from '../../shared/generated/routes.schema';
import { hashFor, parseHash, resolveLocation, type QueryInput } from './location';

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
 * The hash router over window.location. '/' and unknown paths are replaced by the fallback route
 * before anyone sees them (spec §2). Listeners run after every change of route or query.
 */
export function createNavigator(win: Window = window): Navigator {
  const listeners = new Set<() => void>();
  let current = read();

  function read(): CurrentRoute {
    const location = parseHash(win.location.hash);
    const resolved = resolveLocation(location);
    if (resolved.kind === 'redirect') {
      win.history.replaceState(win.history.state, '', resolved.hash);
      const redirected = resolveLocation(parseHash(resolved.hash));
      if (redirected.kind !== 'route') throw new Error('config/routes.json fallback does not resolve');
      return { route: redirected.route, query: new URLSearchParams(), hash: resolved.hash };
    }
    return { route: resolved.route, query: location.query, hash: win.location.hash };
  }

  function refresh() {
    const next = read();
    if (next.hash === current.hash) return;
    current = next;
    for (const listener of listeners) listener();
  }

  win.addEventListener('hashchange', refresh);
  win.addEventListener('popstate', refresh);

  return {
    current: () => current,
    navigate(name, query, options) {
      const hash = hashFor(name, query);
      if (options?.replace) win.history.replaceState(win.history.state, '', hash);
      else win.history.pushState(win.history.state, '', hash);
      refresh();
    },
    back() {
      win.history.back();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
