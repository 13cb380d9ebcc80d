import { formatAmount, parseMoney, priceDecimals, type AmountKind } from '../../shared/money';
import { decimalSeparatorOf } from '../../shared/rules/amount-input';
import { cryptoBySymbol, fiatByCode } from '../../shared/config/assets';

/**
 * A fiat amount in the user's language with the fiat's decimals (product §5, issue: money formatted
 * per language), rounded by its kind: pass 'receive' for a payout, 'price' or 'fee' for those lines.
 */
export function formatFiat(value: string | undefined, fiat: string, locale: string, kind: AmountKind = 'pay', decimals?: number): string {
  if (value === undefined || parseMoney(value) === null) return '';
  return formatAmount(value, locale, decimals ?? fiatByCode(fiat)?.decimalDigits ?? 2, kind);
}

/**
 * A price of one crypto in the fiat, with the places it needs so that it times the crypto amount
 * shown beside it comes to the fiat amount shown (shared/money priceDecimals): 1.0047 USD beside
 * 47.647626 USDT for 47.87 USD, never a rounded 1.00 that adds up to 47.65.
 */
export function formatPrice(price: string | undefined, fiat: string, locale: string, beside: { quantity: string; amount?: string }, decimals?: number): string {
  if (price === undefined || parseMoney(price) === null || parseMoney(beside.quantity) === null) return formatFiat(price, fiat, locale, 'price', decimals);
  const fiatDecimals = decimals ?? fiatByCode(fiat)?.decimalDigits ?? 2;
  const amount = beside.amount !== undefined && parseMoney(beside.amount) !== null ? beside.amount : undefined;
  return formatAmount(price, locale, priceDecimals(price, beside.quantity, fiatDecimals, amount), 'price');
}

/** A crypto amount with the crypto's display decimals, trailing zeros kept off; by default what the user receives. */
export function formatCrypto(value: string | undefined, crypto: string, locale: string, kind: AmountKind = 'receive'): string {
  if (value === undefined || parseMoney(value) === null) return '';
  const decimals = cryptoBySymbol(crypto)?.decimals ?? 8;
  const fixed = formatAmount(value, locale, decimals, kind);
  const separator = decimalSeparatorOf(locale);
  if (!fixed.includes(separator)) return fixed;
  const trimmed = fixed.replace(/0+$/u, '');
  return trimmed.endsWith(separator) ? trimmed.slice(0, -separator.length) : trimmed;
}

/** Seconds left until `at`, never negative, rounded up so a countdown ends on 0. */
export function secondsUntil(at: number | undefined, now: number): number {
  if (at === undefined) return 0;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * Seconds padded with figure spaces to as many digits as `widest` has, so a right-aligned countdown
 * keeps its width from 10 to 9 (with tabular figures): a text that moves each second is a layout
 * shift, and a jitter the eye follows.
 */
export function steadySeconds(seconds: number, widest: number): string {
  return String(seconds).padStart(String(widest).length, '\u2007');
}

/** mm:ss for the payment and order timeouts (product §4). */
export function clock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * An account number in groups of four from the left (7001 2888 5743 0279), the way banks print
 * them so the payer can check it group by group; what is copied stays the raw number.
 */
export function accountNumberGroups(value: string): string[] {
  const compact = value.replace(/\s+/g, '');
  return compact.match(/.{1,4}/g) ?? [];
}
