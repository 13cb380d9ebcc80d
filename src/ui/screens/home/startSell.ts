import { sellFormRoute, sellStartIntent } from '../../../engine/sell/sellStart';
import type { ContinueIntent } from '../../../engine/quote/quoteMachine';
import { followNavigate } from '../../app/followIntent';
import type { AppServices } from '../../app/services';

/**
 * Spec §4 Sell start through the engine's rule; the sell form reads the kept home sell form
 * (fiat, country, crypto, network, amount) from the home store.
 */
export function startSell(services: AppServices, intent: ContinueIntent): void {
  services.homeForm.set((state) => ({ ...state, sell: intent.form }));
  followNavigate(services, sellStartIntent(services.session.get().user !== null), sellFormRoute);
}
