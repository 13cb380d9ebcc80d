import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { kycResult, kycStatus } from '../../../api/endpoints/kyc';
import { unwrap } from '../../../api/unwrap';
import { kycStatusMachine, type KycReview } from '../../../engine/kyc/kycStatusMachine';
import type { KycResult, KycStatusView } from '../../../shared/generated/api/kyc.schema';
import { provideFlow } from '../../app/provideFlow';
import { useFollowNavigate } from '../../app/followIntent';
import { useServices } from '../../app/services';
import { Spinner } from '../../components/Spinner';
import { useNavigator } from '../../router/RouterContext';
import { useSignInGuard } from '../../router/useSignInGuard';
import { ContinuePayment } from '../buy/ContinuePayment';
import type { ScreenProps } from '../screenProps';
import './kyc.css';

/** Spec §8 rejection reasons, by the server's reason code. */
const reasonKeys: Record<string, string> = {
  ownId: 'kyc.reasons.ownId',
  nameMatchesCardholder: 'kyc.reasons.nameMismatch',
  singleId: 'kyc.reasons.multipleIds',
};

/** Whatever method sent the buyer to the KYC, the payment goes on with it once verified. */
const anyMethod = () => true;

/**
 * The review as the engine reads it; nothing submitted yet is not started, never "under review".
 * The level of the submission (/kyc/getKycStatus kycLevel) says which flow a resubmission uses.
 */
export function kycReviewOf(view: KycResult, submission: Pick<KycStatusView, 'kycLevel'>): KycReview {
  const status = view.kycStatus === 'none' ? 'notStarted' : view.kycStatus;
  const reason = view.reasons.map((code) => reasonKeys[code]).find((key) => key !== undefined);
  return { status, level: submission.kycLevel, ...(reason ? { reasonKey: reason } : {}) };
}

/**
 * Spec §2 /kycStatus through the engine's KYC status machine: not started (with the way to start),
 * waiting (read again every kycPollIntervalMs), succeeded, exception (resubmit), failed with its
 * reason, or a risk account that cannot trade (spec §6).
 */
export default function KycStatusScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const blocked = useSignInGuard(props.route, props.query);
  return blocked ? <Spinner label={t('common.loading')} /> : <KycStatus {...props} />;
}

function KycStatus({ route }: ScreenProps) {
  const { t } = useTranslation();
  const services = useServices();
  const navigator = useNavigator();
  const machine = useMemo(
    () =>
      provideFlow(kycStatusMachine, {
        loadKycReview: fromPromise<KycReview, void>(async () => {
          const [result, submission] = await Promise.all([kycResult(services.api), kycStatus(services.api)]);
          return kycReviewOf(unwrap(result), unwrap(submission));
        }),
      }),
    [services.api],
  );
  const actor = useActorRef(machine);
  useFollowNavigate(actor, services);
  const state = useSelector(actor, (snapshot) => String(snapshot.value));
  const review = useSelector(actor, (snapshot) => snapshot.context.review);

  // Leaving for the KYC start (starting, resubmitting) shows no status of its own.
  if ((state === 'loading' && !review) || state === 'starting' || state === 'resubmitting') return <Spinner label={t('common.loading')} />;
  const shown = state === 'retrying' || state === 'loading' ? (review?.status ?? 'waiting') : state;
  return (
    <div className="screen kyc-status" aria-live="polite">
      <h1 className="visually-hidden">{t(route.titleKey)}</h1>
      <h2 className="screen__title">{t(`kyc.status.${shown}.title`)}</h2>
      <p>{t(shown === 'risk' ? 'errors.accountRisk' : `kyc.status.${shown}.description`)}</p>
      {shown === 'risk' ? <p className="field__hint">{t('kyc.status.risk.description')}</p> : null}
      {shown === 'failed' && review?.reasonKey ? <p className="alert">{t(review.reasonKey)}</p> : null}
      {shown === 'waiting' ? <Spinner label={t('kyc.status.waiting.title')} /> : null}
      {shown === 'notStarted' ? (
        <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'kyc.start' })}>{t('kyc.start.button')}</button>
      ) : null}
      {shown === 'exception' ? (
        <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'kyc.resubmit' })}>{t('kyc.status.exception.resubmit')}</button>
      ) : null}
      {shown === 'succeeded' ? <ContinuePayment from={route.name} resumes={anyMethod} /> : null}
      {shown === 'failed' || shown === 'risk' ? (
        <button type="button" className="button" onClick={() => navigator.navigate('index')}>{t('common.backToHome')}</button>
      ) : null}
    </div>
  );
}
