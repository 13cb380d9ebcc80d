import { useTranslation } from 'react-i18next';

import type { PayoutAccount } from '../../../shared/generated/api/payout.schema';
import { accountSummary } from '../../payout-form/accountSummary';
import { RejectedMark } from './RejectedMark';
import type { PayoutFormInUse } from '../../../shared/payout/resolve';

interface SavedAccountsProps {
  accounts: PayoutAccount[];
  form: PayoutFormInUse;
  /** The chosen account id, or null for a new account. */
  value: string | null;
  onChange: (userAccountId: string | null) => void;
  /** The label of the choice that opens the form; 'Add bank account' by default. */
  formChoiceKey?: string;
}

/** The account a new payout starts on: the latest saved one the rail has not rejected, else none (the form for a new one). */
export function preselectedAccount(accounts: PayoutAccount[]): string | null {
  return accounts.find((account) => account.rejectedAt === null)?.userAccountId ?? null;
}

/**
 * Saved payout accounts of this country and method (product §7 /user/card/account/list), plus 'Add bank
 * account'; one the payout rail rejected is marked with the date (and is never the one preselected).
 */
export function SavedAccounts({ accounts, form, value, onChange, formChoiceKey = 'sell.form.addAccount' }: SavedAccountsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="sell-accounts">
      <legend className="field__label">{t('sell.form.savedAccounts')}</legend>
      {accounts.map((account) => (
        <label key={account.userAccountId} className={value === account.userAccountId ? 'row row--active' : 'row'}>
          <input
            type="radio"
            name="payoutAccount"
            className="visually-hidden"
            checked={value === account.userAccountId}
            onChange={() => onChange(account.userAccountId)}
          />
          <span className="row__text">
            {accountSummary(account.account, form)}
            <RejectedMark account={account} />
          </span>
        </label>
      ))}
      <label className={value === null ? 'row row--active' : 'row'}>
        <input type="radio" name="payoutAccount" className="visually-hidden" checked={value === null} onChange={() => onChange(null)} />
        <span className="row__text">{t(formChoiceKey)}</span>
      </label>
    </fieldset>
  );
}
