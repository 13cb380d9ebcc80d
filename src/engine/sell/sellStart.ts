import { emit, setup } from 'xstate';
import type { TradeGate } from '../buy/buyStartMachine';
import { isCancellation } from '../cancellation';
import { navigate, type NavigateIntent } from '../intents';
import { suppliedByApp } from '../required';

/** The sell form of config/routes.json, where a visitor comes back to after the login (product §4 Sell start). */
export const sellFormRoute = 'sellFormUserInfo';

export interface SellStartInput {
  /** A token is stored. */
  signedIn: boolean;
}

/**
 * Product §4 Sell start: Continue goes to the e-mail login and returns, or to the sell form when
 * signed in. An account at risk cannot trade (product §6), so it is stopped here, before the payout
 * form, with the refusal the API client shows ('This account is at risk and cannot trade now'),
 * not after the form is filled in. Any other answer of the check, or its failure, leaves the sale
 * to the sell form (the server refuses what must be refused there).
 */
export const sellStartMachine = setup({
  types: {} as { context: SellStartInput; input: SellStartInput; emitted: NavigateIntent },
  actors: {
    /** POST /kyc/kycDisabled, read as a TradeGate. */
    checkTradeGate: suppliedByApp<TradeGate, void>('checkTradeGate'),
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
    atRisk: (_, gate: TradeGate) => gate === 'accountRisk',
    cancelled: (_, failure: { error: unknown }) => isCancellation(failure.error),
  },
  actions: {
    goToLogin: emit(navigate('emailCode', { origin: 'sell' })),
    goToSellForm: emit(navigate(sellFormRoute)),
  },
}).createMachine({
  id: 'sellStart',
  context: ({ input }) => input,
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'signedIn', target: 'checkingTradeGate' }, { target: 'loginRequired' }],
    },
    checkingTradeGate: {
      invoke: {
        id: 'checkTradeGate',
        src: 'checkTradeGate',
        onDone: [{ guard: { type: 'atRisk', params: ({ event }) => event.output }, target: 'accountRisk' }, { target: 'toSellForm' }],
        onError: [{ guard: { type: 'cancelled', params: ({ event }) => ({ error: event.error }) }, target: 'cancelled' }, { target: 'toSellForm' }],
      },
    },
    loginRequired: { type: 'final', entry: 'goToLogin' },
    toSellForm: { type: 'final', entry: 'goToSellForm' },
    /** The user stays on home with the refusal shown. */
    accountRisk: { type: 'final' },
    /** The user left home while the check was pending: no decision. */
    cancelled: { type: 'final' },
  },
});
