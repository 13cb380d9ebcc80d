import type { BuyOrderStatus } from '../../../shared/generated/api/buy.schema';

/** Product §4 buy statuses: Confirming (unpaid), Processing, Completed, Failed, Failed to send crypto (code 11), Closed (schemas/api/buy.schema.json buyOrderStatus). */
export type BuyStatus = BuyOrderStatus;

/**
 * The status an order shows at `now`: the one its providers' reports moved it to (buyLifecycle),
 * except that an order still payable whose payment window has ended shows closed (time decides
 * only windows) until the order-windows job writes it closed as a fact.
 */
export function buyStatusAt(order: { status: BuyStatus; expiresAt: number }, now: number): BuyStatus {
  return isPayable(order.status) && now >= order.expiresAt ? 'closed' : order.status;
}

/** Orders a user may still pay (or pay again after a decline, product §4). */
export function isPayable(status: BuyStatus): boolean {
  return status === 'unpaid' || status === 'failed';
}
