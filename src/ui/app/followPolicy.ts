import type { PolicyDecision } from '../../api/errorPolicy';
import type { Navigator } from '../router/navigator';
import type { SessionActor } from '../state/session';

export interface PolicyDeps {
  session: Pick<SessionActor, 'send'>;
  navigator: Pick<Navigator, 'navigate'>;
  /** The toast provider and anyone else who shows decisions. */
  listeners: Iterable<(decision: PolicyDecision) => void>;
}

/**
 * What the app does with the API client's decision (product §4 Session, §8): a logout or a disabled
 * account ends the session in the session machine and replaces the page with the decision's route
 * (/emailCode, with ?fromName=tradeList from the history, or /accountsDisabled); every decision is
 * then handed to the listeners (the toasts).
 */
export function followPolicy(decision: PolicyDecision, deps: PolicyDeps): void {
  if (decision.kind === 'logout' || decision.kind === 'accountDisabled') deps.session.send({ type: 'session.end' });
  if (decision.kind === 'logout') deps.navigator.navigate(decision.route, decision.query, { replace: true });
  if (decision.kind === 'accountDisabled') deps.navigator.navigate(decision.route, undefined, { replace: true });
  for (const listener of deps.listeners) listener(decision);
}
