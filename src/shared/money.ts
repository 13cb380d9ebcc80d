import Decimal from 'decimal.js';
import { intlText } from './intlText';

/**
 * Money helpers over decimal.js: amounts travel as strings and are never Number arithmetic
 * (house rule 3). A money string is plain decimal notation: digits, an optional dot, digits.
 */
const MONEY = /^-?(\d+\.?\d*|\.\d+)$/;

/** The amount as a Decimal, or null when the string is not plain decimal notation ("1e3", "", "1,5"). */
export function parseMoney(value: string): Decimal | null {
  return MONEY.test(value) ? new Decimal(value) : null;
}

/** Digits after the dot as typed, trailing zeros included ("1.50" has 2): what the user entered counts. */
export function typedDecimals(value: string): number {
  const dot = value.indexOf('.');
  return dot < 0 ? 0 : value.length - dot - 1;
}

/** Cut to `decimals` places toward zero, never rounding up what the user receives; no trailing zeros. */
export function roundDown(value: Decimal.Value, decimals: number): string {
  return new Decimal(value).toDecimalPlaces(decimals, Decimal.ROUND_DOWN).toFixed();
}

/**
 * What an amount shown to the user is, which decides how it is rounded to its display decimals:
 * what the user receives rounds down (never promise more than is paid out); what the user pays,
 * prices and fees round half-up; a minimum rounds up and a maximum down, so a stated limit is one
 * the amount rules accept.
 */
export type AmountKind = 'receive' | 'pay' | 'price' | 'fee' | 'minimum' | 'maximum';

export const roundingOf: Readonly<Record<AmountKind, Decimal.Rounding>> = {
  receive: Decimal.ROUND_DOWN,
  pay: Decimal.ROUND_HALF_UP,
  price: Decimal.ROUND_HALF_UP,
  fee: Decimal.ROUND_HALF_UP,
  minimum: Decimal.ROUND_UP,
  maximum: Decimal.ROUND_DOWN,
};

/**
 * The amount for display in a locale with exactly `decimals` places (a fiat's decimalDigits),
 * rounded as its kind says; Intl formats the exact decimal string, so no precision is lost to Number.
 */
export function formatAmount(value: Decimal.Value, locale: string, decimals: number, kind: AmountKind): string {
  const fixed = new Decimal(value).toFixed(decimals, roundingOf[kind]);
  return intlText(['number', locale, decimals, fixed], () => numberFormat(locale, decimals).format(fixed as `${number}`));
}

/** One formatter per locale and places: making an Intl.NumberFormat costs far more than using one (a page formats dozens of amounts). */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, decimals: number): Intl.NumberFormat {
  const key = `${locale} ${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    numberFormats.set(key, format);
  }
  return format;
}

/** How many more places a price may get to come to the amount shown beside it. */
const extraPricePlaces = 6;

/**
 * The fewest places, at least `decimals` (the fiat's), at which a price times the quantity shown
 * beside it comes to `amount` at `decimals` places, so the lines of an order add up: a rate of
 * 1.004667 shows as 1.0047 beside 47.647626 USDT for 47.87 USD, where 1.00 would come to 47.65.
 * Without `amount`, or when no places reach it, the exact price times the quantity is the target.
 */
export function priceDecimals(price: Decimal.Value, quantity: Decimal.Value, decimals: number, amount?: Decimal.Value): number {
  const exact = new Decimal(price).times(quantity);
  const placesFor = (target: Decimal.Value) => {
    const wanted = new Decimal(target).toFixed(decimals, Decimal.ROUND_HALF_UP);
    for (let places = decimals; places <= decimals + extraPricePlaces; places += 1) {
      const shown = new Decimal(price).toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
      if (shown.times(quantity).toFixed(decimals, Decimal.ROUND_HALF_UP) === wanted) return places;
    }
    return undefined;
  };
  return (amount === undefined ? undefined : placesFor(amount)) ?? placesFor(exact) ?? decimals + extraPricePlaces;
}
