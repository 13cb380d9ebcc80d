import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { kycQuota } from '../../../api/endpoints/kyc';
import type { KycQuota } from '../../../shared/generated/api/kyc.schema';
import { useServices } from '../../app/services';
import { formatFiat } from '../../components/format';
import { Spinner } from '../../components/Spinner';
import { useNavigator } from '../../router/hooks';
import { useSignInGuard } from '../../router/useSignInGuard';
import { useStore } from '../../state/store';
import type { ScreenProps } from '../screenProps';
import { levelOfStartRoute, quotaQuestionOf, saveKycLevel } from './kycFlow';
import './kyc.css';

/**
 * Product §2 /kycVerification and /kycVerify: why verification is needed (query type applePay,
 * eWallet or brazilPay names the payment that needs it), the current payment limit (product §6
 * 'Payment limit up to', for the fiat, side and method of the order), how long it takes, and the
 * start of the document flow. Signed-in users only (product §6).
 */
export default function KycStartScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const blocked = useSignInGuard(props.route, props.query);
  return blocked ? <Spinner label={t('common.loading')} /> : <KycStart {...props} />;
}

function KycStart({ route, query }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const { api, buyDraft, homeForm } = useServices();
  const draft = useStore(buyDraft);
  const home = useStore(homeForm);
  const { fiat, businessType, payType } = quotaQuestionOf(draft, home);
  const question = useMemo(() => ({ fiat, businessType, ...(payType ? { payType } : {}) }), [fiat, businessType, payType]);
  const navigator = useNavigator();
  const [quota, setQuota] = useState<KycQuota | undefined>();
  const type = query.get('type');
  const allowedTypes: readonly string[] = route.query.find((entry) => entry.name === 'type')?.values ?? [];

  useEffect(() => {
    let live = true;
    void kycQuota(api, question).then((result) => live && result.kind === 'ok' && setQuota(result.data));
    return () => {
      live = false;
    };
  }, [api, question]);

  return (
    <div className="screen kyc-start">
      <h1 className="screen__title">{t('kyc.start.title')}</h1>
      {type && allowedTypes.includes(type) ? <p className="notice">{t(`kyc.requiredFor.${type}`)}</p> : null}
      <p>{t('kyc.start.description')}</p>
      {quota ? <p className="field__hint">{t('kyc.paymentLimit', { amount: formatFiat(quota.quota, quota.fiat, i18n.language), fiat: quota.fiat })}</p> : null}
      <p className="field__hint">{t('kyc.start.duration')}</p>
      <button
        type="button"
        className="button button--primary button--block"
        onClick={() => {
          saveKycLevel(sessionStorage, levelOfStartRoute[route.name] ?? 1);
          navigator.navigate('idProof');
        }}
      >
        {t('kyc.start.button')}
      </button>
    </div>
  );
}
