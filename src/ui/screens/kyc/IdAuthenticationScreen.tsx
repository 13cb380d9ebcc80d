import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { identityAuthStatus } from '../../../api/endpoints/kyc';
import { unwrap } from '../../../api/unwrap';
import { identityReviewMachine } from '../../../engine/kyc/identityReviewMachine';
import { identityReviewStatus } from '../../../engine/statusCodes';
import { followNavigate } from '../../app/followIntent';
import { useServices } from '../../app/services';
import { Spinner } from '../../components/Spinner';
import { useNavigator } from '../../router/RouterContext';
import type { ScreenProps } from '../registry';
import './kyc.css';

/** Spec §4 identity-review statuses (query status): 0 in review, 1 approved, 2 rejected, 4 resubmit. */
const messageByStatus: Record<number, string> = {
  [identityReviewStatus.inReview]: 'kyc.authentication.pending',
  [identityReviewStatus.approved]: 'kyc.authentication.approved',
  [identityReviewStatus.rejected]: 'kyc.authentication.rejected',
  [identityReviewStatus.resubmit]: 'kyc.status.exception.description',
};

/**
 * Spec §2 /id_authentication?status=N: the identity review's status, through the engine's identity
 * review machine, which reads a review in progress again and makes the query follow its decision.
 */
export default function IdAuthenticationScreen({ route, query }: ScreenProps) {
  const { t } = useTranslation();
  const services = useServices();
  const navigator = useNavigator();
  const machine = useMemo(
    () => identityReviewMachine.provide({ actors: { readReview: fromPromise(async ({ signal }) => unwrap(await identityAuthStatus(services.api, signal))) } }),
    [services.api],
  );
  const actor = useActorRef(machine, { input: { status: Number(query.get('status') ?? identityReviewStatus.inReview) } });
  useEffect(() => {
    const subscription = actor.on('navigate', (intent) => followNavigate(services, intent));
    return () => subscription.unsubscribe();
  }, [actor, services]);
  const status = useSelector(actor, (snapshot) => snapshot.context.status);

  return (
    <div className="screen kyc-status" aria-live="polite">
      <h1 className="screen__title">{t(route.titleKey)}</h1>
      <p>{t(messageByStatus[status] ?? 'kyc.authentication.pending')}</p>
      {status === identityReviewStatus.inReview ? <Spinner label={t('kyc.authentication.pending')} /> : null}
      {status === identityReviewStatus.approved ? (
        <button type="button" className="button button--primary" onClick={() => navigator.navigate('paymentMethod')}>{t('common.continue')}</button>
      ) : null}
      {status === identityReviewStatus.resubmit ? (
        <button type="button" className="button button--primary" onClick={() => navigator.navigate('fillInformation')}>{t('kyc.authentication.resubmit')}</button>
      ) : null}
      {status === identityReviewStatus.rejected ? (
        <button type="button" className="button" onClick={() => navigator.navigate('index')}>{t('common.backToHome')}</button>
      ) : null}
    </div>
  );
}
