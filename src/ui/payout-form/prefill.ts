import type { PayoutAccount } from '../../shared/generated/api/payout.schema';
import type { CountryPayoutForm } from '../../shared/generated/payout-form.schema';
import type { PayoutData } from './payoutValidator';

/** Spec §9 masking as the API answers it: the visible start, then a star for each hidden character. */
const maskedValue = /\*+$/;

export interface Prefill {
  /** The saved values the form can show as they are. */
  data: PayoutData;
  /** The masked values by field: the user must type these again, and is told so. */
  masked: Record<string, string>;
}

/**
 * A saved account as the starting point of its correction (after the bank rejected it). Names,
 * codes and addresses come back as saved; an account, ID or tax number comes back masked, and a
 * masked value is never put in the form, where it would be saved over the real one.
 */
export function prefillFrom(account: PayoutAccount['account'], form: Pick<CountryPayoutForm, 'schema'>): Prefill {
  const data: PayoutData = {};
  const masked: Record<string, string> = {};
  for (const field of Object.keys(form.schema.properties)) {
    const value = account[field];
    if (value === undefined || value === '') continue;
    if (maskedValue.test(value)) masked[field] = value;
    else data[field] = value;
  }
  return { data, masked };
}
