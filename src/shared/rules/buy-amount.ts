import Decimal from 'decimal.js';
import { parseMoney, typedDecimals } from '../money';
import { failed, passed, type RuleResult } from './rule-result';

export interface BuyAmountInput {
  /** Fiat code named in the messages. */
  fiat: string;
  /** The amount as typed (after sanitizeAmountInput). */
  value: string;
  /** minAmount and maxAmount of the quote, inclusive. */
  min: string;
  max: string;
  /** The fiat's decimalDigits; 0 means whole numbers only. */
  decimals: number;
}

/** Spec §5 buy amount: above zero, within the quote's limits, no more decimals than the fiat has. */
export function validateBuyAmount({ fiat, value, min, max, decimals }: BuyAmountInput): RuleResult {
  if (value === '') return failed('validation.amount.required');
  const amount = parseMoney(value);
  if (amount === null) return failed('validation.amount.invalid');
  if (typedDecimals(value) > decimals) {
    return decimals === 0
      ? failed('validation.amount.wholeNumber')
      : failed('validation.amount.tooManyDecimals', { decimals: String(decimals) });
  }
  if (amount.lt(min)) return failed('validation.amount.buyMin', { min: new Decimal(min).toFixed(), fiat });
  if (amount.lte(0)) return failed('validation.amount.aboveZero');
  if (amount.gt(max)) return failed('validation.amount.buyMax', { max: new Decimal(max).toFixed(), fiat });
  return passed;
}
