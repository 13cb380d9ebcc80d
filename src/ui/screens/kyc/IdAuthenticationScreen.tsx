import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { identityReviewMachine } from '../../../engine/kyc/identityReviewMachine';
import { identityReviewStatus } from '../../../engine/statusCodes';
import type { PaymentMethod } from '../../../shared/generated/payment-methods.schema';
import { kycActors } from '../../app/flowActors/kyc';
import { provideFlow } from '../../app/provideFlow';
import { useFollowNavigate } from '../../app/followIntent';
import { useServices } from '../../app/services';
import { Spinner } from '../../components/Spinner';
import { useNavigator } from '../../router/hooks';
import { useSignInGuard } from '../../router/useSignInGuard';
import { ContinuePayment } from '../buy/ContinuePayment';
import type { ScreenProps } from '../screenProps';
import './kyc.css';

/** Product §4 identity-review statuses (query status): 0 in review, 1 approved, 2 rejected, 4 resubmit. */
const messageByStatus: Record<number, string> = {
  [identityReviewStatus.inReview]: 'kyc.authentication.pending',
  [identityReviewStatus.approved]: 'kyc.authentication.approved',
  [identityReviewStatus.rejected]: 'kyc.authentication.rejected',
  [identityReviewStatus.resubmit]: 'kyc.status.exception.description',
};

/** Approved: the buyer goes on to the cashier desk with the order being bought (product §4 53001-53004). */
const identityReviewed = (method: PaymentMethod) => method.identityReview === true;

/**
 * Product §2 /id_authentication?status=N: the identity review's status, through the engine's identity
 * review machine, which reads a review in progress again and makes the query follow its decision.
 * The page follows its query: a status changed while it is open (the machine's own decision, a
 * payment check, back and forward) starts the machine again from that status.
 */
export default function IdAuthenticationScreen({ route, query }: ScreenProps) {
  const { t } = useTranslation();
  const status = Number(query.get('status') ?? identityReviewStatus.inReview);
  const blocked = useSignInGuard(route, query);
  if (blocked) return <Spinner label={t('common.loading')} />;
  return <IdAuthentication key={status} routeName={route.name} titleKey={route.titleKey} initialStatus={status} />;
}

function IdAuthentication({ routeName, titleKey, initialStatus }: { routeName: string; titleKey: string; initialStatus: number }) {
  const { t } = useTranslation();
  const services = useServices();
  const navigator = useNavigator();
  const machine = useMemo(() => provideFlow(identityReviewMachine, kycActors(services.api)), [services.api]);
  const actor = useActorRef(machine, { input: { status: initialStatus } });
  useFollowNavigate(actor, services);
  const status = useSelector(actor, (snapshot) => snapshot.context.status);

  return (
    <div className="screen kyc-status" aria-live="polite">
      <h1 className="screen__title">{t(titleKey)}</h1>
      <p>{t(messageByStatus[status] ?? 'kyc.authentication.pending')}</p>
      {status === identityReviewStatus.inReview ? <Spinner label={t('kyc.authentication.pending')} /> : null}
      {status === identityReviewStatus.approved ? <ContinuePayment from={routeName} resumes={identityReviewed} /> : null}
      {status === identityReviewStatus.resubmit ? (
        <button type="button" className="button button--primary" onClick={() => navigator.navigate('fillInformation')}>
          {t('kyc.authentication.resubmit')}
        </button>
      ) : null}
      {status === identityReviewStatus.rejected ? (
        <button type="button" className="button" onClick={() => navigator.navigate('index')}>
          {t('common.backToHome')}
        </button>
      ) : null}
    </div>
  );
}
