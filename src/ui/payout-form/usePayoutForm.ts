import { useEffect, useState } from 'react';
import { constants } from '../../shared/config/constants';
import { methodByCode } from '../../shared/config/paymentMethods';
import type { PayoutFormInUse } from '../../shared/payout/resolve';
import { loadCountryPayoutForm, loadPayoutChoices } from './loadPayoutForm';

export type PayoutFormState = { kind: 'loading' } | { kind: 'missing' } | { kind: 'ready'; form: PayoutFormInUse };

/** The form a payout method uses in a country (the country's own form without a method); loaded on first use, 'missing' when there is none. */
async function formOf(country: string, payWayCode: string | undefined): Promise<PayoutFormInUse | undefined> {
  if (payWayCode === undefined) return loadCountryPayoutForm(country);
  const method = methodByCode('sell', payWayCode);
  if (!method) return undefined;
  const [choice] = await loadPayoutChoices(country, [method], constants.defaultSellPayWayCode);
  return choice?.form;
}

/** The payout form a country's sellers fill in for a payout method (a saved account's, an order's). */
export function usePayoutForm(country: string | undefined, payWayCode?: string): PayoutFormState {
  // The answer is kept with the country and method it is for, so after a change the state reads
  // loading until the new answer, in the same render, with no reset to write in the effect.
  const [loaded, setLoaded] = useState<{ country: string; payWayCode: string | undefined; state: PayoutFormState }>();
  useEffect(() => {
    if (country === undefined) return;
    let live = true;
    void formOf(country, payWayCode).then((form) => {
      if (live) setLoaded({ country, payWayCode, state: form ? { kind: 'ready', form } : missing });
    });
    return () => {
      live = false;
    };
  }, [country, payWayCode]);
  if (country === undefined) return missing;
  return loaded?.country === country && loaded.payWayCode === payWayCode ? loaded.state : loading;
}

const missing: PayoutFormState = { kind: 'missing' };
const loading: PayoutFormState = { kind: 'loading' };
