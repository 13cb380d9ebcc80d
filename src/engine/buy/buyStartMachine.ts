import { emit, setup } from 'xstate';
import { isCancellation } from '../cancellation';
import { navigate, type NavigateIntent, type ToastIntent } from '../intents';
import type { QuoteData, QuoteForm } from '../quote/quoteMachine';
import { suppliedByApp } from '../required';
import { buildPlaceOrderQuery, type MerchantWallet, type PlaceOrderQuery } from './placeOrderQuery';

export interface BuyStartInput {
  /** A token is stored (spec §4 Buy start step 1). */
  signedIn: boolean;
  form: QuoteForm;
  quote: QuoteData;
  /** The address (and memo) a merchant supplied, when it did. */
  merchantWallet?: MerchantWallet;
}

export type PlaceOrderIntent = { type: 'placeOrder.ready'; query: PlaceOrderQuery };
export type BuyStartEmitted = NavigateIntent | ToastIntent | PlaceOrderIntent;

/** i18n key of the toast shown when the KYC-disabled check says KYC login is needed. */
export const kycLoginToastKey = 'errors.kycLoginRequired';

/** Continue on the buy tab (spec §4 Buy start, steps 1-4). */
export const buyStartMachine = setup({
  types: {} as { context: BuyStartInput; input: BuyStartInput; emitted: BuyStartEmitted },
  actors: {
    /** POST /kyc/kycDisabled: true means KYC login is needed. */
    checkKycDisabled: suppliedByApp<boolean, void>('checkKycDisabled'),
  },
  guards: {
    cancelled: (_, failure: { error: unknown }) => isCancellation(failure.error),
    signedIn: ({ context }) => context.signedIn,
    kycLoginNeeded: (_, needed: boolean) => needed,
    merchantSuppliedAddress: ({ context }) => Boolean(context.merchantWallet?.address),
  },
  actions: {
    goToLogin: emit(navigate('emailCode', { origin: 'buy' })),
    toastKycLogin: emit({ type: 'toast' as const, messageKey: kycLoginToastKey }),
    placeOrder: emit(({ context }) => {
      if (!context.merchantWallet) throw new Error('placeOrder needs the merchant wallet');
      return { type: 'placeOrder.ready' as const, query: buildPlaceOrderQuery(context.form, context.quote, context.merchantWallet) };
    }),
    goToPaymentMethod: emit(navigate('paymentMethod')),
    goToReceivingMode: emit(navigate('receivingMode')),
  },
}).createMachine({
  id: 'buyStart',
  context: ({ input }) => input,
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'signedIn', target: 'checkingKycDisabled' }, { target: 'loginRequired' }],
    },
    checkingKycDisabled: {
      invoke: {
        id: 'checkKycDisabled',
        src: 'checkKycDisabled',
        onDone: [
          { guard: { type: 'kycLoginNeeded', params: ({ event }) => event.output === true }, target: 'kycLoginRequired' },
          { guard: 'merchantSuppliedAddress', target: 'toPaymentMethod' },
          { target: 'toReceivingMode' },
        ],
        onError: [
          // The user left the page (route change): no answer, so no decision, and no redirect.
          { guard: { type: 'cancelled', params: ({ event }) => ({ error: event.error }) }, target: 'cancelled' },
          // spec §4 step 4: a failed check falls back to the e-mail login.
          { target: 'loginRequired' },
        ],
      },
    },
    loginRequired: { type: 'final', entry: 'goToLogin' },
    kycLoginRequired: { type: 'final', entry: 'toastKycLogin' },
    toPaymentMethod: { type: 'final', entry: ['placeOrder', 'goToPaymentMethod'] },
    toReceivingMode: { type: 'final', entry: 'goToReceivingMode' },
    cancelled: { type: 'final' },
  },
});
