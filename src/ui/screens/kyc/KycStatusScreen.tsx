import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import { kycQuota, kycResult, kycStatus } from '../../../api/endpoints/kyc';
import { unwrap } from '../../../api/unwrap';
import { kycStatusMachine, type KycReview } from '../../../engine/kyc/kycStatusMachine';
import { customerService } from '../../../shared/config/customerService';
import type { KycQuotaBody, KycResult, KycStatusView } from '../../../shared/generated/api/kyc.schema';
import { provideFlow } from '../../app/provideFlow';
import { useFollowNavigate } from '../../app/followIntent';
import { useServices, type AppServices } from '../../app/services';
import { formatFiat } from '../../components/format';
import { Spinner } from '../../components/Spinner';
import { useNavigator } from '../../router/hooks';
import { useSignInGuard } from '../../router/useSignInGuard';
import { ContinuePayment } from '../buy/ContinuePayment';
import type { ScreenProps } from '../screenProps';
import { quotaQuestionOf } from './kycFlow';
import './kyc.css';

/** Product §8 rejection reasons, by the server's reason code. */
const reasonKeys: Record<string, string> = {
  ownId: 'kyc.reasons.ownId',
  nameMatchesCardholder: 'kyc.reasons.nameMismatch',
  singleId: 'kyc.reasons.multipleIds',
};

/** Whatever method sent the buyer to the KYC, the payment goes on with it once verified. */
const anyMethod = () => true;

/**
 * The review as the engine reads it; nothing submitted yet is not started, never "under review".
 * The level of the submission (/kyc/getKycStatus kycLevel) says which flow a resubmission uses; a
 * rejection keeps every reason the server gave.
 */
export function kycReviewOf(view: KycResult, submission: Pick<KycStatusView, 'kycLevel'>): KycReview {
  const status = view.kycStatus === 'none' ? 'notStarted' : view.kycStatus;
  const reasons = view.reasons.map((code) => reasonKeys[code]).filter((key) => key !== undefined);
  return { status, level: submission.kycLevel, ...(reasons.length > 0 ? { reasonKeys: reasons } : {}) };
}

/**
 * The review, and for a rejected one what the user may still pay: the limit of what they are doing
 * (the order's fiat and method, else the home tab's, as the KYC start asks it).
 */
async function loadReview(api: ApiClient, services: Pick<AppServices, 'buyDraft' | 'homeForm'>): Promise<KycReview> {
  const [result, submission] = await Promise.all([kycResult(api), kycStatus(api)]);
  const review = kycReviewOf(unwrap(result), unwrap(submission));
  if (review.status !== 'failed') return review;
  const question: KycQuotaBody = quotaQuestionOf(services.buyDraft.get(), services.homeForm.get());
  const quota = await kycQuota(api, question);
  return quota.kind === 'ok' ? { ...review, limit: { amount: quota.data.quota, fiat: quota.data.fiat } } : review;
}

/**
 * Product §2 /kycStatus through the engine's KYC status machine: not started (with the way to start),
 * waiting (read again every kycPollIntervalMs), succeeded, exception (resubmit), failed with every
 * reason, what the user may still pay and where to get help (never a login, which cannot help), or
 * a risk account that cannot trade (product §6), with the same help.
 */
export default function KycStatusScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const blocked = useSignInGuard(props.route, props.query);
  return blocked ? <Spinner label={t('common.loading')} /> : <KycStatus {...props} />;
}

function KycStatus({ route }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const services = useServices();
  const navigator = useNavigator();
  const machine = useMemo(
    () =>
      provideFlow(kycStatusMachine, {
        loadKycReview: fromPromise<KycReview, void>(() => loadReview(services.api, services)),
      }),
    [services],
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
      {shown === 'failed' && review?.reasonKeys ? (
        <ul className="alert kyc-status__reasons">
          {review.reasonKeys.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      ) : null}
      {shown === 'failed' && review?.limit ? (
        <p>{t('kyc.status.failed.stillAllowed', { amount: formatFiat(review.limit.amount, review.limit.fiat, i18n.language), fiat: review.limit.fiat })}</p>
      ) : null}
      {shown === 'failed' || shown === 'risk' ? (
        <p>
          {t('kyc.status.support', { hours: customerService.replyWithinHours })} <a href={`mailto:${customerService.email}`}>{customerService.email}</a>
        </p>
      ) : null}
      {shown === 'waiting' ? <Spinner label={t('kyc.status.waiting.title')} /> : null}
      {shown === 'notStarted' ? (
        <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'kyc.start' })}>
          {t('kyc.start.button')}
        </button>
      ) : null}
      {shown === 'exception' ? (
        <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'kyc.resubmit' })}>
          {t('kyc.status.exception.resubmit')}
        </button>
      ) : null}
      {shown === 'succeeded' ? <ContinuePayment from={route.name} resumes={anyMethod} /> : null}
      {shown === 'failed' || shown === 'risk' ? (
        <button type="button" className="button" onClick={() => navigator.navigate('index')}>
          {t('common.backToHome')}
        </button>
      ) : null}
    </div>
  );
}
