import { createActor } from 'xstate';
import { sellFormRoute, sellStartMachine } from '../../../engine/sell/sellStart';
import type { ContinueIntent } from '../../../engine/quote/quoteMachine';
import { kycActors } from '../../app/flowActors/kyc';
import { provideFlow } from '../../app/provideFlow';
import { followNavigateEvents } from '../../app/followIntent';
import type { AppServices } from '../../app/services';

/**
 * Product §4 Sell start through the engine's sell-start machine (an account at risk is stopped before
 * the payout form); the sell form reads the kept home sell form (fiat, country, crypto, network,
 * amount) from the home store.
 */
export function startSell(services: AppServices, intent: ContinueIntent): void {
  services.homeForm.set((state) => ({ ...state, sell: intent.form }));
  const actor = createActor(provideFlow(sellStartMachine, kycActors(services.api)), { input: { signedIn: services.session.get().user !== null } });
  followNavigateEvents(actor, services, { returnTo: sellFormRoute });
  actor.start();
}
