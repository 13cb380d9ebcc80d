import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { kycQuota } from '../../../api/endpoints/kyc';
import type { KycQuota } from '../../../shared/generated/api/kyc.schema';
import { useServices } from '../../app/services';
import { formatFiat } from '../../components/format';
import { useNavigator } from '../../router/RouterContext';
import { useStore } from '../../state/store';
import type { ScreenProps } from '../registry';
import { levelOfStartRoute, quotaFiatOf, saveKycLevel } from './kycFlow';
import './kyc.css';

/**
 * Spec §2 /kycVerification and /kycVerify: why verification is needed (query type applePay,
 * eWallet or brazilPay names the payment that needs it), the current payment limit (spec §6
 * 'Payment limit up to'), how long it takes, and the start of the document flow.
 */
export default function KycStartScreen({ route, query }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const { api, buyDraft, homeForm } = useServices();
  const fiat = quotaFiatOf(useStore(buyDraft), useStore(homeForm));
  const navigator = useNavigator();
  const [quota, setQuota] = useState<KycQuota | undefined>();
  const type = query.get('type');
  const allowedTypes: readonly string[] = route.query.find((entry) => entry.name === 'type')?.values ?? [];

  useEffect(() => {
    let live = true;
    void kycQuota(api, { fiat }).then((result) => live && result.kind === 'ok' && setQuota(result.data));
    return () => {
      live = false;
    };
  }, [api, fiat]);

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
