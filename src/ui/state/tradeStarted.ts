import { createStoredStore, type Store } from './store';

/** Whether the user pressed Continue on home this session, starting a buy or a sell: a trade is under way. */
export interface TradeStarted {
  started: boolean;
}

export function createTradeStartedStore(storage: Storage | undefined): Store<TradeStarted> {
  return createStoredStore<TradeStarted>('gangway.tradeStarted', { started: false }, storage);
}
