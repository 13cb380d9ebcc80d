import { weightedDigitSum } from './check-digits';
import { compactIdentifier } from './compact';

/** RBI IFSC: 4 letters bank, a 0, then 6 alphanumerics branch. No check digit is defined. */
export function isIfsc(value: string): boolean {
  return /^[A-Z]{4}0[A-Z0-9]{6}$/.test(compactIdentifier(value));
}

/** UK sort code: 6 digits, usually written 12-34-56. Pay.UK modulus tables are per bank, not applied here. */
export function isSortCode(value: string): boolean {
  return /^\d{6}$/.test(compactIdentifier(value));
}

/** Australian BSB: 6 digits (written 062-000); the first digits name the bank, no check digit. */
export function isBsb(value: string): boolean {
  return /^\d{6}$/.test(compactIdentifier(value));
}

// Federal Reserve routing symbol prefixes: 00-12 banks, 21-32 thrifts, 61-72 electronic, 80 travellers cheques.
const ABA_PREFIX = /^(0\d|1[0-2]|2[1-9]|3[0-2]|6[1-9]|7[0-2]|80)/;

/**
 * ABA routing number: 9 digits whose 3-7-1 weighted sum is a multiple of 10 (ABA Key to Routing
 * Numbers). All zeros passes that sum but names no institution.
 */
export function isAbaRouting(value: string): boolean {
  const digits = compactIdentifier(value);
  return /^\d{9}$/.test(digits) && !/^0+$/.test(digits) && ABA_PREFIX.test(digits) && weightedDigitSum(digits, [3, 7, 1]) % 10 === 0;
}
