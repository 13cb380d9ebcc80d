import { useEffect, useMemo, useState } from 'react';
import { constants } from '../../shared/config/constants';
import { methodsFor } from '../../shared/config/paymentMethods';
import { loadPayoutChoices, type PayoutChoice } from './loadPayoutForm';

export type PayoutChoicesState = { kind: 'loading' } | { kind: 'ready'; choices: PayoutChoice[] };

/** The payout methods a seller in `country` paid in `fiat` can choose, each with its form (none without a country). */
export function usePayoutChoices(country: string | undefined, fiat: string): PayoutChoicesState {
  // The choices are kept with the country and fiat they were loaded for, so after a change the state
  // reads loading until the new answer, in the same render, with no reset to write in the effect.
  const [loaded, setLoaded] = useState<{ country: string; fiat: string; choices: PayoutChoice[] }>();
  useEffect(() => {
    if (country === undefined) return;
    let live = true;
    void loadPayoutChoices(country, methodsFor('sell', { fiat, country }), constants.defaultSellPayWayCode).then((choices) => {
      if (live) setLoaded({ country, fiat, choices });
    });
    return () => {
      live = false;
    };
  }, [country, fiat]);
  return useMemo<PayoutChoicesState>(() => {
    if (country === undefined) return noChoices;
    return loaded?.country === country && loaded.fiat === fiat ? { kind: 'ready', choices: loaded.choices } : loading;
  }, [country, fiat, loaded]);
}

const noChoices: PayoutChoicesState = { kind: 'ready', choices: [] };
const loading: PayoutChoicesState = { kind: 'loading' };
