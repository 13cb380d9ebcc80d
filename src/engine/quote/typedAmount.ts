import type { Side } from '../../shared/generated/api/common.schema';
import { parseMoney } from '../../shared/money';
import { amountDecimals, checkDecimals } from '../../shared/rules/amount-decimals';
import { failed, passed, type RuleResult } from '../../shared/rules/rule-result';

/**
 * The spec §5 amount checks that need no quote: present, a decimal, and no more decimals than the
 * side allows for the chosen currency. An amount failing them is never sent: the server refuses it.
 */
export function checkTypedAmount(side: Side, form: { amount: string; fiat: string; crypto: string }): RuleResult {
  if (form.amount === '') return failed('validation.amount.required');
  if (parseMoney(form.amount) === null) return failed('validation.amount.invalid');
  const decimals = amountDecimals(side, form);
  return decimals === undefined ? passed : checkDecimals(form.amount, decimals);
}
