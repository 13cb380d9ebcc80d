import type { MerchantWallet } from '../../engine/buy/placeOrderQuery';
import type { DockedMerchantConfig, DockingRefusal, MerchantCheck } from '../../engine/merchant/merchantDockingMachine';
import { cryptoListFilter, dockingPlan, fixedOrderOf, parseMerchantQuery, type FixedOrder, type MerchantType } from '../../engine/merchant/merchantQuery';
import { createStore, type Store } from './store';

/**
 * Where a merchant link stands: none in this session (plain), waiting for the server (checking),
 * accepted (docked) or refused. Only a docked link has any effect (docs/embedding.md).
 */
export type MerchantStatus = 'plain' | 'checking' | 'docked' | 'refused';

/** How home shows for this session's link (product §2): table mode, the fixed values and their side, the crypto list filter, the merchant's order. */
export interface HomePlan {
  /** Product §2 table mode: one fixed tab, no strip. */
  fixedSide?: 'buy' | 'sell';
  /** The tab the fixed values belong to. */
  orderSide: 'buy' | 'sell';
  fixed: FixedOrder;
  /** Product §7: for page merchants the crypto list is narrowed by network and crypto. */
  cryptoFilter?: Pick<FixedOrder, 'crypto' | 'network'>;
  /** Product §2: the merchant's order shown instead of the initial load. */
  orderNo?: string;
}

/** Product §3 "Merchant state" as far as the browser needs it. */
export interface MerchantState {
  status: MerchantStatus;
  /** The appid header: set only while the link is accepted. */
  appId?: string;
  merchantType?: MerchantType;
  merchantName?: string;
  config?: DockedMerchantConfig;
  plan?: HomePlan;
  /** Product §1: a merchant link may fix the receiving address and memo. */
  wallet?: MerchantWallet;
  /** The link's redirectUrl once the server accepted it (its origin is one of the merchant's). */
  redirectUrl?: string;
  /** Why the link was refused, for the notice. */
  refusal?: DockingRefusal;
  /** The signed-in user was logged out because the link carries another e-mail (product §1). */
  emailChanged?: boolean;
  /** The user closed the notice, or left the merchant's order for a new one. */
  noticeDismissed?: boolean;
  orderDismissed?: boolean;
  /** How many plain links this tab applied: home starts its form again from each (a link opened in an open tab). */
  linksApplied?: number;
}

export function createMerchantStore(initial: MerchantState = { status: 'plain' }): Store<MerchantState> {
  return createStore<MerchantState>(initial);
}

/** The link accepted in this browser session, kept in sessionStorage so a reload docks it again (docs/embedding.md). */
export interface AcceptedLink {
  /** The link's parameters exactly as the page received them (the signature covers them all). */
  query: Record<string, string>;
  check: MerchantCheck;
  /** Product §3 merchantFullPath: the page address the link opened, sent as merchantParam with an order. */
  fullPath: string;
}

export const acceptedLinkStorageKey = 'gangway.merchantLink';

export function saveAcceptedLink(storage: Storage, link: AcceptedLink): void {
  storage.setItem(acceptedLinkStorageKey, JSON.stringify(link));
}

export function forgetAcceptedLink(storage: Storage): void {
  storage.removeItem(acceptedLinkStorageKey);
}

export function loadAcceptedLink(storage: Storage): AcceptedLink | undefined {
  const stored = storage.getItem(acceptedLinkStorageKey);
  if (!stored) return undefined;
  try {
    const link = JSON.parse(stored) as Partial<AcceptedLink> | null;
    if (!link || typeof link.query?.appId !== 'string' || link.check?.merchantStatus !== true || typeof link.fullPath !== 'string') return undefined;
    return link as AcceptedLink;
  } catch {
    return undefined;
  }
}

/** Two links are the same when they carry the same parameters with the same values. */
export function sameLink(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** A plain link's home plan: product §2 type buy/sell fixes the tab (table mode) without a merchant. */
export function plainPlan(query: Record<string, string>): HomePlan | undefined {
  const plan = dockingPlan(parseMerchantQuery({ type: query.type }));
  return plan.fixedTab ? { fixedSide: plan.fixedTab, orderSide: plan.orderSide, fixed: {} } : undefined;
}

/**
 * The merchant state of an accepted link: the server's answer (mode, config, the values it
 * fixes), the link's table mode, and the way back to the merchant. A sell deep link with the
 * merchant's app id makes it a sell merchant (product §4).
 */
export function dockedState(link: AcceptedLink, sellDeepLink: boolean, previous: MerchantState): MerchantState {
  const { check, query } = link;
  const merchantType: MerchantType = sellDeepLink ? 'sell' : check.merchantType;
  const plan = dockingPlan(parseMerchantQuery(query), merchantType);
  const info = check.merchantQueryInfo;
  const fixed = fixedOrderOf(info);
  const cryptoFilter = cryptoListFilter(merchantType, fixed);
  return {
    status: 'docked',
    appId: info.appId,
    merchantType,
    merchantName: check.merchantName,
    config: check.merchantConfig,
    plan: {
      ...(plan.fixedTab ? { fixedSide: plan.fixedTab } : {}),
      orderSide: plan.orderSide,
      fixed,
      ...(cryptoFilter ? { cryptoFilter } : {}),
      ...(plan.skipInitialLoad && info.orderNo ? { orderNo: info.orderNo } : {}),
    },
    ...(info.address ? { wallet: { address: info.address, memo: info.memo, merchantPath: link.fullPath } } : {}),
    ...(info.redirectUrl ? { redirectUrl: info.redirectUrl } : {}),
    ...(previous.emailChanged ? { emailChanged: true } : {}),
    ...(previous.orderDismissed ? { orderDismissed: true } : {}),
  };
}

/** Product §6: the menu bar is visible only when the merchant configuration allows it (held back while a link is checked). */
export function menuBarVisible(state: MerchantState): boolean {
  if (state.status === 'checking') return false;
  return state.status === 'docked' ? (state.config?.menuBarVisible ?? true) : true;
}

/**
 * Product §6: the customer-service widget runs unless the merchant configuration shuts it down. A
 * link waits for its check, so a widget its merchant turned off never loads.
 */
export function customerServiceVisible(state: MerchantState): boolean {
  if (state.status === 'checking') return false;
  return state.status === 'docked' ? (state.config?.customerServiceVisible ?? false) : true;
}

/** Product §1: the notice of a refused link, or of the user a link's e-mail logged out, until closed. */
export function merchantNoticeShown(state: MerchantState): boolean {
  return !state.noticeDismissed && (state.status === 'refused' || state.emailChanged === true);
}

/** Product §6 onOrderCompletionBtnVisible: the way back to the merchant, for a docked link that has one. */
export function returnToMerchantVisible(state: MerchantState): state is MerchantState & { redirectUrl: string } {
  return state.status === 'docked' && state.redirectUrl !== undefined && (state.config?.onOrderCompletionBtnVisible ?? false);
}

/** The values the link fixes on a home tab (none on the other tab). */
export function fixedOn(state: MerchantState, side: 'buy' | 'sell'): FixedOrder {
  return state.status === 'docked' && state.plan?.orderSide === side ? state.plan.fixed : {};
}
