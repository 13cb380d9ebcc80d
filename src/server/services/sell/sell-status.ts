import type { SellOrderStatus } from '../../../shared/generated/api/sell.schema';

/**
 * Product §4 sell statuses, plus awaitingDeposit before any crypto arrives (the order's expiry
 * countdown, after which it shows closed and the user is warned not to send funds); schemas/api/sell.schema.json sellOrderStatus.
 */
export type SellStatus = SellOrderStatus;

/**
 * The status a sell order shows at `now`: the one its providers' reports moved it to (sellLifecycle),
 * except that an order no deposit reached shows closed once its expiry has passed (time decides
 * only windows) until the order-windows job writes it closed as a fact.
 */
export function sellStatusAt(order: { status: SellStatus; expiresAt: number }, now: number): SellStatus {
  return order.status === 'awaitingDeposit' && now >= order.expiresAt ? 'closed' : order.status;
}

/** The user may confirm the order (and start the payout) once the deposit is confirmed on chain. */
export function isConfirmable(status: SellStatus): boolean {
  return status === 'blockConfirmed' || status === 'confirmOrder';
}
