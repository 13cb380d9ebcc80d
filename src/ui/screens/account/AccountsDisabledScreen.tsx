import { AccountNotice } from './AccountNotice';

/** Spec §2 /accountsDisabled: 'Account disabled because of terms violation' (spec §8). */
export default function AccountsDisabledScreen() {
  return <AccountNotice titleKey="errors.screen.accountDisabled" messageKey="errors.accountDisabled" />;
}
