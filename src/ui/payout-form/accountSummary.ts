import type { PayoutAccount } from '../../shared/generated/api/payout.schema';

import { usePayoutForm } from './usePayoutForm';
import type { PayoutFormInUse } from '../../shared/payout/resolve';

const filled = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/**
 * A saved payout account in one line, "Ann Lee · ****6819": the holder's name and the value that
 * identifies the account, as the API gives it (its last four characters). Which fields those are is the form's
 * accountSummary (config/payout-forms), so no screen guesses from field order or country.
 */
export function accountSummary(account: PayoutAccount['account'], form: Pick<PayoutFormInUse, 'accountSummary'>): string {
  const { holderName, accountId } = form.accountSummary;
  const holder = holderName
    .map((field) => account[field])
    .filter(filled)
    .join(' ');
  // The identifier fields are alternatives (a PIX key or a bank account): the first one filled in.
  const identifier = accountId.map((field) => account[field]).find(filled);
  return [holder, identifier].filter(filled).join(' · ');
}

/** The summary of a saved account, once the form of its country and payout method has loaded; undefined before, or with no account. */
export function useAccountSummary(account: PayoutAccount | null | undefined): string | undefined {
  const payout = usePayoutForm(account?.alpha2, account?.payWayCode);
  return account && payout.kind === 'ready' ? accountSummary(account.account, payout.form) : undefined;
}
