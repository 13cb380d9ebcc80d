import { tenComplement, weightedDigitSum } from './check-digits';
import { compactIdentifier } from './compact';

/**
 * Nigerian NUBAN, checked together with its bank code because the check digit covers both
 * (CBN Revised Standards on NUBAN): the value is the bank code (3 digits for deposit money banks,
 * 6 for other institutions) followed by the 10-digit account. The 3-digit code is left-padded to 6,
 * then code + 9-digit serial are weighted 3,7,3,... and the 10th account digit is 10 minus the sum mod 10.
 */
export function isNuban(value: string): boolean {
  const digits = compactIdentifier(value);
  if (!/^(\d{3}|\d{6})\d{10}$/.test(digits)) return false;
  const padded = digits.padStart(16, '0');
  return tenComplement(weightedDigitSum(padded.slice(0, 15), [3, 7, 3])) === Number(padded[15]);
}
