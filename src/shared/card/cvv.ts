import cardValidator from 'card-validator';
import { failed, passed, type RuleResult } from '../rules/rule-result';

/**
 * 'Please enter a valid CVV': exactly the security code length of the card's brand, 4 digits for
 * American Express and 3 for the others (card-validator's brand table); 3 while the brand is unknown.
 */
export function validateCvv(cvv: string, cardNumber: string): RuleResult {
  const size = cardValidator.number(cardNumber.replace(/[\s-]/g, '')).card?.code.size ?? 3;
  return cardValidator.cvv(cvv, size).isValid ? passed : failed('validation.card.cvv.invalid');
}
