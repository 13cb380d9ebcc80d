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
  if (!/^\d{22}$/.test(digits)) return false;
  const first = tenComplement(weightedDigitSum(digits.slice(0, 7), [7, 1, 3, 9]));
  const second = tenComplement(weightedDigitSum(digits.slice(8, 21), [3, 9, 7, 1]));
  return Number(digits[7]) === first && Number(digits[21]) === second;
}
