import { AccountNotice } from './AccountNotice';

/** Spec §2 /unauthorizedAccess: 'Unauthorized access' (spec §8). */
export default function UnauthorizedAccessScreen() {
  return <AccountNotice titleKey="errors.screen.unauthorized" messageKey="errors.unauthorized" />;
}
