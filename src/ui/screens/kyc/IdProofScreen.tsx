import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { kycUserDetail } from '../../../api/endpoints/kyc';
import { methodByCode } from '../../../shared/config/paymentMethods';
import type { KycPhoto } from '../../../shared/generated/api/kyc.schema';
import type { PaymentMethod } from '../../../shared/generated/payment-methods.schema';
import { useServices } from '../../app/services';
import { Spinner } from '../../components/Spinner';
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid';
import { CaptureInNewTab } from '../../merchant/embed/CaptureInNewTab';
import { missing, useEmbedCapabilities } from '../../merchant/embed/embedCapabilities';
import { useNavigator } from '../../router/hooks';
import { useSignInGuard } from '../../router/useSignInGuard';
import { useStore } from '../../state/store';
import type { ScreenProps } from '../screenProps';
import { identityFieldsFor, identityOf, nationalityRuleKey, validateIdentity, type IdentityData, type IdentityField } from './identityFields';
import { IdentityForm } from './IdentityForm';
import { kycLevel } from './kycFlow';
import { submitDocumentKyc, submitLegendKyc } from './kycCalls';
import { PhotoField } from './PhotoField';
import { emptyStart, formStartOf, type FormStart } from './resubmission';
import './kyc.css';

type Photos = { id: File | null; selfie: File | null; proofOfAddress: File | null };

/**
 * Product §2 /idProof: the identity form, the ID photo and the selfie; the second flow (level 2) adds
 * the proof of address. The method being paid (the buy draft's, chosen before the checks sent the
 * user here) decides the form: with a nationality rule the Turkey-form fields (nationality first)
 * under that rule's own text, for PIX with the CPF as ID number. Photos are checked on choice
 * (product §5); nothing typed is lost on an error. The form starts from what was sent before:
 * a resubmission from its details, the next level from the approved identity and the photos the
 * server keeps; a masked ID number is typed again, and each field or photo that needs it says so.
 */
export default function IdProofScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const blocked = useSignInGuard(props.route, props.query);
  return blocked ? <Spinner label={t('common.loading')} /> : <IdProof {...props} />;
}

function IdProof(props: ScreenProps) {
  const { t } = useTranslation();
  const { api, buyDraft } = useServices();
  const draft = useStore(buyDraft);
  const method = draft.order?.payWayCode ? methodByCode('buy', draft.order.payWayCode) : undefined;
  const fields = identityFieldsFor(method);
  const [start, setStart] = useState<FormStart | undefined>();
  useEffect(() => {
    let live = true;
    void kycUserDetail(api).then((answer) => live && setStart(answer.kind === 'ok' ? formStartOf(fields, answer.data) : emptyStart));
    return () => {
      live = false;
    };
  }, [api, fields]);
  return start ? (
    <IdProofForm route={props.route} start={start} method={method} fields={fields} orderNo={draft.orderNo} />
  ) : (
    <Spinner label={t('common.loading')} />
  );
}

interface IdProofFormProps {
  route: ScreenProps['route'];
  start: FormStart;
  method: PaymentMethod | undefined;
  fields: IdentityField[];
  orderNo: string | null;
}

function IdProofForm({ route, start, method, fields, orderNo }: IdProofFormProps) {
  const { t } = useTranslation();
  const services = useServices();
  const navigator = useNavigator();
  const level = kycLevel(sessionStorage);
  const ruleKey = method ? nationalityRuleKey(method) : undefined;
  const [data, setData] = useState<IdentityData>(start.data);
  const kept = (kind: KycPhoto['kind']) => start.photosKept.includes(kind);
  const notes = Object.fromEntries(Object.entries(start.masked).map(([name, value]) => [name, t('kyc.resubmit.reenterMasked', { value })]));
  const [photos, setPhotos] = useState<Photos>({ id: null, selfie: null, proofOfAddress: null });
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form, focusFirstInvalid] = useFocusFirstInvalid<HTMLFormElement>();
  const errors = attempted ? validateIdentity(fields, data) : {};
  const needsAddressProof = level === 2;
  // docs/embedding.md: a frame without the camera keeps the uploads and offers a new tab.
  const cameraMissing = missing(useEmbedCapabilities(), 'camera');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const identity = identityOf(fields, data);
    const { id, selfie, proofOfAddress } = photos;
    const missingPhoto = (!id && !kept('id')) || (!selfie && !kept('selfie')) || (needsAddressProof && !proofOfAddress && !kept('proofOfAddress'));
    if (!identity || missingPhoto) {
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    const ok = needsAddressProof
      ? await submitDocumentKyc(services.api, identity, { id, selfie, proofOfAddress })
      : await submitLegendKyc(services.api, identity, { id, selfie });
    setBusy(false);
    if (ok) navigator.navigate('kycStatus', undefined, { replace: true });
  };

  return (
    <form ref={form} className="screen kyc-id-proof" onSubmit={(event) => void submit(event)} noValidate>
      <h1 className="screen__title">{t(route.titleKey)}</h1>
      <p className="field__hint">{t('legend.reviewTime')}</p>
      {cameraMissing ? <CaptureInNewTab routeName={route.name} orderNo={orderNo} /> : null}
      <h2 className="fee-panel__title">{t(method && ruleKey ? 'turkey.title' : 'legend.title')}</h2>
      {method && ruleKey ? <p className="field__hint">{t(ruleKey, { method: t(method.nameKey) })}</p> : null}
      {start.kept ? <p className="notice">{t(`kyc.resubmit.${start.kept}`)}</p> : null}
      <IdentityForm fields={fields} data={data} onChange={setData} errors={errors} notes={notes} />
      <PhotoField
        labelKey="kyc.documents.idProof"
        hintKey="kyc.documents.idProofHint"
        file={photos.id}
        missing={attempted}
        kept={kept('id')}
        onChange={(file) => setPhotos((p) => ({ ...p, id: file }))}
      />
      <PhotoField
        labelKey="kyc.documents.selfie"
        hintKey="kyc.documents.selfieHint"
        file={photos.selfie}
        missing={attempted}
        kept={kept('selfie')}
        onChange={(file) => setPhotos((p) => ({ ...p, selfie: file }))}
      />
      {needsAddressProof ? (
        <PhotoField
          labelKey="kyc.documents.proofOfAddress"
          hintKey="kyc.documents.proofOfAddressHint"
          file={photos.proofOfAddress}
          missing={attempted}
          kept={kept('proofOfAddress')}
          onChange={(file) => setPhotos((p) => ({ ...p, proofOfAddress: file }))}
        />
      ) : null}
      <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy || undefined}>
        {busy ? <Spinner inline label={t('common.processing')} /> : null}
        {t('common.submit')}
      </button>
    </form>
  );
}
