import type { NavigateIntent } from '../../engine/intents';
import { routeByPath, routeTable } from '../../shared/config/routes';
import type { Navigator } from '../router/navigator';
import type { LoginReturn } from '../state/loginReturn';
import type { Store } from '../state/store';

/**
 * Carries out a machine's navigation intent: a route name, or a payment method's routerPath from
 * config. A login detour remembers where to come back to (spec §4 buy/sell start: origin): the
 * sell form, or the buy start, which goes on once signed in.
 */
export function followNavigate(services: { navigator: Navigator; loginReturn: Store<LoginReturn> }, intent: NavigateIntent, returnTo?: string): void {
  const name = intent.route ?? routeByPath(intent.path ?? '')?.name ?? routeTable.fallback;
  if (intent.origin !== undefined) services.loginReturn.set({ name: returnTo ?? routeTable.fallback, query: {}, ...(intent.origin === 'buy' ? { resume: 'buy' as const } : {}) });
  services.navigator.navigate(name, intent.query, { replace: intent.replace });
}
