import type { MerchantConfig } from '../../api/types';
import type { MerchantWallet } from '../../engine/buy/placeOrderQuery';
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
  config?: MerchantConfig;
  /** Spec §1: a merchant link may fix the receiving address and memo. */
  wallet?: MerchantWallet;
}

export function createMerchantStore(): Store<MerchantState> {
  return createStore<MerchantState>({});
}

/** Spec §6: the menu bar is visible only when the merchant configuration allows it. */
export function menuBarVisible(state: MerchantState): boolean {
  return state.config?.menuBarVisible ?? true;
}
