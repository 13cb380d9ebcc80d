import type { PlaceOrderQuery } from '../../engine/buy/placeOrderQuery';
import type { QuoteData, QuoteForm } from '../../engine/quote/quoteMachine';
import { createStoredStore, type Store } from './store';

/**
 * Product §3 "Buy payments state" across the buy steps: the home form and quote that Continue
 * accepted, the order query (address, memo, method) and the order once created. Kept for the
 * session so a reload on a payment page loses nothing.
 */
export interface BuyDraft {
  form: QuoteForm | null;
  quote: QuoteData | null;
  order: PlaceOrderQuery | null;
  /** The issuing bank picked for a virtual-account or bank-group method. */
  bankCode: string | null;
  orderNo: string | null;
  /** The merchant session the buy started in (its app id), none for a plain checkout: its methods are that merchant's. */
  merchantAppId: string | null;
}

export const emptyBuyDraft: BuyDraft = { form: null, quote: null, order: null, bankCode: null, orderNo: null, merchantAppId: null };

export function createBuyDraftStore(storage: Storage | undefined): Store<BuyDraft> {
  return createStoredStore('gangway.buyDraft', emptyBuyDraft, storage);
}
