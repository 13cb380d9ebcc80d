import type { MerchantWallet } from '../../engine/buy/placeOrderQuery';
import type { DockedMerchantConfig } from '../../engine/merchant/merchantDockingMachine';
import { createStore, type Store } from './store';

/**
 * Spec §3 "Merchant state" as far as the shell needs it: whether the menu bar shows, and the
 * table mode of home (one fixed tab, no strip). Merchant docking fills it; a plain visit keeps
 * the defaults.
 */
export interface MerchantState {
  appId?: string;
  /** Spec §2: appId with showTable, or type buy/sell, fixes the tab. */
  fixedSide?: 'buy' | 'sell';
  config?: DockedMerchantConfig;
  /** Spec §1: a merchant link may fix the receiving address and memo. */
  wallet?: MerchantWallet;
  /** The link's redirectUrl once the server accepted it (its origin is one of the merchant's). */
  redirectUrl?: string;
}

export function createMerchantStore(): Store<MerchantState> {
  return createStore<MerchantState>({});
}

/** Spec §6: the menu bar is visible only when the merchant configuration allows it. */
export function menuBarVisible(state: MerchantState): boolean {
  return state.config?.menuBarVisible ?? true;
}

/**
 * Spec §6: the customer-service widget runs unless the merchant configuration shuts it down. A
 * merchant session waits for its checked configuration, so a widget it turned off never loads.
 */
export function customerServiceVisible(state: MerchantState): boolean {
  if (state.appId === undefined) return true;
  return state.config?.customerServiceVisible ?? false;
}

/** Spec §6 onOrderCompletionBtnVisible: the way back to the merchant, for a docked link that has one. */
export function returnToMerchantVisible(state: MerchantState): state is MerchantState & { redirectUrl: string } {
  return state.redirectUrl !== undefined && (state.config?.onOrderCompletionBtnVisible ?? false);
}
