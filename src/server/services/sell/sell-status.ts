import type { SellOrderStatus } from '../../../shared/generated/api/sell.schema';

/**
 * Spec §4 sell statuses, plus awaitingDeposit before any crypto arrives (the order's expiry
 * countdown, after which it shows closed and the user is warned not to send funds); schemas/api/sell.schema.json sellOrderStatus.
 */
export type SellStatus = SellOrderStatus;

export interface SellStageFacts {
  expiresAt: number;
  depositedAt: number | null;
  /** The deposit failed the sell rule: it is never paid out. */
  depositRefused: boolean;
  confirmedAt: number | null;
  payoutOk: boolean | null;
  payoutSettlesAt: number | null;
  refundRequestedAt: number | null;
  refundSettlesAt: number | null;
}

/**
 * The status a sell order shows at `now`, computed from stored times so any instance agrees:
 * a deposit is crypto sent for one confirmation delay, block confirmed for another, then waits
 * for the user to confirm; the fiat transfer runs until it settles as completed or failed (the
 * bank rejected it); a refund of a failed payout runs until it settles as refunded. A deposit out
 * of the sell range is crypto sent for one confirmation delay, then failed (its refund offered).
 */
export function sellStatusAt(order: SellStageFacts, now: number, confirmDelayMs: number): SellStatus {
  if (order.refundRequestedAt !== null) return order.refundSettlesAt !== null && now >= order.refundSettlesAt ? 'refunded' : 'refunding';
  if (order.confirmedAt !== null) {
    if (order.payoutSettlesAt === null || now < order.payoutSettlesAt) return 'inTransfer';
    return order.payoutOk ? 'completed' : 'failed';
  }
  if (order.depositedAt === null) return now < order.expiresAt ? 'awaitingDeposit' : 'closed';
  if (now < order.depositedAt + confirmDelayMs) return 'cryptoSent';
  if (order.depositRefused) return 'failed';
  if (now < order.depositedAt + 2 * confirmDelayMs) return 'blockConfirmed';
  return 'confirmOrder';
}

/**
 * The times at which a sell order's status may change with time alone (expiry, each confirmation
 * delay after the deposit, the payout and the refund settling): between two of them, and between
 * two writes of the order, it shows one status.
 */
export function sellStatusChangeTimes(order: SellStageFacts, confirmDelayMs: number): number[] {
  const deposit = order.depositedAt === null ? [] : [order.depositedAt + confirmDelayMs, order.depositedAt + 2 * confirmDelayMs];
  return [order.expiresAt, ...deposit, order.payoutSettlesAt, order.refundSettlesAt].filter((time): time is number => time !== null);
}

/** The user may confirm the order (and start the payout) once the deposit is confirmed on chain. */
export function isConfirmable(status: SellStatus): boolean {
  return status === 'blockConfirmed' || status === 'confirmOrder';
}
