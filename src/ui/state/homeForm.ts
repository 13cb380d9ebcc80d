import type { QuoteForm } from '../../engine/quote/quoteMachine';
import { defaultChoice } from '../config/assets';
import { createStoredStore, type Store } from './store';

export type HomeSide = 'buy' | 'sell';

/** Spec §2 home: the chosen tab and each tab's form are kept when leaving and returning. */
export interface HomeFormState {
  tab: HomeSide;
  buy: QuoteForm;
  sell: QuoteForm;
}

export function defaultHomeForm(): HomeFormState {
  return { tab: 'buy', buy: defaultChoice('buy'), sell: defaultChoice('sell') };
}

export function createHomeFormStore(storage: Storage | undefined): Store<HomeFormState> {
  return createStoredStore('gangway.home', defaultHomeForm(), storage);
}
