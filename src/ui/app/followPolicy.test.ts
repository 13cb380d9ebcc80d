import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { sessionMachine } from '../../engine/session/sessionMachine';
import type { PolicyDecision } from '../../api/errorPolicy';
import { followPolicy } from './followPolicy';

function deps() {
  const session = createActor(sessionMachine, { input: { stored: { token: 't', signKey: 'k', email: 'ana@example.com', userNo: 'U1', kycStatus: 'none' } } });
  session.start();
  const navigator = { navigate: vi.fn() };
  const listener = vi.fn();
  return { session, navigator, listener, wiring: { session, navigator, listeners: [listener] } };
}

describe('following an API policy decision', () => {
  it('ends the session and replaces the page with the login, back to the history when the decision says so', () => {
    const { session, navigator, listener, wiring } = deps();
    const decision: PolicyDecision = { kind: 'logout', route: 'emailCode', query: { fromName: 'tradeList' } };
    followPolicy(decision, wiring);
    expect(session.getSnapshot().matches('signedOut')).toBe(true);
    expect(session.getSnapshot().context.session).toBeUndefined();
    expect(navigator.navigate).toHaveBeenCalledExactlyOnceWith('emailCode', { fromName: 'tradeList' }, { replace: true });
    expect(listener).toHaveBeenCalledExactlyOnceWith(decision);
  });

  it('ends the session and replaces the page with /accountsDisabled for a disabled account', () => {
    const { session, navigator, wiring } = deps();
    followPolicy({ kind: 'accountDisabled', route: 'accountsDisabled' }, wiring);
    expect(session.getSnapshot().matches('signedOut')).toBe(true);
    expect(navigator.navigate).toHaveBeenCalledExactlyOnceWith('accountsDisabled', undefined, { replace: true });
  });

  it('only hands a toast to the listeners: the session and the page stay', () => {
    const { session, navigator, listener, wiring } = deps();
    const decision: PolicyDecision = { kind: 'toast', message: 'busy', messageKey: 'errors.generic', durationMs: 3000 };
    followPolicy(decision, wiring);
    expect(session.getSnapshot().matches('signedIn')).toBe(true);
    expect(navigator.navigate).not.toHaveBeenCalled();
    expect(listener).toHaveBeenCalledExactlyOnceWith(decision);
  });
});
