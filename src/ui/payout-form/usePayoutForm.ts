import { useEffect, useState } from 'react';
import type { CountryPayoutForm } from '../../shared/generated/payout-form.schema';
import { loadCountryPayoutForm } from './loadPayoutForm';

export type PayoutFormState = { kind: 'loading' } | { kind: 'missing' } | { kind: 'ready'; form: CountryPayoutForm };

/** A country's payout form, loaded on first use; 'missing' when the country has no form file. */
export function usePayoutForm(country: string | undefined): PayoutFormState {
  const [state, setState] = useState<PayoutFormState>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    if (country === undefined) {
      setState({ kind: 'missing' });
      return;
    }
    void loadCountryPayoutForm(country).then((form) => {
      if (live) setState(form ? { kind: 'ready', form } : { kind: 'missing' });
    });
    return () => {
      live = false;
    };
  }, [country]);
  return state;
}
