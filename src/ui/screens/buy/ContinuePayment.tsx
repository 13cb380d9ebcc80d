import { useTranslation } from 'react-i18next';
import { methodByCode } from '../../../shared/config/paymentMethods';
import type { PaymentMethod } from '../../../shared/generated/payment-methods.schema';
import { useServices } from '../../app/services';
import { useNavigator } from '../../router/hooks';
import { useStore } from '../../state/store';
import { MethodCheckout } from './MethodCheckout';

interface ContinuePaymentProps {
  /** The route the user continues from (the payment checks replace it in the history). */
  from: string;
  /** Which of the draft's methods this detour was for; another method goes back home. */
  resumes: (method: PaymentMethod) => boolean;
}

/**
 * The way on after an identity detour the payment asked for (KYC, identity review): the payment
 * the user was making, with the draft's method, amount and wallet at a fresh price, one Continue
 * from here to its payment page; without a buy in progress, home.
 */
export function ContinuePayment({ from, resumes }: ContinuePaymentProps) {
  const { t } = useTranslation();
  const services = useServices();
  const navigator = useNavigator();
  const draft = useStore(services.buyDraft);
  const method = draft.order?.payWayCode ? methodByCode('buy', draft.order.payWayCode) : undefined;
  if (draft.form && method && resumes(method)) return <MethodCheckout method={method} bankCode={draft.bankCode} from={from} />;
  return (
    <button type="button" className="button button--primary" onClick={() => navigator.navigate('index')}>
      {t('common.continue')}
    </button>
  );
}
