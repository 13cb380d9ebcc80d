import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { sellOrder } from '../../../api/endpoints/sell';
import { unwrap } from '../../../api/unwrap';
import { sellOrderMachine, type SellOrder } from '../../../engine/sell/sellOrderMachine';
import { sellActors } from '../../app/flowActors/sell';
import { provideFlow } from '../../app/provideFlow';
import { useFollowNavigate } from '../../app/followIntent';
import { useServices } from '../../app/services';
import { useToast } from '../../components/Toasts';
import type { SellOrderView } from '../history/orderViews';
import { sellOrderOf } from '../history/orderViews';
import { isOrderMissing } from '../history/useOrderDetails';

/**
 * The engine's sell order machine for one order, with the API as its actors. The latest server
 * view is kept beside the machine's order for the fields the screens show (network, amounts).
 */
export function useSellOrder(orderNo: string) {
  const services = useServices();
  const { t } = useTranslation();
  const toast = useToast();
  const [view, setView] = useState<SellOrderView>();
  const machine = useMemo(
    () =>
      provideFlow(sellOrderMachine, {
        ...sellActors(services.api),
        // The view read is kept for the screens: the machine's order has only what it decides on.
        loadOrder: fromPromise<SellOrder | null, { orderNo: string }>(async ({ input, signal }) => {
          const answer = await sellOrder(services.api, input.orderNo, signal);
          if (isOrderMissing(answer)) return null;
          const read = unwrap(answer);
          setView(read);
          return { ...sellOrderOf(read), depositRefused: read.failureReason === 'amountOutOfRange' };
        }),
      }),
    [services.api],
  );
  const actor = useActorRef(machine, { input: { orderNo } });
  useFollowNavigate(actor, services);
  useEffect(() => {
    const notice = actor.on('toast', (intent) => toast(t(intent.messageKey)));
    return () => notice.unsubscribe();
  }, [actor, toast, t]);
  const state = useSelector(actor, (snapshot) => String(snapshot.value));
  const order = useSelector(actor, (snapshot) => snapshot.context.order);
  return { actor, state, order, view: order ? view : undefined };
}
