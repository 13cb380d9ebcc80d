import type { PayoutAccount } from '../../shared/generated/api/payout.schema';

import type { PayoutData } from './payoutValidator';
import type { PayoutFormInUse } from '../../shared/payout/resolve';
import { isSensitiveField } from '../../shared/payout/sensitive';

export interface Prefill {
  /** The saved values the form can show as they are. */
  data: PayoutData;
  /** The masked values by field: the user must type these again, and is told so. */
  masked: Record<string, string>;
}

/**
 * A saved account as the starting point of its correction (after the bank rejected it). Names,
 * codes and addresses come back as saved; a field the form marks `sensitive` (an account, ID or tax
 * number) comes back masked (a card number as "visa •••• 4242"), and such a value is never put in
 * the form, where it would be saved over the real one.
 */
export function prefillFrom(account: PayoutAccount['account'], form: Pick<PayoutFormInUse, 'schema'>): Prefill {
  const data: PayoutData = {};
  const masked: Record<string, string> = {};
  for (const field of Object.keys(form.schema.properties)) {
    const value = account[field];
    if (value === undefined || value === '') continue;
    if (isSensitiveField(form, field)) masked[field] = value;
    else data[field] = value;
  }
  return { data, masked };
}
