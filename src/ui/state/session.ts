import type { StoredSession } from '../../engine/session/sessionMachine';
import { createStoredStore, type Store } from './store';

/** Spec §3 "User session (kept locally)": what login returns, kept across visits (the session machine's shape). */
export type SignedIn = StoredSession;

export interface SessionState {
  user: SignedIn | null;
}

export const sessionStorageKey = 'gangway.session';

export function createSessionStore(storage: Storage | undefined): Store<SessionState> {
  return createStoredStore<SessionState>(sessionStorageKey, { user: null }, storage);
}

export function isSignedIn(state: SessionState): boolean {
  return state.user !== null;
}
