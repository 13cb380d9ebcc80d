import { assign, emit, setup } from 'xstate';
import type { BuyOrderDetails, BuyOrderStatus } from '../../shared/generated/api/buy.schema';
import type { PayResult } from '../../shared/generated/api/pay.schema';
import { constants } from '../../shared/config/constants';
import { errorEntryByCode } from '../../shared/config/errors';
import { navigate, navigateToPath, type NavigateIntent } from '../intents';
import { suppliedByApp } from '../required';
import type { RoutedMethod } from './paymentRouteMachine';

export interface PaymentResultInput {
  orderNo: string;
  method: Pick<RoutedMethod, 'payWayCode' | 'type' | 'routerPath'>;
  /** Methods offered as "retry by another method": the catalogue's methods whose type is in retryTypes. */
  retryMethods: Pick<RoutedMethod, 'payWayCode' | 'type' | 'routerPath'>[];
}

interface PaymentResultContext extends PaymentResultInput {
  /** The gateway's result code of a failure (product §8 card result codes). */
  failureCode: string | undefined;
  /** After a successful payment: the order as last read, until its crypto is sent (or could not be). */
  order: BuyOrderDetails | undefined;
  /** The order's status when the payment timed out: still payable (unpaid) or closed. */
  timedOutStatus: BuyOrderStatus | undefined;
}

/** A buy order status that will not change by itself any more (product §4 Buy order statuses). */
export const isSettledBuyStatus = (status: BuyOrderStatus) => status !== 'unpaid' && status !== 'processing';

export type PaymentResultEvent =
  | { type: 'result.refresh' }
  | { type: 'choice.changeCard' }
  | { type: 'choice.editCard' }
  | { type: 'choice.changeMethod' }
  | { type: 'choice.retry'; payWayCode: string }
  | { type: 'choice.payAgain' };

/** i18n key of the failure message: the card result code's own message, else the generic payment failure. */
export function failureMessageKey(code: string | undefined): string {
  return (code ? errorEntryByCode(code)?.messageKey : undefined) ?? 'errors.paymentFailed';
}

/**
 * Code 11 (config/errors.json cryptoSendFailed): the payment went through but the crypto could not be
 * sent (product §4/§8). Not a payment failure: paying again is no answer, support is.
 */
export const isCryptoNotSent = (code: string | undefined) => code !== undefined && errorEntryByCode(code)?.name === 'cryptoSendFailed';

/** The failure choices of product §4 for the failed method; the card choices only after a card payment. */
export function failureChoices(input: PaymentResultInput): ('changeCard' | 'editCard' | 'changeMethod' | 'retry')[] {
  const cardChoices = input.method.type === 'card' ? (['changeCard', 'editCard'] as const) : [];
  const retry = input.retryMethods.some((method) => method.payWayCode !== input.method.payWayCode) ? (['retry'] as const) : [];
  return [...cardChoices, 'changeMethod', ...retry];
}

/**
 * The payment result screen (product §4 Buy result views): success, failed with its choices, timeout.
 * While the gateway has not decided, the result is checked again every orderPollIntervalMs; after a
 * success the order is read at the same pace until its crypto is sent (orderSettled). A failure
 * with code 11 is cryptoNotSent: paid, crypto not sent, no payment choices. A timeout says what the
 * order really is: still payable (timedOutPayable, paying again or by another method is offered),
 * or closed (timeout, nothing more to do with it).
 */
export const paymentResultMachine = setup({
  types: {} as {
    context: PaymentResultContext;
    input: PaymentResultInput;
    events: PaymentResultEvent;
    emitted: NavigateIntent;
  },
  actors: {
    checkResult: suppliedByApp<PayResult, { orderNo: string }>('checkResult'),
    loadBuyOrder: suppliedByApp<BuyOrderDetails, { orderNo: string }>('loadBuyOrder'),
  },
  delays: {
    orderPoll: constants.orderPollIntervalMs,
  },
  guards: {
    orderSettled: ({ context }) => context.order !== undefined && isSettledBuyStatus(context.order.status),
    resultIs: (_, params: { actual: PayResult['result']; expected: PayResult['result'] }) => params.actual === params.expected,
    cryptoNotSent: (_, result: PayResult) => result.result === 'failed' && isCryptoNotSent(result.resultCode ?? undefined),
    stillPayable: (_, status: BuyOrderStatus) => status === 'unpaid',
    paidByCard: ({ context }) => context.method.type === 'card',
    retryOffered: ({ context, event }) =>
      event.type === 'choice.retry' &&
      event.payWayCode !== context.method.payWayCode &&
      context.retryMethods.some((method) => method.payWayCode === event.payWayCode),
  },
  actions: {
    goToCardForm: emit(({ context }) => navigate('creditCardConfig', { query: { orderNo: context.orderNo } })),
    goToEditCard: emit(({ context }) => navigate('errorFormInfo', { query: { orderNo: context.orderNo } })),
    goToPaymentMethod: emit(navigate('paymentMethod')),
    goToPayAgain: emit(({ context }) => navigateToPath(context.method.routerPath, { query: { orderNo: context.orderNo } })),
    goToRetryMethod: emit(({ context, event }) => {
      const method = context.retryMethods.find((candidate) => event.type === 'choice.retry' && candidate.payWayCode === event.payWayCode);
      if (!method) throw new Error('retry with a method that is not offered');
      return navigateToPath(method.routerPath);
    }),
  },
}).createMachine({
  id: 'paymentResult',
  context: ({ input }) => ({ ...input, failureCode: undefined, order: undefined, timedOutStatus: undefined }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'checkResult',
        src: 'checkResult',
        input: ({ context }) => ({ orderNo: context.orderNo }),
        onDone: [
          { guard: { type: 'resultIs', params: ({ event }) => ({ actual: event.output.result, expected: 'success' }) }, target: 'success' },
          { guard: { type: 'cryptoNotSent', params: ({ event }) => event.output }, target: 'cryptoNotSent' },
          {
            guard: { type: 'resultIs', params: ({ event }) => ({ actual: event.output.result, expected: 'failed' }) },
            target: 'failed',
            actions: assign({ failureCode: ({ event }) => event.output.resultCode ?? undefined }),
          },
          {
            guard: { type: 'resultIs', params: ({ event }) => ({ actual: event.output.result, expected: 'timeout' }) },
            target: 'timedOut',
            actions: assign({ timedOutStatus: ({ event }) => event.output.status }),
          },
          { target: 'processing' },
        ],
        onError: 'processing',
      },
    },
    /** Not decided yet, the check failed or was cancelled: checked again shortly, or at once on request. */
    processing: {
      after: { orderPoll: 'checking' },
      on: { 'result.refresh': 'checking' },
    },
    success: {
      initial: 'loadingOrder',
      states: {
        loadingOrder: {
          invoke: {
            id: 'loadBuyOrder',
            src: 'loadBuyOrder',
            input: ({ context }) => ({ orderNo: context.orderNo }),
            onDone: { target: 'routing', actions: assign({ order: ({ event }) => event.output }) },
            // A failed or cancelled read keeps the order last read and tries again.
            onError: 'waitingForOrder',
          },
        },
        routing: {
          always: [{ guard: 'orderSettled', target: '#paymentResult.orderSettled' }, { target: 'waitingForOrder' }],
        },
        waitingForOrder: {
          after: { orderPoll: 'loadingOrder' },
        },
      },
    },
    /** The paid order's crypto was sent (completed), or could not be (failed to send): nothing more to read. */
    orderSettled: { type: 'final' },
    timedOut: {
      always: [
        { guard: { type: 'stillPayable', params: ({ context }) => context.timedOutStatus ?? 'closed' }, target: 'timedOutPayable' },
        { target: 'timeout' },
      ],
    },
    /** The payment did not arrive in time, but the order still takes one. */
    timedOutPayable: {
      on: {
        'choice.payAgain': { target: 'chosen', actions: 'goToPayAgain' },
        'choice.changeMethod': { target: 'chosen', actions: 'goToPaymentMethod' },
      },
    },
    /** The order was closed: its payment window is over. */
    timeout: { type: 'final' },
    /** Paid, but the crypto could not be sent (code 11): support takes it from here. */
    cryptoNotSent: { type: 'final' },
    failed: {
      on: {
        'choice.changeCard': { guard: 'paidByCard', target: 'chosen', actions: 'goToCardForm' },
        'choice.editCard': { guard: 'paidByCard', target: 'chosen', actions: 'goToEditCard' },
        'choice.changeMethod': { target: 'chosen', actions: 'goToPaymentMethod' },
        'choice.retry': { guard: 'retryOffered', target: 'chosen', actions: 'goToRetryMethod' },
      },
    },
    chosen: { type: 'final' },
  },
});
