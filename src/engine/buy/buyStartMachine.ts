import { emit, setup } from 'xstate';
import { isCancellation } from '../cancellation';
import { navigate, type NavigateIntent, type ToastIntent } from '../intents';
import type { QuoteData, QuoteForm } from '../quote/quoteMachine';
import { suppliedByApp } from '../required';
import { buildPlaceOrderQuery, type MerchantWallet, type PlaceOrderQuery } from './placeOrderQuery';

export interface BuyStartInput {
  /** A token is stored (product §4 Buy start step 1). */
  signedIn: boolean;
  form: QuoteForm;
  quote: QuoteData;
  /** The address (and memo) a merchant supplied, when it did. */
  merchantWallet?: MerchantWallet;
}

export type PlaceOrderIntent = { type: 'placeOrder.ready'; query: PlaceOrderQuery };

/**
 * POST /kyc/kycDisabled as the app reads it: data true is 'kycLoginNeeded' (product §7), data false
 * 'open'; an account at risk (either identity path) is refused with accountRisk ('This account is
 * at risk and cannot trade now', product §6/§8), which the API client has shown: logging in again
 * cannot help it, so it is told apart from the KYC login.
 */
export type TradeGate = 'open' | 'kycLoginNeeded' | 'accountRisk';
export type BuyStartEmitted = NavigateIntent | ToastIntent | PlaceOrderIntent;

/** i18n key of the toast shown when the KYC-disabled check says KYC login is needed. */
export const kycLoginToastKey = 'errors.kycLoginRequired';

/** Continue on the buy tab (product §4 Buy start, steps 1-4). */
export const buyStartMachine = setup({
  types: {} as { context: BuyStartInput; input: BuyStartInput; emitted: BuyStartEmitted },
  actors: {
    /** POST /kyc/kycDisabled, read as a TradeGate. */
    checkTradeGate: suppliedByApp<TradeGate, void>('checkTradeGate'),
  },
  guards: {
    cancelled: (_, failure: { error: unknown }) => isCancellation(failure.error),
    signedIn: ({ context }) => context.signedIn,
    gateIs: (_, params: { gate: TradeGate; expected: TradeGate }) => params.gate === params.expected,
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
        id: 'checkTradeGate',
        src: 'checkTradeGate',
        onDone: [
          { guard: { type: 'gateIs', params: ({ event }) => ({ gate: event.output, expected: 'kycLoginNeeded' }) }, target: 'kycLoginRequired' },
          { guard: { type: 'gateIs', params: ({ event }) => ({ gate: event.output, expected: 'accountRisk' }) }, target: 'accountRisk' },
          { guard: 'merchantSuppliedAddress', target: 'toPaymentMethod' },
          { target: 'toReceivingMode' },
        ],
        onError: [
          // The user left the page (route change): no answer, so no decision, and no redirect.
          { guard: { type: 'cancelled', params: ({ event }) => ({ error: event.error }) }, target: 'cancelled' },
          // product §4 step 4: a failed check falls back to the e-mail login.
          { target: 'loginRequired' },
        ],
      },
    },
    loginRequired: { type: 'final', entry: 'goToLogin' },
    kycLoginRequired: { type: 'final', entry: 'toastKycLogin' },
    /** The account cannot trade: the user stays, with the refusal the API client showed; no login is offered. */
    accountRisk: { type: 'final' },
    toPaymentMethod: { type: 'final', entry: ['placeOrder', 'goToPaymentMethod'] },
    toReceivingMode: { type: 'final', entry: 'goToReceivingMode' },
    cancelled: { type: 'final' },
  },
});
