import type { KeyValueStorage } from '../../shared/keyValueStorage';
import { assetsConfig, countryByAlpha2, cryptoBySymbol, fiatByCode, networksOf } from '../../shared/config/assets';
import { constants } from '../../shared/config/constants';
import type { AssetsConfig } from '../../shared/generated/assets.schema';
import { parseMoney } from '../../shared/money';
import { amountDecimals, checkDecimals } from '../../shared/rules/amount-decimals';
import type { QuoteForm } from '../quote/quoteMachine';

/** product §3: the source value of the sell deep link on /sell-formUserInfo. */
export const sellDeepLinkSource = '3';

export const sellDeepLinkStorageKey = 'gangway.sellDeepLink';

/** What the sell deep link pre-fills (product §4), with the merchant type and tab it switches to. */
export interface SellDeepLink {
  fiat?: string;
  country?: string;
  crypto?: string;
  network?: string;
  cryptoAmount?: string;
  appId?: string;
  merchantType: 'sell';
  tab: 'sell';
}

/** The link values that pre-fill the sell form. */
export type SellDeepLinkField = 'fiat' | 'country' | 'crypto' | 'network' | 'cryptoAmount';

/** A value of the link that was not used, with the i18n key (and its values) saying why. */
export interface IgnoredLinkValue {
  field: SellDeepLinkField;
  value: string;
  messageKey: string;
  params: Record<string, string | number>;
}

/** i18n keys of the values a sell deep link cannot use. */
export const sellLinkMessages = {
  fiat: 'web2.sellLink.ignored.fiat',
  country: 'web2.sellLink.ignored.country',
  crypto: 'web2.sellLink.ignored.crypto',
  network: 'web2.sellLink.ignored.network',
  cryptoAmount: 'web2.sellLink.ignored.cryptoAmount',
} as const satisfies Record<SellDeepLinkField, string>;

/** The deep link in a query, or undefined when the query is not one (source other than 3). */
export function parseSellDeepLink(query: Record<string, string | undefined>): SellDeepLink | undefined {
  if (query.source !== sellDeepLinkSource) return undefined;
  const present = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  return {
    fiat: present(query.fiat),
    country: present(query.country),
    crypto: present(query.crypto),
    network: present(query.network),
    cryptoAmount: present(query.cryptoAmount),
    appId: present(query.appId),
    merchantType: 'sell',
    tab: 'sell',
  };
}

/**
 * The country a fiat is paid out in when nothing names one: the fiat's first country in
 * config/assets.json that has sell payouts (EUR: DE), so the payout form, its method and the saved
 * accounts are that country's and never those of a country kept from another fiat.
 */
export function sellCountryOf(fiat: string, config: AssetsConfig = assetsConfig): string | undefined {
  const entry = fiatByCode(fiat, config);
  if (!entry?.sell) return undefined;
  return entry.countries.find((alpha2) => countryByAlpha2(alpha2, config)?.sell === true);
}

/** Whether the fiat is paid out in the country (config/assets.json: a sell country of that fiat). */
export function paysOutIn(fiat: string, alpha2: string | undefined, config: AssetsConfig = assetsConfig): boolean {
  const country = alpha2 === undefined ? undefined : countryByAlpha2(alpha2, config);
  const entry = fiatByCode(fiat, config);
  return country !== undefined && entry?.sell !== undefined && country.sell && country.fiat === fiat && entry.countries.includes(country.alpha2);
}

/**
 * Product §4: the sell form a deep link leads to. Every value is checked against config/assets.json
 * and the product §5 sell amount rules; one that fails is not used and is returned with its reason
 * (an unknown fiat, a country that does not pay out in the fiat, a crypto that cannot be sold, a
 * network the crypto does not run on, an amount that is not above 0 with at most 6 decimals). A
 * link without a country is paid out in its fiat's first sell country. An unusable amount leaves
 * the amount empty for the user to enter: never an amount they did not choose.
 */
export function resolveSellDeepLink(
  form: QuoteForm,
  link: SellDeepLink,
  config: AssetsConfig = assetsConfig,
): { form: QuoteForm; ignored: IgnoredLinkValue[] } {
  const ignored: IgnoredLinkValue[] = [];
  const ignore = (field: SellDeepLinkField, value: string, params: Record<string, string | number> = {}) =>
    ignored.push({ field, value, messageKey: sellLinkMessages[field], params: { value, ...params } });
  const next: QuoteForm = { ...form };

  const fiat = link.fiat === undefined ? undefined : link.fiat.toUpperCase();
  const fiatUsable = fiat !== undefined && sellCountryOf(fiat, config) !== undefined;
  if (link.fiat !== undefined && !fiatUsable) ignore('fiat', link.fiat);
  if (fiatUsable) next.fiat = fiat;

  const country = link.country === undefined ? undefined : link.country.toUpperCase();
  const countryFiat = country === undefined ? undefined : countryByAlpha2(country, config)?.fiat;
  if (link.country !== undefined) {
    // A country alone names its fiat; beside a usable fiat it must be one of that fiat's payout countries.
    const usable = countryFiat !== undefined && paysOutIn(fiatUsable ? next.fiat : countryFiat, country, config);
    if (usable) {
      next.fiat = countryFiat;
      next.alpha2 = country;
    } else ignore('country', link.country, { fiat: next.fiat });
  }
  if (!paysOutIn(next.fiat, next.alpha2, config)) next.alpha2 = sellCountryOf(next.fiat, config);

  if (link.crypto !== undefined) {
    const crypto = cryptoBySymbol(link.crypto.toUpperCase(), config);
    if (crypto?.sellable) next.crypto = crypto.symbol;
    else ignore('crypto', link.crypto);
  }
  const networks = networksOf(next.crypto, config);
  const linkNetwork = link.network === undefined ? undefined : networks.find((candidate) => candidate.code === link.network?.toUpperCase());
  if (link.network !== undefined && !linkNetwork) ignore('network', link.network, { crypto: next.crypto });
  const network = linkNetwork ?? networks.find((candidate) => candidate.code === next.network) ?? networks[0];
  if (network) {
    next.network = network.code;
    next.networkName = network.name;
  }

  if (link.cryptoAmount !== undefined) {
    const amount = link.cryptoAmount;
    const money = parseMoney(amount);
    const decimals = amountDecimals('sell', next, config) ?? constants.sellCryptoDecimals;
    const usable = money !== null && money.greaterThan(0) && checkDecimals(amount, decimals).valid;
    if (usable) next.amount = amount;
    else {
      ignore('cryptoAmount', amount, { decimals });
      next.amount = '';
    }
  }
  return { form: next, ignored };
}

/** product §4: the deep link is kept for the session (sessionStorage in the browser). */
export function saveSellDeepLink(storage: KeyValueStorage, link: SellDeepLink): void {
  storage.setItem(sellDeepLinkStorageKey, JSON.stringify(link));
}

/** The deep link kept for this session (a reload restores it, docs/embedding.md); anything unreadable counts as none. */
export function loadSellDeepLink(storage: KeyValueStorage): SellDeepLink | undefined {
  const stored = storage.getItem(sellDeepLinkStorageKey);
  if (!stored) return undefined;
  try {
    const value = JSON.parse(stored) as Partial<SellDeepLink> | null;
    return value?.merchantType === 'sell' && value.tab === 'sell' ? (value as SellDeepLink) : undefined;
  } catch {
    return undefined;
  }
}
