import { createStoredStore, type Store } from './store';

/** Where to go after login: the guarded page, or the flow that asked for it (product §4 buy/sell start). */
export interface LoginReturn {
  name: string | null;
  query: Record<string, string>;
  /**
   * The buy start that sent the visitor to log in: it goes on, signed in, with the form and quote
   * Continue accepted (kept in the buy draft), instead of asking for Continue again on home.
   */
  resume?: 'buy';
}

export function createLoginReturnStore(storage: Storage | undefined): Store<LoginReturn> {
  return createStoredStore<LoginReturn>('gangway.loginReturn', { name: null, query: {} }, storage);
}
