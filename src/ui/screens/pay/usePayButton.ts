import { useEffect, useMemo, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { payProduct } from '../../../api/endpoints/buy';
import type { CreatedOrder } from '../../../api/types';
import { unwrap } from '../../../api/unwrap';
import { payButtonLabel, payButtonLoading, payButtonMachine } from '../../../engine/buy/payButtonMachine';
import type { PaymentMethod } from '../../../shared/generated/payment-methods.schema';
import { followNavigate } from '../../app/followIntent';
import { useServices } from '../../app/services';
import { checkPayResult } from './checkPayResult';
import type { PaymentInstructions } from './instructions';

/**
 * The engine's pay-button machine wired to POST /pay/{product} (the method's family from config)
 * and the result check. Issuing instructions twice answers the same ones, so a page of its own
 * (redirect, QR) can start the machine on arrival to get them and the 'completed' label.
 */
export function usePayButton(orderNo: string | null, method: PaymentMethod | undefined, bankCode: string | null, onIssued?: (instructions: PaymentInstructions) => void) {
  const services = useServices();
  const [instructions, setInstructions] = useState<PaymentInstructions | null>(null);
  const latest = useRef({ method, bankCode, onIssued });
  latest.current = { method, bankCode, onIssued };
  const machine = useMemo(
    () =>
      payButtonMachine.provide({
        actors: {
          submitPayment: fromPromise<CreatedOrder, { orderNo: string }>(async ({ input }) => {
            const { method, bankCode } = latest.current;
            if (!method) throw new Error('payment page without a method');
            const answer = unwrap(await payProduct(services.api, method.type, { orderNo: input.orderNo, bankCode: bankCode ?? undefined })) as unknown as PaymentInstructions;
            setInstructions(answer);
            latest.current.onIssued?.(answer);
            return { orderNo: input.orderNo, payUrl: answer.kind === 'redirect' ? answer.payUrl : undefined };
          }),
          checkResult: fromPromise(async ({ input, signal }) => checkPayResult(services.api, input.orderNo, signal)),
        },
      }),
    [services.api],
  );
  const actor = useActorRef(machine, { input: { orderNo: orderNo ?? '' } });
  useEffect(() => {
    const navigated = actor.on('navigate', (intent) => followNavigate(services, intent));
    return () => navigated.unsubscribe();
  }, [actor, services]);
  return {
    actor,
    instructions,
    loading: useSelector(actor, payButtonLoading),
    label: useSelector(actor, payButtonLabel),
    tipsOpen: useSelector(actor, (snapshot) => snapshot.matches('tipsOpen')),
    issued: useSelector(actor, (snapshot) => snapshot.context.payment !== undefined),
  };
}
