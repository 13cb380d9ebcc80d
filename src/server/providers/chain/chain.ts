import type { Network } from '../../../shared/generated/networks.schema';

export interface Deposit {
  address: string;
  /** Set on networks that route deposits by memo (networks.json memoRegex). */
  memo?: string;
}

/**
 * The blockchain side of the ramp: sends bought crypto, gives sell deposit addresses, resolves
 * domain names. Sending is decided when the payment lands and is reported later as confirmed or
 * failed (spec §4 code 11), so callers keep the outcome in the store rather than waiting on it.
 */
export interface Chain {
  /** The transaction id of a transfer identified by `seed` (an order number plus purpose). */
  txIdFor(network: Network, seed: string): string;
  /** Whether a send to this address will be confirmed; false gives "failed to send crypto". */
  canSendTo(address: string): boolean;
  depositFor(network: Network, orderNo: string): Deposit;
  /** ENS / Unstoppable / SPACE ID resolution; undefined when the name is not registered. */
  resolveName(name: string): string | undefined;
}
