import { formatUnits, parseUnits } from 'viem';
import { ChainRequestError } from './seam';

const decimalAmount = /^(0|[1-9][0-9]*)(\.([0-9]+))?$/;

/**
 * A decimal amount (as amounts travel: a string) in the token's base units, exactly. viem's
 * parseUnits rounds digits beyond the decimals; a transfer must never move a rounded amount, so
 * such an amount is refused before it is converted.
 */
export function toBaseUnits(amount: string, decimals: number): bigint {
  const match = decimalAmount.exec(amount);
  if (!match) throw new ChainRequestError(`amount ${JSON.stringify(amount)} is not a decimal number such as 12.5`);
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) throw new ChainRequestError(`amount ${amount} has ${fraction.length} decimals; the token has ${decimals}`);
  return parseUnits(amount, decimals);
}

/** Base units as a decimal string without trailing zeros (1500000 with 6 decimals is "1.5"). */
export function fromBaseUnits(units: bigint, decimals: number): string {
  return formatUnits(units, decimals);
}
