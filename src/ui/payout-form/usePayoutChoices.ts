import { useEffect, useState } from 'react';
import { constants } from '../../shared/config/constants';
import { methodsFor } from '../../shared/config/paymentMethods';
import { loadPayoutChoices, type PayoutChoice } from './loadPayoutForm';

export type PayoutChoicesState = { kind: 'loading' } | { kind: 'ready'; choices: PayoutChoice[] };

/** The payout methods a seller in `country` paid in `fiat` can choose, each with its form (none without a country). */
export function usePayoutChoices(country: string | undefined, fiat: string): PayoutChoicesState {
  const [state, setState] = useState<PayoutChoicesState>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    if (country === undefined) {
      setState({ kind: 'ready', choices: [] });
      return;
    }
    void loadPayoutChoices(country, methodsFor('sell', { fiat, country }), constants.defaultSellPayWayCode).then((choices) => {
      if (live) setState({ kind: 'ready', choices });
    });
    return () => {
      live = false;
    };
  }, [country, fiat]);
  return state;
}
