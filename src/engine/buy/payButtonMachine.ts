import { assign, emit, setup, type SnapshotFrom } from 'xstate';
import type { PayResult } from '../../shared/generated/api/pay.schema';
import { navigate, type NavigateIntent } from '../intents';
import { suppliedByApp } from '../required';

/**
 * A payment the gateway accepted for processing: a card charge, or a local scheme's instructions
 * (payUrl when the scheme pays on a page of its own, product §2 wait/redirect page).
 */
export interface SubmittedPayment {
  orderNo: string;
  payUrl?: string;
  /** A step of the card processor the payer takes in this tab (3-D Secure), which leads back to the payment result. */
  actionUrl?: string;
}

export interface PayButtonInput {
  orderNo: string;
}

interface PayButtonContext extends PayButtonInput {
  payment: SubmittedPayment | undefined;
}

export type PayButtonEvent = { type: 'pay.click' } | { type: 'tips.close' } | { type: 'tips.viewOrder' };

/** The payment was submitted; the UI opens the gateway page when there is one. */
export type PaymentStartedIntent = { type: 'payment.started'; payment: SubmittedPayment };

/** Labels of product §4: the first click reads confirm payment, later clicks "I have completed the payment". */
export const payButtonLabels = {
  confirm: 'buy.confirm.confirmPayment',
  completed: 'buy.confirm.completedPayment',
} as const;

/**
 * The pay button of a payment page (product §4): the first click submits the payment with a loader;
 * later clicks check the result, open the order-status tips while the gateway has not decided,
 * and go to the result page once it has.
 */
export const payButtonMachine = setup({
  types: {} as {
    context: PayButtonContext;
    input: PayButtonInput;
    events: PayButtonEvent;
    emitted: NavigateIntent | PaymentStartedIntent;
  },
  actors: {
    submitPayment: suppliedByApp<SubmittedPayment, { orderNo: string }>('submitPayment'),
    checkResult: suppliedByApp<PayResult, { orderNo: string }>('checkResult'),
  },
  guards: {
    pending: (_, answer: PayResult) => answer.result === 'pending',
  },
  actions: {
    announcePayment: emit(({ context }) => {
      if (!context.payment) throw new Error('announcePayment without a payment');
      return { type: 'payment.started' as const, payment: context.payment };
    }),
    goToResult: emit(({ context }) => navigate('paymentResult', { query: { orderNo: context.orderNo } })),
    goToOrder: emit(({ context }) => navigate('tradeHistoryBuyDetails', { query: { orderNo: context.orderNo } })),
  },
}).createMachine({
  id: 'payButton',
  context: ({ input }) => ({ ...input, payment: undefined }),
  initial: 'ready',
  states: {
    ready: {
      on: { 'pay.click': 'submitting' },
    },
    submitting: {
      invoke: {
        id: 'submitPayment',
        src: 'submitPayment',
        input: ({ context }) => ({ orderNo: context.orderNo }),
        onDone: { target: 'awaitingConfirmation', actions: [assign({ payment: ({ event }) => event.output }), 'announcePayment'] },
        onError: 'ready',
      },
    },
    awaitingConfirmation: {
      on: { 'pay.click': 'checking' },
    },
    checking: {
      invoke: {
        id: 'checkResult',
        src: 'checkResult',
        input: ({ context }) => ({ orderNo: context.orderNo }),
        onDone: [{ guard: { type: 'pending', params: ({ event }) => event.output }, target: 'tipsOpen' }, { target: 'settled' }],
        onError: 'awaitingConfirmation',
      },
    },
    tipsOpen: {
      on: { 'tips.close': 'awaitingConfirmation', 'tips.viewOrder': { target: 'viewingOrder' } },
    },
    viewingOrder: { type: 'final', entry: 'goToOrder' },
    settled: { type: 'final', entry: 'goToResult' },
  },
});

/** The i18n key the button shows: confirm payment until the payment was submitted. */
export function payButtonLabel(snapshot: SnapshotFrom<typeof payButtonMachine>): string {
  return snapshot.matches('ready') || snapshot.matches('submitting') ? payButtonLabels.confirm : payButtonLabels.completed;
}

/** The button shows its loader while a call is in flight. */
export function payButtonLoading(snapshot: SnapshotFrom<typeof payButtonMachine>): boolean {
  return snapshot.matches('submitting') || snapshot.matches('checking');
}
