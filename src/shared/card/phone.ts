import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/max';
import { failed, passed, type RuleResult } from '../rules/rule-result';

/**
 * Product §5 card form phone ('Invalid phone!'). The max metadata checks each country's number
 * patterns, not only lengths. A number without +country code is read in `country` (the alpha2
 * of the payment), when given.
 */
export function validatePhone(value: string, country?: string): RuleResult {
  return isValidPhoneNumber(value, country as CountryCode | undefined) ? passed : failed('validation.card.phone.invalid');
}
