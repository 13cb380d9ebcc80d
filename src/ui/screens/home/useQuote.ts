import { useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { buyQuote, sellQuote } from '../../../api/endpoints/quotes';
import type { QuoteData } from '../../../api/types';
import { unwrap } from '../../../api/unwrap';
import { canContinue, quoteMachine, type ContinueIntent, type QuoteForm, type QuoteRequest } from '../../../engine/quote/quoteMachine';
import { validateBuyAmount } from '../../../shared/rules/buy-amount';
import { validateSellAmount } from '../../../shared/rules/sell-amount';
import type { RuleResult } from '../../../shared/rules/rule-result';
import { fiatByCode } from '../../../shared/config/assets';
import { useServices } from '../../app/services';

/** Spec §5 amount rules for a side, given the quote's limits. */
export function amountCheck(side: 'buy' | 'sell', form: QuoteForm, quote: QuoteData): RuleResult {
  if (side === 'buy') {
    return validateBuyAmount({
      fiat: form.fiat,
      value: form.amount,
      min: quote.minAmount ?? '0',
      max: quote.maxAmount ?? '0',
      decimals: quote.decimalDigits ?? fiatByCode(form.fiat)?.decimalDigits ?? 2,
    });
  }
  return validateSellAmount({
    fiat: form.fiat,
    cryptoAmount: form.amount,
    fiatAmount: quote.fiatAmount,
    fee: quote.rampFee,
    minLimit: quote.minLimit ?? '0',
    maxLimit: quote.maxLimit ?? '0',
  });
}

/**
 * The home quote flow of one tab, driven by the engine's quote machine with the real API as its
 * fetchQuote actor. On home the form is saved to the home store on every change (tab state kept).
 */
export function useQuote(side: 'buy' | 'sell', initial: QuoteForm, onContinue: (intent: ContinueIntent) => void, keepForm = true) {
  const services = useServices();
  const { api } = services;
  const machine = useMemo(
    () =>
      quoteMachine.provide({
        actors: {
          fetchQuote: fromPromise<QuoteData, QuoteRequest>(async ({ input, signal }) => {
            const { form } = input;
            if (input.side === 'buy') {
              return unwrap(
                await buyQuote(api, { crypto: form.crypto, fiat: form.fiat, side: 'buy', amount: form.amount, alpha2: form.alpha2 ?? '', network: form.network, networkName: form.networkName, payWayCode: form.payWayCode }, { signal }),
              );
            }
            return unwrap(await sellQuote(api, { crypto: form.crypto, fiat: form.fiat, cryptoAmount: form.amount, network: form.network, alpha2: form.alpha2 ?? '', payWayCode: form.payWayCode }, { signal }));
          }),
        },
      }),
    [api],
  );
  const actor = useActorRef(machine, {
    input: { side, form: initial, amountRule: (amount: string, quote: QuoteData) => amountCheck(side, { ...initial, fiat: quote.fiat, amount }, quote).valid },
  });

  useEffect(() => {
    const subscription = actor.on('continue', onContinue);
    return () => subscription.unsubscribe();
  }, [actor, onContinue]);

  const form = useSelector(actor, (snapshot) => snapshot.context.form);
  useEffect(() => {
    if (keepForm) services.homeForm.set((state) => ({ ...state, [side]: form }));
  }, [form, side, services.homeForm, keepForm]);

  const quote = useSelector(actor, (snapshot) => snapshot.context.quote);
  const loaded = useSelector(actor, (snapshot) => snapshot.context.loaded);
  const refreshAt = useSelector(actor, (snapshot) => snapshot.context.refreshAt);
  const updating = useSelector(actor, (snapshot) => !snapshot.matches({ active: { rate: 'countdown' } }) && !snapshot.matches({ active: { rate: 'debouncing' } }));
  const continuing = useSelector(actor, (snapshot) => snapshot.matches({ active: { continueButton: 'loading' } }));
  const enabled = useSelector(actor, (snapshot) => canContinue(snapshot.context));
  return { actor, form, quote, loaded, refreshAt, updating, continuing, enabled };
}
