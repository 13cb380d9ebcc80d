import { withoutPayWay, type QuoteForm } from '../../engine/quote/quoteMachine';
import { defaultChoice } from '../config/assets';
import { createStoredStore, type Store } from './store';

export type HomeSide = 'buy' | 'sell';

/** Product §2 home: the chosen tab and each tab's form are kept when leaving and returning. */
export interface HomeFormState {
  tab: HomeSide;
  buy: QuoteForm;
  sell: QuoteForm;
}

export function defaultHomeForm(): HomeFormState {
  return { tab: 'buy', buy: defaultChoice('buy'), sell: defaultChoice('sell') };
}

/** Home keeps no pay way (screens/home/savedPayWay.ts adds the buy draft's, where it still applies); a kept one from an older build is dropped. */
export function createHomeFormStore(storage: Storage | undefined): Store<HomeFormState> {
  const store = createStoredStore('gangway.home', defaultHomeForm(), storage);
  const { buy, sell } = store.get();
  if (buy.payWayCode !== undefined || sell.payWayCode !== undefined)
    store.set((home) => ({ ...home, buy: withoutPayWay(home.buy), sell: withoutPayWay(home.sell) }));
  return store;
}
