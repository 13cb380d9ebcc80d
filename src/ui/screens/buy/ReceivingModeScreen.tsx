import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveEns } from '../../../api/endpoints/buy';
import { buildPlaceOrderQuery } from '../../../engine/buy/placeOrderQuery';
import { networkByCode } from '../../../shared/address/networks';
import { isNameServiceName, validateAddress } from '../../../shared/address/validate-address';
import { validateMemo } from '../../../shared/address/validate-memo';
import { ruleMessage } from '../../../shared/rules/rule-result';
import { useServices } from '../../app/services';
import { Spinner } from '../../components/Spinner';
import { StepBar } from '../../components/StepBar';
import { TextField } from '../../components/TextField';
import { useNavigator } from '../../router/RouterContext';
import { useStore } from '../../state/store';
import type { ScreenProps } from '../registry';
import { OrderSummary } from './OrderSummary';
import { useBuyDraft } from './useBuyDraft';

/**
 * Spec §2 /receivingMode: the wallet address and memo for the chosen network, checked with the
 * network's rules (spec §5). An ENS, Unstoppable or SPACE ID name is resolved through the API.
 */
export default function ReceivingModeScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const services = useServices();
  const navigator = useNavigator();
  const draft = useBuyDraft(['form', 'quote']);
  const merchantWallet = useStore(services.merchant).wallet;
  const [address, setAddress] = useState(draft.order?.address ?? merchantWallet?.address ?? '');
  const [memo, setMemo] = useState(draft.order?.memo ?? merchantWallet?.memo ?? '');
  const [resolved, setResolved] = useState<{ name: string; address: string } | null>(null);
  const [resolveFailed, setResolveFailed] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!draft.ready || !draft.form || !draft.quote) return <Spinner label={t('common.loading')} />;
  const { form, quote } = draft;
  const network = networkByCode(form.network);
  if (!network) return <p className="alert" role="alert">{t('errors.generic')}</p>;

  const typed = address.trim();
  const isName = isNameServiceName(network, typed);
  const addressCheck = isName ? undefined : validateAddress(network, typed, form.crypto);
  const addressError = submitted
    ? resolveFailed
      ? t('validation.address.invalid', { crypto: form.crypto })
      : addressCheck
        ? ruleMessage(t, addressCheck)
        : undefined
    : undefined;
  const memoError = submitted ? ruleMessage(t, validateMemo(network, memo.trim())) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setResolveFailed(false);
    if (!validateMemo(network, memo.trim()).valid) return;
    let finalAddress = typed;
    if (isName) {
      setBusy(true);
      const answer = await resolveEns(services.api, typed);
      setBusy(false);
      const found = answer.kind === 'ok' ? answer.data.address : undefined;
      if (!found || !validateAddress(network, found, form.crypto).valid) {
        setResolveFailed(true);
        return;
      }
      setResolved({ name: typed, address: found });
      finalAddress = found;
    } else if (!addressCheck?.valid) {
      return;
    }
    const order = buildPlaceOrderQuery(form, quote, { address: finalAddress, memo: memo.trim() || undefined, merchantPath: merchantWallet?.merchantPath });
    services.buyDraft.set((current) => ({ ...current, order }));
    navigator.navigate('paymentMethod');
  };

  const memoLabel = network.memoLabelKey ? t(network.memoLabelKey) : t('buy.receiving.memo');
  return (
    <form className="screen" onSubmit={(event) => void submit(event)} noValidate>
      <StepBar step={route.stepOfBuy} />
      <h1 className="screen__title">{t('buy.receiving.title')}</h1>
      <OrderSummary form={form} quote={quote} />
      <p className="notice" role="note">{t('buy.receiving.networkWarning', { network: network.name })}</p>
      <TextField
        label={t('buy.receiving.walletAddress')}
        placeholder={t('buy.receiving.addressPlaceholder', { crypto: form.crypto })}
        value={address}
        onChange={(value) => {
          setAddress(value);
          setResolved(null);
          setResolveFailed(false);
        }}
        readOnly={merchantWallet?.address !== undefined}
        autoComplete="off"
        spellCheck={false}
        error={addressError}
        hint={merchantWallet?.address ? t('buy.receiving.addressFromMerchant') : resolved ? t('web.receiving.resolvedTo', { name: resolved.name, address: resolved.address }) : undefined}
      />
      {network.memoRegex !== undefined ? (
        <TextField label={`${memoLabel} (${t('common.optional')})`} placeholder={t('buy.receiving.memoPlaceholder')} value={memo} onChange={setMemo} error={memoError} hint={t('buy.receiving.memoHint')} autoComplete="off" />
      ) : null}
      <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy || undefined}>
        {busy ? <Spinner inline label={t('common.processing')} /> : null}
        {t('common.continue')}
      </button>
    </form>
  );
}
