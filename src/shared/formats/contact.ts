import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * A phone number in international form (+ and country calling code) that is valid for its
 * country per libphonenumber's metadata. Punctuation such as spaces, dashes and brackets is allowed
 * because libphonenumber parses it itself.
 */
export function isInternationalPhone(value: string): boolean {
  if (!value.trim().startsWith('+')) return false;
  return parsePhoneNumberFromString(value)?.isValid() ?? false;
}
