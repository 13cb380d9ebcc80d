import type { ActorRefFrom } from 'xstate';
import type { sessionMachine, StoredSession } from '../../engine/session/sessionMachine';
import type { Store } from './store';

/** Product §3 "User session (kept locally)": what login returns, kept across visits (the session machine's shape). */
export type SignedIn = StoredSession;

export interface SessionState {
  user: SignedIn | null;
}

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

export const sessionStorageKey = 'gangway.session';

/** The session kept in local storage ({ user }), or undefined when none is kept or it cannot be read. */
export function loadStoredSession(storage: Pick<Storage, 'getItem' | 'removeItem'>): SignedIn | undefined {
  const raw = storage.getItem(sessionStorageKey);
  if (!raw) return undefined;
  try {
    return (JSON.parse(raw) as Partial<SessionState>).user ?? undefined;
  } catch {
    storage.removeItem(sessionStorageKey);
    return undefined;
  }
}

export function saveStoredSession(storage: Pick<Storage, 'setItem'>, user: SignedIn | null): void {
  storage.setItem(sessionStorageKey, JSON.stringify({ user } satisfies SessionState));
}

/** A read-only view of the session: who is signed in, and a way to hear when that changes. */
export type SessionView = Pick<Store<SessionState>, 'get' | 'subscribe'>;

/**
 * The session machine's session as a read-only store for the screens that only ask "signed in?"
 * (the route guard, home, the buy and sell starts). The machine owns it: logging in and out, the
 * error policy's session end and a merchant link's e-mail all go to the actor as events.
 */
export function sessionStore(actor: SessionActor): SessionView {
  let current: SessionState = { user: actor.getSnapshot().context.session ?? null };
  return {
    get() {
      const user = actor.getSnapshot().context.session ?? null;
      if (user !== current.user) current = { user };
      return current;
    },
    subscribe(listener) {
      const subscription = actor.subscribe(() => listener());
      return () => subscription.unsubscribe();
    },
  };
}
