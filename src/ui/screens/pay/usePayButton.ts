import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { payProduct } from '../../../api/endpoints/buy';
import { unwrap } from '../../../api/unwrap';
import { payButtonLabel, payButtonLoading, payButtonMachine, type SubmittedPayment } from '../../../engine/buy/payButtonMachine';
import { navigate } from '../../../engine/intents';
import type { PaymentInstructions, WalletSheet } from '../../../shared/generated/api/pay.schema';
import type { PaymentMethod } from '../../../shared/generated/payment-methods.schema';
import { buyActors } from '../../app/flowActors/buy';
import { provideFlow } from '../../app/provideFlow';
import { followNavigate, useFollowNavigate } from '../../app/followIntent';
import { useServices } from '../../app/services';

export interface PayButtonOptions {
  /** A local scheme issued its instructions. */
  onIssued?: (instructions: PaymentInstructions) => void;
  /**
   * Apple Pay and Google Pay answer a wallet sheet: the page shows it and charges the chosen
   * card; it throws when the user dismisses the sheet or the charge is refused.
   */
  payWithWallet?: (sheet: WalletSheet) => Promise<unknown>;
}

/**
 * The engine's pay-button machine wired to POST /pay/{product} (the method's family from config)
 * and the result check. Issuing instructions twice answers the same ones, so a page of its own
 * (redirect, QR) can start the machine on arrival to get them and the 'completed' label. A card
 * charged through the wallet sheet is decided at once, so it goes straight to the payment result.
 */
export function usePayButton(orderNo: string | null, method: PaymentMethod | undefined, bankCode: string | null, options: PayButtonOptions = {}) {
  const services = useServices();
  const [instructions, setInstructions] = useState<PaymentInstructions | null>(null);
  // The machine lives as long as the page; its actor reads the props of the last render at click
  // time, kept after each commit (a layout effect, so before any click can reach the actor).
  const latest = useRef({ method, bankCode, options });
  useLayoutEffect(() => {
    latest.current = { method, bankCode, options };
  });
  const charged = useRef(false);
  const machine = useMemo(
    () =>
      provideFlow(payButtonMachine, {
        ...buyActors(services.api),
        // eslint-disable-next-line react-hooks/refs -- xstate runs this actor at click time, never during render.
        submitPayment: fromPromise<SubmittedPayment, { orderNo: string }>(async ({ input }) => {
          const { method, bankCode, options } = latest.current;
          if (!method) throw new Error('payment page without a method');
          const answer = unwrap(await payProduct(services.api, method.type, { orderNo: input.orderNo, bankCode: bankCode ?? undefined }));
          if (answer.kind === 'walletSheet') {
            if (!options.payWithWallet) throw new Error('a wallet sheet on a page that cannot show it');
            await options.payWithWallet(answer);
            charged.current = true;
            return { orderNo: input.orderNo };
          }
          setInstructions(answer);
          options.onIssued?.(answer);
          return { orderNo: input.orderNo, payUrl: answer.kind === 'redirect' ? answer.payUrl : undefined };
        }),
      }),
    [services.api],
  );
  const actor = useActorRef(machine, { input: { orderNo: orderNo ?? '' } });
  useFollowNavigate(actor, services);
  useEffect(() => {
    const started = actor.on('payment.started', ({ payment }) => {
      if (charged.current) followNavigate(services, navigate('paymentResult', { query: { orderNo: payment.orderNo } }));
    });
    return () => started.unsubscribe();
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
