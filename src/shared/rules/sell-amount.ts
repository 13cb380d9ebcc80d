import Decimal from 'decimal.js';
import { constants } from '../config/constants';
import { parseMoney } from '../money';
import { checkDecimals } from './amount-decimals';
import { failed, passed, type RuleResult } from './rule-result';

export interface SellAmountInput {
  /** Fiat code named in the messages. */
  fiat: string;
  /** The crypto amount as typed. */
  cryptoAmount: string;
  /** The fiat the user receives and the fee, from the sell quote. */
  fiatAmount: string;
  fee: string;
  /** minLimit and maxLimit of the sell quote, in fiat. */
  minLimit: string;
  maxLimit: string;
  /** Decimals allowed in the crypto amount; product §9 sets 6 (constants.sellCryptoDecimals). */
  cryptoDecimals?: number;
}

/**
 * Product §5 sell amount: the crypto amount is above 0 with at most 6 decimals; fiat plus fee is at
 * least minLimit and at most maxLimit plus the fee.
 */
export function validateSellAmount(input: SellAmountInput): RuleResult {
  const { fiat, cryptoAmount, minLimit, maxLimit, cryptoDecimals = constants.sellCryptoDecimals } = input;
  if (cryptoAmount === '') return failed('validation.amount.required');
  const crypto = parseMoney(cryptoAmount);
  if (crypto === null) return failed('validation.amount.invalid');
  const decimalsCheck = checkDecimals(cryptoAmount, cryptoDecimals);
  if (!decimalsCheck.valid) return decimalsCheck;
  if (crypto.lte(0)) return failed('validation.amount.aboveZero');
  const fee = new Decimal(input.fee);
  const total = new Decimal(input.fiatAmount).plus(fee);
  if (total.lt(minLimit)) return failed('validation.amount.sellMin', { min: new Decimal(minLimit).toFixed(), fiat });
  if (total.gt(fee.plus(maxLimit))) return failed('validation.amount.sellMax', { max: new Decimal(maxLimit).toFixed(), fiat });
  return passed;
}
