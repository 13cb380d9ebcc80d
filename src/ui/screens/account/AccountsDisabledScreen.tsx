import type { ScreenProps } from '../screenProps';
import { AccountNotice } from './AccountNotice';

/** Product §2 /accountsDisabled: 'Account disabled because of terms violation' (product §8). */
export default function AccountsDisabledScreen({ route }: ScreenProps) {
  return <AccountNotice titleKey={route.titleKey} messageKey="errors.accountDisabled" />;
}
