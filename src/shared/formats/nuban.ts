import { tenComplement, weightedDigitSum } from './check-digits';
import { compactIdentifier } from './compact';

/**
 * Nigerian NUBAN (CBN Revised Standards on NUBAN). The check digit covers the bank code too, so it
 * is verified when the value is the bank code (3 digits for deposit money banks, 6 for other
 * institutions) followed by the 10-digit account: the 3-digit code is left-padded to 6, then
 * code + 9-digit serial are weighted 3,7,3,... and the 10th account digit is 10 minus the sum mod 10.
 * A bare 10-digit account carries no bank code to check against, so only its shape is checked; the
 * payout form joins the bank code and the account (joinedFormat) to get the full check.
 */
export function isNuban(value: string): boolean {
  const digits = compactIdentifier(value);
  if (/^\d{10}$/.test(digits)) return true;
  if (!/^(\d{3}|\d{6})\d{10}$/.test(digits)) return false;
  const padded = digits.padStart(16, '0');
  return tenComplement(weightedDigitSum(padded.slice(0, 15), [3, 7, 3])) === Number(padded[15]);
}
