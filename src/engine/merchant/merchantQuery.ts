import type { Side } from '../../shared/generated/api/common.schema';

/** A merchant's start link (spec §1 Merchant embedding, §3 merchantQueryInfo). */
export interface MerchantQuery {
  appId?: string;
  orderNo?: string;
  type?: Side;
  language?: string;
  token?: string;
  redirectUrl?: string;
  showTable?: string;
  /** Values the merchant fixed for the order. */
  amount?: string;
  crypto?: string;
  network?: string;
  fiat?: string;
  address?: string;
  memo?: string;
  email?: string;
}

/** How the home page starts for this link (spec §2 Home screen). */
export interface DockingPlan {
  query: MerchantQuery;
  /** A merchant session: the appid header is sent and the merchant's config applies. */
  isMerchant: boolean;
  /** Table mode: one fixed tab, no tab strip. */
  tableMode: boolean;
  fixedTab: Side | undefined;
  /** spec §2: an orderNo skips the initial data load. */
  skipInitialLoad: boolean;
}

const queryKeys = ['appId', 'orderNo', 'language', 'token', 'redirectUrl', 'showTable', 'amount', 'crypto', 'network', 'fiat', 'address', 'memo', 'email'] as const;

function isSide(value: string | undefined): value is Side {
  return value === 'buy' || value === 'sell';
}

/** The merchant fields of a query, empty values dropped. */
export function parseMerchantQuery(raw: Record<string, string | undefined>): MerchantQuery {
  const query: MerchantQuery = {};
  for (const key of queryKeys) {
    const value = raw[key]?.trim();
    if (value) query[key] = value;
  }
  if (isSide(raw.type)) query.type = raw.type;
  return query;
}

/** spec §2: appId with showTable, or type buy/sell, fixes the tab and hides the tab strip. */
export function dockingPlan(query: MerchantQuery): DockingPlan {
  const tableMode = (query.appId !== undefined && query.showTable !== undefined) || query.type !== undefined;
  return {
    query,
    isMerchant: query.appId !== undefined,
    tableMode,
    fixedTab: tableMode ? (query.type ?? 'buy') : undefined,
    skipInitialLoad: query.orderNo !== undefined,
  };
}
