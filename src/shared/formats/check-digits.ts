/**
 * Sum of each digit times the weight at the same position, reading left to right.
 * The weight list repeats when the digits outnumber it (ABA's 3-7-1, NUBAN's 3-7-3).
 */
export function weightedDigitSum(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    sum += Number(digits[i]) * (weights[i % weights.length] ?? 0);
  }
  return sum;
}

/** The "10 minus the last digit of the sum" check digit used by CBU and NUBAN. */
export function tenComplement(sum: number): number {
  return (10 - (sum % 10)) % 10;
}
