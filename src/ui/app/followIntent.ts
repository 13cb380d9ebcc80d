import { useEffect } from 'react';
import type { Subscription } from 'xstate';
import type { NavigateIntent } from '../../engine/intents';
import { routeByPath, routeTable } from '../../shared/config/routes';
import type { Navigator } from '../router/navigator';
import type { LoginReturn } from '../state/loginReturn';
import type { Store } from '../state/store';

export interface FollowServices {
  navigator: Navigator;
  loginReturn: Store<LoginReturn>;
}

export interface FollowOptions {
  /** Every navigation replaces the current page (a page that must not be come back to). */
  replace?: boolean;
  /** Where a login detour comes back to, when not home. */
  returnTo?: string;
}

/** A machine actor that emits navigate intents (src/engine/intents.ts). */
export interface NavigatingActor {
  on(type: 'navigate', handler: (intent: NavigateIntent) => void): Subscription;
}

/**
 * Carries out a machine's navigation intent: a route name, or a payment method's routerPath from
 * config. A login detour remembers where to come back to (product §4 buy/sell start: origin): the
 * sell form, or the buy start, which goes on once signed in.
 */
export function followNavigate(services: FollowServices, intent: NavigateIntent, returnTo?: string): void {
  const name = intent.route ?? routeByPath(intent.path ?? '')?.name ?? routeTable.fallback;
  if (intent.origin !== undefined)
    services.loginReturn.set({ name: returnTo ?? routeTable.fallback, query: {}, ...(intent.origin === 'buy' ? { resume: 'buy' as const } : {}) });
  services.navigator.navigate(name, intent.query, { replace: intent.replace });
}

/** Follows every navigate event of a machine actor until the subscription is ended (useFollowNavigate in React). */
export function followNavigateEvents(actor: NavigatingActor, services: FollowServices, options: FollowOptions = {}): Subscription {
  return actor.on('navigate', (intent) => followNavigate(services, options.replace ? { ...intent, replace: true } : intent, options.returnTo));
}

/** A screen's machine actor navigates the app while the screen is shown: its navigate events are followed. */
export function useFollowNavigate(actor: NavigatingActor, services: FollowServices, replace = false): void {
  useEffect(() => {
    const subscription = followNavigateEvents(actor, services, { replace });
    return () => subscription.unsubscribe();
  }, [actor, services, replace]);
}
