import { createActor, fromPromise } from 'xstate';
import { sellFormRoute, sellStartMachine } from '../../../engine/sell/sellStart';
import type { ContinueIntent } from '../../../engine/quote/quoteMachine';
import { followNavigate } from '../../app/followIntent';
import type { AppServices } from '../../app/services';
import { readTradeGate } from '../kyc/tradeGate';

/**
 * Spec §4 Sell start through the engine's sell-start machine (an account at risk is stopped before
 * the payout form); the sell form reads the kept home sell form (fiat, country, crypto, network,
 * amount) from the home store.
 */
export function startSell(services: AppServices, intent: ContinueIntent): void {
  services.homeForm.set((state) => ({ ...state, sell: intent.form }));
  const actor = createActor(sellStartMachine.provide({ actors: { checkTradeGate: fromPromise(({ signal }) => readTradeGate(services.api, signal)) } }), {
    input: { signedIn: services.session.get().user !== null },
  });
  actor.on('navigate', (event) => followNavigate(services, event, sellFormRoute));
  actor.start();
}
