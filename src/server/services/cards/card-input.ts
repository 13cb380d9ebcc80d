import cardValidator from 'card-validator';
import { validateBirthDate } from '../../../shared/card/birth-date';
import { validatePhone } from '../../../shared/card/phone';
import type { SaveCardBody } from '../../../shared/generated/api/cards.schema';
import type { RuleResult } from '../../../shared/rules/rule-result';
import type { CardDetails } from '../../providers/card/card-provider';
import { refuseField } from '../../refusals';

/**
 * Product §3 card form as the browser sends it (the save-card body; a card payment sends the same fields).
 * Product §5: each card field has its own message; the server checks the same rules as the card
 * form (Luhn and brand length, expiry not past, CVV length of the brand) before the processor sees it.
 */
export function cardDetailsFrom(form: SaveCardBody): CardDetails {
  const number = form.cardNumber.replace(/[\s-]/g, '');
  const checked = cardValidator.number(number);
  if (!checked.isValid) refuseField('cardNumber');
  // The field at fault: a bad month, a bad or past year, else a month already past in the current year.
  if (!cardValidator.expirationMonth(form.cardExpireMonth).isValid) refuseField('cardExpireMonth');
  if (!cardValidator.expirationYear(form.cardExpireYear).isValid) refuseField('cardExpireYear');
  if (!cardValidator.expirationDate({ month: form.cardExpireMonth, year: form.cardExpireYear }).isValid) refuseField('cardExpireMonth');
  if (!cardValidator.cvv(form.cvv, checked.card?.code.size ?? 3).isValid) refuseField('cvv');
  const holderName = `${form.firstname.trim()} ${form.lastname.trim()}`.trim();
  if (!form.firstname.trim() || !form.lastname.trim()) refuseField('firstname');
  return { number, expMonth: form.cardExpireMonth, expYear: form.cardExpireYear, cvv: form.cvv, holderName };
}

/**
 * The optional cardholder fields of product §5, checked with the card form's own rules ('Invalid phone!',
 * 'Invalid birth date!'); a blank one counts as not given, as in the form. A phone without +country
 * code is read in the order's country.
 */
export function checkCardholderContact(contact: { phone?: string; birthDate?: string }, country: string, now: number): void {
  const check = (field: string, value: string | undefined, rule: (value: string) => RuleResult) => {
    const result = value === undefined || value.trim() === '' ? undefined : rule(value.trim());
    if (result && !result.valid) refuseField(field, result.messageKey, result.params);
  };
  check('phone', contact.phone, (value) => validatePhone(value, country));
  check('birthDate', contact.birthDate, (value) => validateBirthDate(value, new Date(now)));
}
