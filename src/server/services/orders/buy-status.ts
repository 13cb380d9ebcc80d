import type { BuyOrderStatus } from '../../../shared/generated/api/buy.schema';

/** Spec §4 buy statuses: Confirming (unpaid), Processing, Completed, Failed, Failed to send crypto (code 11), Closed (schemas/api/buy.schema.json buyOrderStatus). */
export type BuyStatus = BuyOrderStatus;

export interface BuyStageFacts {
  stage: 'unpaid' | 'paid' | 'failed';
  expiresAt: number;
  settlesAt: number | null;
  sendOk: boolean | null;
}

/**
 * The status an order shows at `now`, from stored facts only, so every instance agrees without a
 * timer: an unpaid order closes when its payment window ends; a paid one is processing until the
 * chain settles the send, then completed or failed to send.
 */
export function buyStatusAt(order: BuyStageFacts, now: number): BuyStatus {
  if (order.stage === 'failed') return now < order.expiresAt ? 'failed' : 'closed';
  if (order.stage === 'unpaid') return now < order.expiresAt ? 'unpaid' : 'closed';
  if (order.settlesAt === null || now < order.settlesAt) return 'processing';
  return order.sendOk ? 'completed' : 'failedToSend';
}

/**
 * The times at which an order's status may change with time alone (its payment window ends, the
 * send settles): between two of them, and between two writes of the order, it shows one status.
 */
export function buyStatusChangeTimes(order: BuyStageFacts): number[] {
  return [order.expiresAt, order.settlesAt].filter((time): time is number => time !== null);
}

/** Orders a user may still pay (or pay again after a decline, spec §4). */
export function isPayable(status: BuyStatus): boolean {
  return status === 'unpaid' || status === 'failed';
}
