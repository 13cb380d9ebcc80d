import { isSEPACountry, isValidBIC, isValidIBAN } from 'ibantools';
import { compactIdentifier } from './compact';

/** ISO 13616 IBAN: country length, BBAN shape and the mod-97 check (ibantools). */
export function isIban(value: string): boolean {
  return isValidIBAN(compactIdentifier(value));
}

/** An IBAN of a country of the SEPA scheme (EPC list, through ibantools): what a SEPA credit transfer can pay. */
export function isSepaIban(value: string): boolean {
  const iban = compactIdentifier(value);
  return isValidIBAN(iban) && isSEPACountry(iban.slice(0, 2));
}

/**
 * ISO 9362 BIC (swift code): 4 letters bank, a real ISO country, 2 alphanumerics
 * location and an optional 3 alphanumerics branch, so 8 or 11 characters (product §5).
 */
export function isBic(value: string): boolean {
  return isValidBIC(compactIdentifier(value));
}
