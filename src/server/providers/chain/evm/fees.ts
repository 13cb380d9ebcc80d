/** EIP-1559 fee fields of one transaction, in wei. */
export interface Fees {
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
}

const max = (a: bigint, b: bigint): bigint => (a > b ? a : b);
const min = (a: bigint, b: bigint): bigint => (a < b ? a : b);

/** `value` raised by `percent`, rounded up: a node takes a replacement only when both fields rise by its minimum (10 % on geth and anvil). */
function raised(value: bigint, percent: number): bigint {
  const scaled = value * BigInt(100 + percent);
  return (scaled + 99n) / 100n;
}

/** The first transaction's fees: the node's suggestion, never above the cap, the tip never above the fee. */
export function firstFees(suggested: Fees, cap: bigint): Fees {
  const maxFeePerGas = min(suggested.maxFeePerGas, cap);
  return { maxFeePerGas, maxPriorityFeePerGas: min(suggested.maxPriorityFeePerGas, maxFeePerGas) };
}

/**
 * A replacement's fees: both fields of the last one raised by `percent`, or the node's suggestion
 * where that is higher (fees rose faster than the bump). The tip never passes the fee.
 */
export function replacementFees(last: Fees, suggested: Fees, percent: number): Fees {
  const maxFeePerGas = max(raised(last.maxFeePerGas, percent), suggested.maxFeePerGas);
  const maxPriorityFeePerGas = min(max(raised(last.maxPriorityFeePerGas, percent), suggested.maxPriorityFeePerGas), maxFeePerGas);
  return { maxFeePerGas, maxPriorityFeePerGas };
}
