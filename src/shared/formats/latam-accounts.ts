import { clabe } from 'clabe-validator';
import { tenComplement, weightedDigitSum } from './check-digits';
import { compactIdentifier } from './compact';

/** Mexican CLABE: 18 digits, known bank and city codes, 3-7-1 check digit (clabe-validator). */
export function isClabe(value: string): boolean {
  return clabe.validate(compactIdentifier(value)).ok;
}

/**
 * Argentine CBU/CVU: 22 digits in two blocks, each closed by a check digit
 * (BCRA Comunicación A 2183): bank+branch weighted 7,1,3,9,7,1,3 and account weighted 3,9,7,1,...
 */
export function isCbu(value: string): boolean {
  const digits = compactIdentifier(value);
  // All-zero blocks pass their check digits but name no bank (or PSP) and no account.
  if (!/^\d{22}$/.test(digits) || /^0+$/.test(digits.slice(0, 7)) || /^0+$/.test(digits.slice(8, 21))) return false;
  const first = tenComplement(weightedDigitSum(digits.slice(0, 7), [7, 1, 3, 9]));
  const second = tenComplement(weightedDigitSum(digits.slice(8, 21), [3, 9, 7, 1]));
  return Number(digits[7]) === first && Number(digits[21]) === second;
}

/**
 * A CBU followed by the bank code the seller gave (joinedFormat over accountNumber and bankCode):
 * the code must be the CBU's first three digits, the bank the transfer is routed to.
 */
export function isCbuWithItsBankCode(value: string): boolean {
  const digits = compactIdentifier(value);
  return /^\d{25}$/.test(digits) && digits.slice(0, 3) === digits.slice(22);
}
