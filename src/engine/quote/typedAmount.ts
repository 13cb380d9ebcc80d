import type { Side } from '../../shared/generated/api/common.schema';
import { fiatByCode } from '../../shared/config/assets';
import { parseMoney } from '../../shared/money';
import { amountDecimals, checkDecimals } from '../../shared/rules/amount-decimals';
import { amountLimitsFor } from '../../shared/config/amountLimits';
import { quotedMethod } from '../../shared/rules/quoted-method';
import { validateBuyAmount } from '../../shared/rules/buy-amount';
import { failed, passed, type RuleResult } from '../../shared/rules/rule-result';

/**
 * The product §5 amount checks that need no quote: present, a decimal, and no more decimals than the
 * side allows for the chosen currency; a buy amount within the fiat's range for the method the
 * quote would price (the range the server refuses a quote outside of), a sold amount above zero.
 * An amount failing them is never sent: the server refuses it.
 */
export function checkTypedAmount(side: Side, form: { amount: string; fiat: string; crypto: string; alpha2?: string; payWayCode?: string }): RuleResult {
  if (form.amount === '') return failed('validation.amount.required');
  const amount = parseMoney(form.amount);
  if (amount === null) return failed('validation.amount.invalid');
  const decimals = amountDecimals(side, form);
  const decimalsCheck = decimals === undefined ? passed : checkDecimals(form.amount, decimals);
  if (!decimalsCheck.valid) return decimalsCheck;
  if (side === 'sell') return amount.greaterThan(0) ? passed : failed('validation.amount.aboveZero');
  const fiat = fiatByCode(form.fiat);
  const method = fiat && quotedMethod('buy', fiat.code, form.alpha2 ?? fiat.countries[0], form.payWayCode);
  const limits = fiat && method && amountLimitsFor('buy', fiat, method);
  if (!fiat || !limits) return passed;
  return validateBuyAmount({ fiat: fiat.code, value: form.amount, min: limits.min, max: limits.max, decimals: fiat.decimalDigits });
}
