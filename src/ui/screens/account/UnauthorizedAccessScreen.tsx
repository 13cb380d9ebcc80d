import type { ScreenProps } from '../screenProps';
import { AccountNotice } from './AccountNotice';

/** Product §2 /unauthorizedAccess: 'Unauthorized access' (product §8). */
export default function UnauthorizedAccessScreen({ route }: ScreenProps) {
  return <AccountNotice titleKey={route.titleKey} messageKey="errors.unauthorized" />;
}
