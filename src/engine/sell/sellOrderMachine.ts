import { assign, emit, setup } from 'xstate';
import { constants } from '../../shared/config/constants';
import type { SellOrderStatus } from '../../shared/generated/api/sell.schema';
import { navigate, type NavigateIntent, type ToastIntent } from '../intents';
import { suppliedByApp } from '../required';

/** The machine's view of a sell order, read from the server's SellOrder (schemas/api/sell.schema.json) by the app. */
export interface SellOrder {
  orderNo: string;
  status: SellOrderStatus;
  /** Epoch ms after which the order no longer accepts a deposit (product §4). */
  expiresAt: number;
  /** Set when a failed order failed because the bank rejected the fiat transfer. */
  bankRejected?: boolean;
  /**
   * Set when a failed order failed because the crypto deposited was outside the sell range (the
   * server's failureReason amountOutOfRange): nothing is paid out, only its refund is offered.
   */
  depositRefused?: boolean;
  address?: string;
  memo?: string;
  cryptoAmount?: string;
}

export interface SellOrderInput {
  orderNo: string;
}

interface SellOrderContext extends SellOrderInput {
  order: SellOrder | undefined;
}

export type SellOrderEvent =
  | { type: 'order.confirm' }
  /** The payout account the user saved or picked after the rejection (its id from /user/card/account/saveOrUpdate). */
  | { type: 'bank.update'; userAccountId: string }
  | { type: 'refund.open' }
  /** The Tron address, already checked by the refund form with the shared address rules (product §5 Refund). */
  | { type: 'refund.submit'; address: string };

/** i18n keys of the sell order's notices (product §4, §8). */
export const sellOrderMessages = {
  expired: 'errors.sellOrderExpired',
  refundSubmitted: 'errors.refundSubmitted',
} as const;

const movingStatuses = ['cryptoSent', 'blockConfirmed', 'inTransfer', 'refunding'] as const satisfies readonly SellOrderStatus[];
const finalStatuses = ['completed', 'failed', 'closed', 'refunded'] as const satisfies readonly SellOrderStatus[];

function statusTransitions() {
  return [
    { guard: { type: 'statusIs' as const, params: { status: 'awaitingDeposit' as const } }, target: 'awaitingDeposit' },
    { guard: { type: 'statusIs' as const, params: { status: 'confirmOrder' as const } }, target: 'confirmOrder' },
    { guard: 'depositRefused' as const, target: 'depositRefused' },
    { guard: 'bankRejected' as const, target: 'bankRejected' },
    ...[...movingStatuses, ...finalStatuses].map((status) => ({ guard: { type: 'statusIs' as const, params: { status } }, target: status })),
    { target: 'retrying' },
  ];
}

/**
 * A sell order after it was created (product §4 Sell order statuses): waiting for the deposit until it
 * expires, then crypto sent → block confirmed → confirm order → in transfer → completed, or failed,
 * closed, refunding, refunded. A bank rejection offers new bank details or a USDT refund to Tron; a
 * deposit outside the sell range (depositRefused) offers the refund only.
 * An order number the server does not know ends in notFound instead of being read forever.
 */
export const sellOrderMachine = setup({
  types: {} as {
    context: SellOrderContext;
    input: SellOrderInput;
    events: SellOrderEvent;
    emitted: NavigateIntent | ToastIntent;
  },
  actors: {
    // null: the server knows no such order of this user (a mistyped or someone else's order number).
    loadOrder: suppliedByApp<SellOrder | null, { orderNo: string }>('loadOrder'),
    // Their answer (the updated order) is not read: the order is loaded again after each.
    confirmOrder: suppliedByApp<unknown, { orderNo: string }>('confirmOrder'),
    updateAccount: suppliedByApp<unknown, { orderNo: string; userAccountId: string }>('updateAccount'),
    requestRefund: suppliedByApp<unknown, { orderNo: string; address: string }>('requestRefund'),
  },
  delays: {
    // An order moving on by itself is read again every orderPollIntervalMs (config/constants.json).
    orderPoll: constants.orderPollIntervalMs,
    depositExpiry: ({ context }) => Math.max(0, (context.order?.expiresAt ?? 0) - Date.now()),
  },
  guards: {
    statusIs: ({ context }, params: { status: SellOrderStatus }) => context.order?.status === params.status,
    bankRejected: ({ context }) => context.order?.status === 'failed' && context.order.bankRejected === true,
    depositRefused: ({ context }) => context.order?.status === 'failed' && context.order.depositRefused === true,
    orderMissing: (_, answer: SellOrder | null) => answer === null,
  },
  actions: {
    warnExpired: emit({ type: 'toast' as const, messageKey: sellOrderMessages.expired }),
    confirmRefund: emit({ type: 'toast' as const, messageKey: sellOrderMessages.refundSubmitted }),
    goToRefundRequest: emit(({ context }) => navigate('refundRequest', { query: { orderNo: context.orderNo } })),
  },
}).createMachine({
  id: 'sellOrder',
  context: ({ input }) => ({ ...input, order: undefined }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ orderNo: context.orderNo }),
        onDone: [
          { guard: { type: 'orderMissing', params: ({ event }) => event.output }, target: 'notFound' },
          { target: 'routing', actions: assign({ order: ({ event }) => event.output ?? undefined }) },
        ],
        onError: 'retrying',
      },
    },
    routing: { always: statusTransitions() },
    // Asking again would not make the order exist: the screen says so and leads back to the history.
    notFound: { type: 'final' },
    retrying: { after: { orderPoll: 'loading' } },
    awaitingDeposit: {
      // product §4: the order expires after its time limit; the user is warned not to send funds after it.
      after: { depositExpiry: 'expired', orderPoll: 'loading' },
    },
    cryptoSent: { after: { orderPoll: 'loading' } },
    blockConfirmed: { after: { orderPoll: 'loading' } },
    confirmOrder: { on: { 'order.confirm': 'confirming' } },
    confirming: {
      invoke: {
        id: 'confirmOrder',
        src: 'confirmOrder',
        input: ({ context }) => ({ orderNo: context.orderNo }),
        onDone: 'loading',
        onError: 'confirmOrder',
      },
    },
    inTransfer: { after: { orderPoll: 'loading' } },
    refunding: { after: { orderPoll: 'loading' } },
    bankRejected: {
      on: {
        'bank.update': 'updatingAccount',
        'refund.open': { actions: 'goToRefundRequest' },
        'refund.submit': 'requestingRefund',
      },
    },
    depositRefused: {
      on: {
        'refund.open': { actions: 'goToRefundRequest' },
        'refund.submit': 'requestingRefund',
      },
    },
    updatingAccount: {
      invoke: {
        id: 'updateAccount',
        src: 'updateAccount',
        input: ({ context, event }) => ({ orderNo: context.orderNo, userAccountId: event.type === 'bank.update' ? event.userAccountId : '' }),
        onDone: 'loading',
        onError: 'bankRejected',
      },
    },
    requestingRefund: {
      invoke: {
        id: 'requestRefund',
        src: 'requestRefund',
        input: ({ context, event }) => ({ orderNo: context.orderNo, address: event.type === 'refund.submit' ? event.address : '' }),
        onDone: { target: 'loading', actions: 'confirmRefund' },
        // Read again: the order says which failure (bank rejection or refused deposit) still offers the refund.
        onError: 'loading',
      },
    },
    expired: { type: 'final', entry: 'warnExpired' },
    completed: { type: 'final' },
    failed: { type: 'final' },
    closed: { type: 'final' },
    refunded: { type: 'final' },
  },
});
