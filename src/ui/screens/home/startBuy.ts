import { createActor, fromPromise } from 'xstate';
import { buyStartMachine } from '../../../engine/buy/buyStartMachine';
import type { ContinueIntent } from '../../../engine/quote/quoteMachine';
import { followNavigate } from '../../app/followIntent';
import type { AppServices } from '../../app/services';
import { emptyBuyDraft } from '../../state/buyDraft';
import { readTradeGate } from '../kyc/tradeGate';

/**
 * Continue on the buy tab (spec §4 Buy start) through the engine's buy-start machine: the draft
 * keeps the accepted form and quote for the next steps; the machine decides where to go.
 */
export function startBuy(services: AppServices, intent: ContinueIntent, toast: (messageKey: string) => void): void {
  const merchant = services.merchant.get();
  services.buyDraft.set({ ...emptyBuyDraft, form: intent.form, quote: intent.quote });
  const actor = createActor(
    buyStartMachine.provide({
      actors: { checkKycDisabled: fromPromise(({ signal }) => readTradeGate(services.api, signal)) },
    }),
    {
      input: {
        signedIn: services.session.get().user !== null,
        form: intent.form,
        quote: intent.quote,
        merchantWallet: merchant.wallet,
      },
    },
  );
  actor.on('placeOrder.ready', (event) => services.buyDraft.set((draft) => ({ ...draft, order: event.query })));
  actor.on('toast', (event) => toast(event.messageKey));
  actor.on('navigate', (event) => followNavigate(services, event));
  actor.start();
}
