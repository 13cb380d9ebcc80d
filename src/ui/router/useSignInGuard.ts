import { useEffect } from 'react';
import type { Route } from '../../shared/generated/routes.schema';
import { useServices } from '../app/services';
import { useStore } from '../state/store';
import { useNavigator } from './hooks';

/** The login route a guarded page sends a visitor to (product §6). */
const loginRoute = 'emailCode';

/**
 * The sign-in guard (product §6: a visitor logs in by e-mail code before buying, selling, the history
 * or KYC): without a session the page is replaced by the e-mail login, which returns to it (route
 * and query) afterwards. True while the visitor is being sent away, so the page calls nothing: a
 * visitor is never told a session expired that never existed.
 *
 * RouteOutlet applies it to the routes config/routes.json marks auth; the KYC screens, public
 * routes in product §2 that only a signed-in user can use, apply it themselves.
 */
export function useSignInGuard(route: Pick<Route, 'name'>, query: URLSearchParams, required = true): boolean {
  const navigator = useNavigator();
  const { session, loginReturn } = useServices();
  const signedIn = useStore(session).user !== null;
  const blocked = required && !signedIn;
  useEffect(() => {
    if (!blocked) return;
    loginReturn.set({ name: route.name, query: Object.fromEntries(query) });
    navigator.navigate(loginRoute, undefined, { replace: true });
  }, [blocked, route.name, query, navigator, loginReturn]);
  return blocked;
}
