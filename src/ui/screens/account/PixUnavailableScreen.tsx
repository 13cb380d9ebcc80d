import type { ScreenProps } from '../screenProps';
import { AccountNotice } from './AccountNotice';

/** Product §2 PIX-unavailable screen: no Brazilian identity could be obtained for PIX (product §6, §8). */
export default function PixUnavailableScreen({ route }: ScreenProps) {
  return (
    <AccountNotice
      titleKey={route.titleKey}
      messageKey="errors.pixUnavailable"
      action={{ labelKey: 'errors.screen.chooseAnotherMethod', route: 'paymentMethod' }}
    />
  );
}
