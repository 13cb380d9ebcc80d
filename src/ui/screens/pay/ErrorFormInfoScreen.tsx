import type { ScreenProps } from '../registry';
import { CardPaymentPage } from './CardPaymentScreen';

/** Spec §2 /errorFormInfo: 'Edit card info' after a failed payment, the card form with its own heading. */
export default function ErrorFormInfoScreen(props: ScreenProps) {
  return <CardPaymentPage {...props} titleKey="result.errorForm.title" leadKey="result.errorForm.description" />;
}
