import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { confirmSellOrder, requestSellRefund, sellOrder, updateSellOrderAccount } from '../../../api/endpoints/sell';
import { unwrap } from '../../../api/unwrap';
import { sellOrderMachine } from '../../../engine/sell/sellOrderMachine';
import { followNavigate } from '../../app/followIntent';
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
  const latest = useMemo(() => ({ view: undefined as SellOrderView | undefined }), []);
  const machine = useMemo(
    () =>
      sellOrderMachine.provide({
        actors: {
          loadOrder: fromPromise(async ({ input, signal }) => {
            const answer = await sellOrder(services.api, input.orderNo, signal);
            if (isOrderMissing(answer)) return null;
            const view = unwrap(answer);
            latest.view = view;
            return { ...sellOrderOf(view), depositRefused: view.failureReason === 'amountOutOfRange' };
          }),
          confirmOrder: fromPromise(async ({ input }) => unwrap(await confirmSellOrder(services.api, input.orderNo))),
          updateAccount: fromPromise(async ({ input }) => unwrap(await updateSellOrderAccount(services.api, input))),
          requestRefund: fromPromise(async ({ input }) => unwrap(await requestSellRefund(services.api, input))),
        },
      }),
    [services.api, latest],
  );
  const actor = useActorRef(machine, { input: { orderNo } });
  useEffect(() => {
    const navigate = actor.on('navigate', (intent) => followNavigate(services, intent));
    const notice = actor.on('toast', (intent) => toast(t(intent.messageKey)));
    return () => {
      navigate.unsubscribe();
      notice.unsubscribe();
    };
  }, [actor, services, toast, t]);
  const state = useSelector(actor, (snapshot) => String(snapshot.value));
  const order = useSelector(actor, (snapshot) => snapshot.context.order);
  return { actor, state, order, view: order ? latest.view : undefined };
}
