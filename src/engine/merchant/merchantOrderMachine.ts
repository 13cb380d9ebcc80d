import { assign, setup } from 'xstate';
import type { OrderFeeInfo } from '../../shared/generated/api/buy.schema';
import { suppliedByApp } from '../required';

/** What reading a merchant order came to: its fees, or no such order of this user. */
export type MerchantOrderAnswer = { kind: 'found'; fee: OrderFeeInfo } | { kind: 'notFound' };

export interface MerchantOrderInput {
  orderNo: string;
  signedIn: boolean;
}

interface MerchantOrderContext {
  orderNo: string;
  signedIn: boolean;
  fee: OrderFeeInfo | undefined;
}

export type MerchantOrderEvent = { type: 'order.retry' } | { type: 'session.signedIn' };

/**
 * Product §2 "a query value orderNo skips the initial data load" and §7 GET /trade/query/order/fee/info
 * "used for merchant orders": home shows the merchant's order instead of loading notices and a
 * quote. The order is the user's own, so a visitor signs in first.
 */
export const merchantOrderMachine = setup({
  types: {} as {
    context: MerchantOrderContext;
    input: MerchantOrderInput;
    events: MerchantOrderEvent;
  },
  actors: {
    loadOrderFee: suppliedByApp<MerchantOrderAnswer, { orderNo: string }>('loadOrderFee'),
  },
}).createMachine({
  id: 'merchantOrder',
  context: ({ input }) => ({ orderNo: input.orderNo, signedIn: input.signedIn, fee: undefined }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: ({ context }) => !context.signedIn, target: 'signedOut' }, { target: 'loading' }],
    },
    signedOut: {
      on: { 'session.signedIn': 'loading' },
    },
    loading: {
      invoke: {
        id: 'loadOrderFee',
        src: 'loadOrderFee',
        input: ({ context }) => ({ orderNo: context.orderNo }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'found',
            target: 'shown',
            actions: assign({ fee: ({ event }) => (event.output.kind === 'found' ? event.output.fee : undefined) }),
          },
          { target: 'notFound' },
        ],
        onError: 'failed',
      },
    },
    shown: { type: 'final' },
    notFound: { type: 'final' },
    failed: {
      on: { 'order.retry': 'loading' },
    },
  },
});
