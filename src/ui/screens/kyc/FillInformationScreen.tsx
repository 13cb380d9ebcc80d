import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { identityAuthCreate } from '../../../api/endpoints/kyc';
import { useServices } from '../../app/services';
import { Spinner } from '../../components/Spinner';
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid';
import { useNavigator } from '../../router/hooks';
import type { ScreenProps } from '../screenProps';
import { identityBody, identityOf, reviewFields, validateIdentity, type IdentityData } from './identityFields';
import { IdentityForm } from './IdentityForm';
import { saveSubmittedIdentity, submittedIdentity } from './kycFlow';
import './kyc.css';

/**
 * Product §2 /fillInformation: the identity review asked before a cashier-desk bank transfer when none
 * was submitted (product §4). On submit the review starts and /id_authentication shows its status. A
 * review that asks for a resubmission (status 4) reopens the form with what was sent last.
 */
export default function FillInformationScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const { api } = useServices();
  const navigator = useNavigator();
  const [data, setData] = useState<IdentityData>(() => submittedIdentity(sessionStorage));
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form, focusFirstInvalid] = useFocusFirstInvalid<HTMLFormElement>();
  const errors = attempted ? validateIdentity(reviewFields, data) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const identity = identityOf(reviewFields, data);
    if (!identity) {
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    const result = await identityAuthCreate(api, identity);
    setBusy(false);
    if (result.kind !== 'ok') return;
    saveSubmittedIdentity(sessionStorage, identityBody(reviewFields, data));
    navigator.navigate('idAuthentication', { status: String(result.data.status ?? 0) }, { replace: true });
  };

  return (
    <form ref={form} className="screen fill-information" onSubmit={(event) => void submit(event)} noValidate>
      <h1 className="screen__title">{t(route.titleKey)}</h1>
      <p className="screen__lead">{t('kyc.fillInformation')}</p>
      <IdentityForm fields={reviewFields} data={data} onChange={setData} errors={errors} />
      <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy || undefined}>
        {busy ? <Spinner inline label={t('common.processing')} /> : null}
        {t('common.submit')}
      </button>
    </form>
  );
}
