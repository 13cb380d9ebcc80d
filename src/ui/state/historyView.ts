import { createStoredStore, type Store } from './store';

/** How the user left the order history: its tab and the product §4 'hide closed orders' tick, kept for the session. */
export interface HistoryView {
  side: 'buy' | 'sell';
  hideClosed: boolean;
}

export function createHistoryViewStore(storage: Storage | undefined): Store<HistoryView> {
  return createStoredStore<HistoryView>('gangway.historyView', { side: 'buy', hideClosed: false }, storage);
}
