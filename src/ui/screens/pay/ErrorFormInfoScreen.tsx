import type { ScreenProps } from '../screenProps';
import { CardPaymentPage } from './CardPaymentScreen';

/** Product §2 /errorFormInfo: 'Edit card info' after a failed payment, the card form with its route's title and its own lead. */
export default function ErrorFormInfoScreen(props: ScreenProps) {
  return <CardPaymentPage {...props} leadKey="result.errorForm.description" />;
}
