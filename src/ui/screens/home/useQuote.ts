import { useEffect, useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { transportFailures } from '../../../api/client';
import { unwrap } from '../../../api/unwrap';
import { amountRuleFor } from '../../../engine/quote/amountRules';
import {
  AmountRefused,
  canContinue,
  QuoteRefused,
  quoteMachine,
  sameForm,
  withoutPayWay,
  type ContinueIntent,
  type QuoteData,
  type QuoteForm,
  type QuoteRequest,
} from '../../../engine/quote/quoteMachine';
import { errorEntryByName } from '../../../shared/config/errors';
import { markShown, pricedAhead } from '../../app/landingAnswers';
import { provideFlow } from '../../app/provideFlow';
import { useServices } from '../../app/services';
import { askQuote } from './askQuote';

const amountOutOfRangeCode = errorEntryByName('amountOutOfRange').code;

/**
 * The home quote flow of one tab, driven by the engine's quote machine with the real API as its
 * fetchQuote actor, each quote carrying the page or merchant query string of the moment (product §7).
 * On home the form is saved to the home store on every change (tab state kept).
 */
export function useQuote(side: 'buy' | 'sell', initial: QuoteForm, onContinue: (intent: ContinueIntent) => void, keepForm = true) {
  const services = useServices();
  const { api, navigator, merchant } = services;
  const machine = useMemo(
    () =>
      provideFlow(quoteMachine, {
        fetchQuote: fromPromise<QuoteData, QuoteRequest>(async ({ input, signal }) => {
          const result = await askQuote({ api, navigator, merchant }, input.side, input.form, signal);
          // An amount the server will not price is said at the amount, not as a failed quote.
          if (result.kind === 'error' && result.code === amountOutOfRangeCode) throw new AmountRefused(result.message);
          // The server answered no: its reason, not a connection problem (no answer is the client's own code).
          if (result.kind === 'error' && !(result.code in transportFailures)) throw new QuoteRefused(result.code, result.message);
          return unwrap(result);
        }),
      }),
    [api, navigator, merchant],
  );
  // Off home (keepForm false) the pay way is the one the user chose on that page. The landing
  // page's quote, rendered by the server with the page, is the first home tab's answer if it priced
  // that tab's form (judged when the tab mounts: the actor reads its input only then); any later
  // tab asks for itself.
  const [priced] = useState(() => (keepForm ? pricedAhead(services.landing, side, initial) : undefined));
  useEffect(() => {
    if (keepForm) markShown(services.landing, 'quote');
  }, [keepForm, services.landing]);
  const actor = useActorRef(machine, { input: { side, form: initial, amountRule: amountRuleFor(side), payWayChosen: !keepForm, priced } });

  useEffect(() => {
    const subscription = actor.on('continue', onContinue);
    return () => subscription.unsubscribe();
  }, [actor, onContinue]);

  const form = useSelector(actor, (snapshot) => snapshot.context.form);
  useEffect(() => {
    // Home keeps no pay way: a saved one comes from the buy draft, for its own fiat, country and merchant (savedPayWay.ts).
    // A form as kept is not kept again: a landing page only looked at leaves the session as it found it.
    if (!keepForm) return;
    const kept = withoutPayWay(form);
    services.homeForm.set((state) => (sameForm(kept, state[side]) ? state : { ...state, [side]: kept }));
  }, [form, side, services.homeForm, keepForm]);

  const quote = useSelector(actor, (snapshot) => snapshot.context.quote);
  const loaded = useSelector(actor, (snapshot) => snapshot.context.loaded);
  const refreshAt = useSelector(actor, (snapshot) => snapshot.context.refreshAt);
  const updating = useSelector(actor, (snapshot) => snapshot.matches({ active: { rate: 'quoting' } }) || snapshot.matches({ active: { rate: 'updating' } }));
  const failed = useSelector(actor, (snapshot) => snapshot.context.failed);
  const refusal = useSelector(actor, (snapshot) => snapshot.context.refusal);
  const amountRefusal = useSelector(actor, (snapshot) => snapshot.context.amountRefusal);
  const continuing = useSelector(actor, (snapshot) => snapshot.matches({ active: { continueButton: 'loading' } }));
  const enabled = useSelector(actor, (snapshot) => canContinue(snapshot.context));
  return { actor, form, quote, loaded, refreshAt, updating, failed, refusal, amountRefusal, continuing, enabled };
}
