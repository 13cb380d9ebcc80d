import { AccountNotice } from './AccountNotice';

/** Spec §2 PIX-unavailable screen: no Brazilian identity could be obtained for PIX (spec §6, §8). */
export default function PixUnavailableScreen() {
  return (
    <AccountNotice
      titleKey="errors.screen.pixUnavailable"
      messageKey="errors.pixUnavailable"
      action={{ labelKey: 'errors.screen.chooseAnotherMethod', route: 'paymentMethod' }}
    />
  );
}
