import type { ScreenProps } from '../screenProps';
import { AccountNotice } from './AccountNotice';

/** Product §2 /kyc-error-countryCheck: the nationality does not match the payment (TR, PL, NL, BE methods). */
export default function NationalityMismatchScreen({ route }: ScreenProps) {
  return (
    <AccountNotice
      titleKey={route.titleKey}
      messageKey="errors.nationalityMismatch"
      action={{ labelKey: 'errors.screen.chooseAnotherMethod', route: 'paymentMethod' }}
    />
  );
}
