import { assign, emit, setup, type SnapshotFrom } from 'xstate';
import { constants } from '../../shared/config/constants';
import type { BuyOrderStatus } from '../../shared/generated/api/buy.schema';
import { navigate, type NavigateIntent } from '../intents';
import { suppliedByApp } from '../required';

export interface PaymentWindowInput {
  orderNo: string;
  /** When the unpaid order closes (the server's expiresAt, epoch ms). */
  expiresAt: number;
}

interface PaymentWindowContext extends PaymentWindowInput {
  /** What the server said at the end of the window. */
  status: BuyOrderStatus | undefined;
}

/**
 * The payment window of an unpaid buy order (product §4: "payment or order timeout countdowns show the
 * remaining time"): open until the order's expiresAt, then the server decides. A closed order
 * ends the window (the page says the order timed out and takes no payment); an order paid at the
 * last moment goes to the payment result; an order still payable (the device clock ran ahead of
 * the server's) is asked again every orderPollIntervalMs. A page opened on an order that is no
 * longer payable starts with its window ended (expiresAt in the past), so the server decides at once.
 */
export const paymentWindowMachine = setup({
  types: {} as {
    context: PaymentWindowContext;
    input: PaymentWindowInput;
    emitted: NavigateIntent;
  },
  actors: {
    checkOrder: suppliedByApp<BuyOrderStatus, { orderNo: string }>('checkOrder'),
  },
  delays: {
    windowEnd: ({ context }) => Math.max(0, context.expiresAt - Date.now()),
    recheck: constants.orderPollIntervalMs,
  },
  guards: {
    closed: (_, status: BuyOrderStatus) => status === 'closed',
    // Product §4: a declined order may be paid again within the same window.
    stillPayable: (_, status: BuyOrderStatus) => status === 'unpaid' || status === 'failed',
  },
  actions: {
    goToResult: emit(({ context }) => navigate('paymentResult', { query: { orderNo: context.orderNo } })),
  },
}).createMachine({
  id: 'paymentWindow',
  context: ({ input }) => ({ ...input, status: undefined }),
  initial: 'open',
  states: {
    open: { after: { windowEnd: 'checking' } },
    checking: {
      invoke: {
        id: 'checkOrder',
        src: 'checkOrder',
        input: ({ context }) => ({ orderNo: context.orderNo }),
        onDone: [
          { guard: { type: 'closed', params: ({ event }) => event.output }, target: 'closed', actions: assign({ status: ({ event }) => event.output }) },
          { guard: { type: 'stillPayable', params: ({ event }) => event.output }, target: 'waiting' },
          { target: 'settled', actions: assign({ status: ({ event }) => event.output }) },
        ],
        onError: 'waiting',
      },
    },
    waiting: { after: { recheck: 'checking' } },
    closed: { type: 'final' },
    settled: { type: 'final', entry: 'goToResult' },
  },
});

/** The window is still open for paying (the countdown runs, the pay button works). */
export function paymentWindowOpen(snapshot: SnapshotFrom<typeof paymentWindowMachine>): boolean {
  return snapshot.matches('open');
}

/** The order closed unpaid: no payment is taken any more. */
export function paymentWindowClosed(snapshot: SnapshotFrom<typeof paymentWindowMachine>): boolean {
  return snapshot.matches('closed');
}
