import Decimal from 'decimal.js';
import { parseMoney } from '../money';
import { checkDecimals } from './amount-decimals';
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

/** Product §5 buy amount: above zero, within the quote's limits, no more decimals than the fiat has. */
export function validateBuyAmount({ fiat, value, min, max, decimals }: BuyAmountInput): RuleResult {
  if (value === '') return failed('validation.amount.required');
  const amount = parseMoney(value);
  if (amount === null) return failed('validation.amount.invalid');
  const decimalsCheck = checkDecimals(value, decimals);
  if (!decimalsCheck.valid) return decimalsCheck;
  if (amount.lt(min)) return failed('validation.amount.buyMin', { min: new Decimal(min).toFixed(), fiat });
  if (amount.lte(0)) return failed('validation.amount.aboveZero');
  if (amount.gt(max)) return failed('validation.amount.buyMax', { max: new Decimal(max).toFixed(), fiat });
  return passed;
}
