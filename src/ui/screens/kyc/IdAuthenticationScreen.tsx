import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { identityAuthStatus } from '../../../api/endpoints/kyc';
import { constants } from '../../../shared/config/constants';
import { useServices } from '../../app/services';
import { Spinner } from '../../components/Spinner';
import { useNavigator } from '../../router/RouterContext';
import type { ScreenProps } from '../registry';
import './kyc.css';

/** Spec §4 identity-review statuses (query status): 0 in review, 1 approved, 2 rejected, 4 resubmit. */
const messageByStatus: Record<string, string> = {
  '0': 'kyc.authentication.pending',
  '1': 'kyc.authentication.approved',
  '2': 'kyc.authentication.rejected',
  '4': 'kyc.status.exception.description',
};
const inReview = '0';

/**
 * Spec §2 /id_authentication?status=N: the identity review's status; while in review it is read
 * again (GET /kyc/auth/status) and the query follows, so a reload shows the latest status.
 */
export default function IdAuthenticationScreen({ route, query }: ScreenProps) {
  const { t } = useTranslation();
  const { api } = useServices();
  const navigator = useNavigator();
  const [status, setStatus] = useState(query.get('status') ?? inReview);

  useEffect(() => {
    if (status !== inReview) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void identityAuthStatus(api, controller.signal).then((result) => {
        if (result.kind !== 'ok') return;
        const next = result.data.status === undefined || result.data.status === null ? inReview : String(result.data.status);
        setStatus(next);
        if (next !== inReview) navigator.navigate('idAuthentication', { status: next }, { replace: true });
      });
    }, constants.kycPollIntervalMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [status, api, navigator]);

  return (
    <div className="screen kyc-status" aria-live="polite">
      <h1 className="screen__title">{t(route.titleKey)}</h1>
      <p>{t(messageByStatus[status] ?? 'kyc.authentication.pending')}</p>
      {status === inReview ? <Spinner label={t('kyc.authentication.pending')} /> : null}
      {status === '1' ? (
        <button type="button" className="button button--primary" onClick={() => navigator.navigate('paymentMethod')}>{t('common.continue')}</button>
      ) : null}
      {status === '4' ? (
        <button type="button" className="button button--primary" onClick={() => navigator.navigate('fillInformation')}>{t('kyc.authentication.resubmit')}</button>
      ) : null}
      {status === '2' ? (
        <button type="button" className="button" onClick={() => navigator.navigate('index')}>{t('common.backToHome')}</button>
      ) : null}
    </div>
  );
}
