import { createActor } from 'xstate';
import { buyStartMachine } from '../../../engine/buy/buyStartMachine';
import type { ContinueIntent, QuoteData, QuoteForm } from '../../../engine/quote/quoteMachine';
import { kycActors } from '../../app/flowActors/kyc';
import { provideFlow } from '../../app/provideFlow';
import { followNavigateEvents } from '../../app/followIntent';
import type { AppServices } from '../../app/services';
import { emptyBuyDraft } from '../../state/buyDraft';

/**
 * Continue on the buy tab (product §4 Buy start) through the engine's buy-start machine: the draft
 * keeps the accepted form and quote for the next steps; the machine decides where to go.
 */
export function startBuy(services: AppServices, intent: ContinueIntent, toast: (messageKey: string) => void): void {
  services.buyDraft.set({ ...emptyBuyDraft, form: intent.form, quote: intent.quote, merchantAppId: services.merchant.get().appId ?? null });
  runBuyStart(services, { form: intent.form, quote: intent.quote, signedIn: services.session.get().user !== null }, toast);
}

/**
 * The buy start again once the login it asked for is done (product §4 Buy start, origin buy): the
 * user goes on to where Continue was taking them, with the form and quote it accepted. When the
 * start stops short (a KYC login toast, an account at risk) or nothing is left to resume, home.
 */
export function resumeBuy(services: AppServices, toast: (messageKey: string) => void): void {
  const { form, quote } = services.buyDraft.get();
  if (!form || !quote) {
    services.navigator.navigate('index', undefined, { replace: true });
    return;
  }
  runBuyStart(services, { form, quote, signedIn: true }, toast, { replace: true, otherwise: 'index' });
}

interface BuyStartRun {
  form: QuoteForm;
  quote: QuoteData;
  signedIn: boolean;
}

/** After the login page: replace it in the history, and leave it for `otherwise` when the start goes nowhere. */
interface AfterLogin {
  replace: true;
  otherwise: string;
}

function runBuyStart(services: AppServices, run: BuyStartRun, toast: (messageKey: string) => void, afterLogin?: AfterLogin): void {
  const actor = createActor(provideFlow(buyStartMachine, kycActors(services.api)), { input: { ...run, merchantWallet: services.merchant.get().wallet } });
  let navigated = false;
  actor.on('placeOrder.ready', (event) => services.buyDraft.set((draft) => ({ ...draft, order: event.query })));
  actor.on('toast', (event) => toast(event.messageKey));
  actor.on('navigate', () => {
    navigated = true;
  });
  followNavigateEvents(actor, services, { replace: afterLogin !== undefined });
  actor.subscribe({
    complete: () => {
      if (afterLogin && !navigated) services.navigator.navigate(afterLogin.otherwise, undefined, { replace: true });
    },
  });
  actor.start();
}
