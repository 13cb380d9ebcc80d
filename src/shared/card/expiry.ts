import cardValidator from 'card-validator';
import { failed, passed, type RuleResult } from '../rules/rule-result';

/**
 * Card expiry as "MM/YY" (or MM/YYYY), or month and year fields as the saved card keeps them
 * (cardExpireMonth, cardExpireYear). card-validator refuses past months and years more than
 * 19 years ahead; the current month is still valid (a card works until its month ends).
 */
export function validateExpiry(value: string | { month: string; year: string }): RuleResult {
  return cardValidator.expirationDate(value).isValid ? passed : failed('validation.card.expiry.invalid');
}
