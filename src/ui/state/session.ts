import { createStoredStore, type Store } from './store';

/** Spec §3 "User session (kept locally)": what login returns, kept across visits. */
export interface SignedIn {
  token: string;
  /** The per-session signing key from the login response's sign header (never sent again). */
  signKey: string;
  email: string;
  userNo: string;
  kycStatus: string;
}

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
