import { validateCard } from '../card/card-number';
import { validateExpiry } from '../card/expiry';

/** A payment card number for a payout form: a known brand, a length it issues, a good Luhn digit (the card form's own rule, product §5). */
export function isCardNumber(value: string): boolean {
  return validateCard(value).valid;
}

/** A card expiry as MM/YY (or MM/YYYY) that has not passed: the card form's own rule. */
export function isCardExpiry(value: string): boolean {
  return validateExpiry(value.trim()).valid;
}
