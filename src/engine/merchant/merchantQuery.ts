import { assetsConfig, countryByAlpha2, cryptoBySymbol, fiatByCode, networksOf } from '../../shared/config/assets';
import type { Side } from '../../shared/generated/api/common.schema';
import type { MerchantCheck } from '../../shared/generated/api/merchant.schema';
import type { QuoteForm } from '../quote/quoteMachine';

/** product §1: merchant modes. */
export type MerchantType = MerchantCheck['merchantType'];

/** A merchant's start link (product §1 Merchant embedding, §3 merchantQueryInfo). */
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

/** What a link fixes on the home form: the amount of the tab's side, the fiat, the crypto, the network. */
export interface FixedOrder {
  amount?: string;
  fiat?: string;
  crypto?: string;
  network?: string;
}

/** How the home page starts for this link (product §2 Home screen, docs/embedding.md 'Merchant modes'). */
export interface DockingPlan {
  query: MerchantQuery;
  /** A merchant session: the appid header is sent and the merchant's config applies once the link is accepted. */
  isMerchant: boolean;
  /** Table mode: one fixed tab, no tab strip. */
  tableMode: boolean;
  fixedTab: Side | undefined;
  /** The tab the link's fixed values belong to. */
  orderSide: Side;
  /** product §2: an orderNo skips the initial data load (home shows the merchant's order instead). */
  skipInitialLoad: boolean;
}

const queryKeys = [
  'appId',
  'orderNo',
  'language',
  'token',
  'redirectUrl',
  'showTable',
  'amount',
  'crypto',
  'network',
  'fiat',
  'address',
  'memo',
  'email',
] as const;

function isSide(value: string | undefined): value is Side {
  return value === 'buy' || value === 'sell';
}

/** showTable turns table mode on only as 1 or true (0, false and anything else leave it off). */
export function isShowTable(value: string | undefined): boolean {
  return value === '1' || value === 'true';
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

/**
 * product §2: appId with showTable, or type buy/sell, fixes the tab and hides the tab strip. The
 * merchant's mode narrows it (docs/embedding.md): sell always shows the sell tab alone, api always
 * one tab (the link's type, else buy); page follows the link.
 */
export function dockingPlan(query: MerchantQuery, merchantType?: MerchantType): DockingPlan {
  const isMerchant = query.appId !== undefined;
  const linkTable = (isMerchant && isShowTable(query.showTable)) || query.type !== undefined;
  const fixedTab: Side | undefined = merchantType === 'sell' ? 'sell' : merchantType === 'api' || linkTable ? (query.type ?? 'buy') : undefined;
  return {
    query,
    isMerchant,
    tableMode: fixedTab !== undefined,
    fixedTab,
    orderSide: fixedTab ?? 'buy',
    skipInitialLoad: isMerchant && query.orderNo !== undefined,
  };
}

/** The values an accepted link fixes (the server's merchantQueryInfo echo). */
export function fixedOrderOf(info: Pick<MerchantCheck['merchantQueryInfo'], 'amount' | 'fiat' | 'crypto' | 'network'>): FixedOrder {
  const fixed: FixedOrder = {};
  if (info.amount !== undefined) fixed.amount = info.amount;
  if (info.fiat !== undefined) fixed.fiat = info.fiat;
  if (info.crypto !== undefined) fixed.crypto = info.crypto;
  if (info.network !== undefined) fixed.network = info.network;
  return fixed;
}

/** product §7: the crypto list is narrowed by network and crypto for page merchants only. */
export function cryptoListFilter(merchantType: MerchantType | undefined, fixed: FixedOrder): Pick<FixedOrder, 'crypto' | 'network'> | undefined {
  if (merchantType !== 'page' || (fixed.crypto === undefined && fixed.network === undefined)) return undefined;
  return { ...(fixed.crypto === undefined ? {} : { crypto: fixed.crypto }), ...(fixed.network === undefined ? {} : { network: fixed.network }) };
}

/**
 * The home form with the link's fixed values in place. A fixed network picks a crypto that runs on
 * it when the form's does not; a fixed fiat keeps the form's country when the fiat is used there.
 */
export function withFixedValues(form: QuoteForm, fixed: FixedOrder): QuoteForm {
  const next: QuoteForm = { ...form };
  if (fixed.amount !== undefined) next.amount = fixed.amount;
  if (fixed.fiat !== undefined && fixed.fiat !== form.fiat) {
    next.fiat = fixed.fiat;
    const countries: readonly string[] = fiatByCode(fixed.fiat)?.countries ?? [];
    if (form.alpha2 === undefined || !countries.includes(form.alpha2)) next.alpha2 = countries[0];
  }
  const runsOn = (symbol: string, network: string) => cryptoBySymbol(symbol)?.networks.some((entry) => entry.network === network) ?? false;
  if (fixed.crypto !== undefined) next.crypto = fixed.crypto;
  else if (fixed.network !== undefined && !runsOn(next.crypto, fixed.network)) {
    next.crypto = firstCryptoOn(fixed.network) ?? next.crypto;
  }
  const network = fixed.network ?? (runsOn(next.crypto, next.network) ? next.network : networksOf(next.crypto)[0]?.code);
  if (network !== undefined && network !== form.network) {
    next.network = network;
    next.networkName = networksOf(next.crypto).find((candidate) => candidate.code === network)?.name;
  }
  return next;
}

/**
 * Product §3 alpha2: a link's country (?country=NL) pre-selects that country's row of the fiat list,
 * its fiat with it (EUR in the Netherlands, so iDEAL is offered). A country the side does not
 * serve (on sell: no payouts there), or whose fiat is not the one the link fixes, changes nothing.
 */
export function withLinkCountry(form: QuoteForm, alpha2: string | undefined, side: Side, fixedFiat?: string): QuoteForm {
  const country = alpha2 ? countryByAlpha2(alpha2.trim().toUpperCase()) : undefined;
  const fiat = country ? fiatByCode(country.fiat) : undefined;
  if (!country || !fiat || !fiat.countries.includes(country.alpha2)) return form;
  if (side === 'sell' && !(country.sell && fiat.sell)) return form;
  if (fixedFiat !== undefined && fixedFiat !== fiat.code) return form;
  return { ...form, fiat: fiat.code, alpha2: country.alpha2 };
}

/** The first crypto of config/assets.json that runs on the network. */
function firstCryptoOn(network: string): string | undefined {
  return assetsConfig.cryptos.find((crypto) => crypto.networks.some((entry) => entry.network === network))?.symbol;
}
