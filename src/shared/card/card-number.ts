import cardValidator from 'card-validator';
import { failed, passed, type RuleResult } from '../rules/rule-result';

/**
 * Brand names as the payment catalogue's cardType uses them (product §3): card-validator's names,
 * except american-express, which the catalogue calls amex.
 */
export type CardBrand =
  | 'visa'
  | 'mastercard'
  | 'mir'
  | 'diners-club'
  | 'discover'
  | 'amex'
  | 'jcb'
  | 'unionpay'
  | 'maestro'
  | 'elo'
  | 'hiper'
  | 'hipercard'
  | 'naranja'
  | 'troy'
  | 'verve';

const digitsOnly = (number: string) => number.replace(/[\s-]/g, '');

/** The brand a (possibly partial) card number belongs to, or null while it is ambiguous or unknown. */
export function cardBrand(number: string): CardBrand | null {
  const type = cardValidator.number(digitsOnly(number)).card?.type;
  if (type === undefined) return null;
  return (type === 'american-express' ? 'amex' : type) as CardBrand;
}

export type CardCheck = RuleResult & { brand: CardBrand | null };

/**
 * Product §5 card number: a known brand, a length that brand issues and a good Luhn check digit
 * (card-validator). With `acceptedBrands` (the payment method's cardType) other brands are refused.
 */
export function validateCard(number: string, acceptedBrands?: readonly string[]): CardCheck {
  const brand = cardBrand(number);
  if (!cardValidator.number(digitsOnly(number)).isValid) return { ...failed('validation.card.number.invalid'), brand };
  if (acceptedBrands && (brand === null || !acceptedBrands.includes(brand))) {
    return { ...failed('validation.card.number.unsupportedBrand'), brand };
  }
  return { ...passed, brand };
}
