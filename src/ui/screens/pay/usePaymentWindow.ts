import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { paymentWindowClosed, paymentWindowMachine, paymentWindowOpen } from '../../../engine/payment/paymentWindowMachine';
import type { BuyOrder } from '../../../shared/generated/api/buy.schema';
import { buyActors } from '../../app/flowActors/buy';
import { provideFlow } from '../../app/provideFlow';
import { useFollowNavigate } from '../../app/followIntent';
import { useServices } from '../../app/services';

export type PaymentWindowState = 'open' | 'checking' | 'closed';

/** Product §4: orders a user may still pay (or pay again after a decline). */
const payableStatuses = new Set<BuyOrder['status']>(['unpaid', 'failed']);

/**
 * The engine's payment window machine for one order, with the order's read as its check. An order
 * that is no longer payable when the page opens starts with its window ended, so the server's
 * answer decides at once: closed, or paid (then the payment result).
 */
export function usePaymentWindow(order: Pick<BuyOrder, 'orderNo' | 'expiresAt' | 'status'>): { state: PaymentWindowState; expiresAt: number } {
  const services = useServices();
  const machine = useMemo(() => provideFlow(paymentWindowMachine, buyActors(services.api)), [services.api]);
  const actor = useActorRef(machine, { input: { orderNo: order.orderNo, expiresAt: payableStatuses.has(order.status) ? order.expiresAt : 0 } });
  useFollowNavigate(actor, services, true);
  const state = useSelector(actor, (snapshot): PaymentWindowState =>
    paymentWindowOpen(snapshot) ? 'open' : paymentWindowClosed(snapshot) ? 'closed' : 'checking',
  );
  return { state, expiresAt: order.expiresAt };
}
