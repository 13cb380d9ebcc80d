import { createStoredStore, type Store } from './store';

/** Where to go after login: the guarded page, or the flow that asked for it (spec §4 buy/sell start). */
export interface LoginReturn {
  name: string | null;
  query: Record<string, string>;
}

export function createLoginReturnStore(storage: Storage | undefined): Store<LoginReturn> {
  return createStoredStore<LoginReturn>('gangway.loginReturn', { name: null, query: {} }, storage);
}
