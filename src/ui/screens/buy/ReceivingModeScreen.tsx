import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buildPlaceOrderQuery } from '../../../engine/buy/placeOrderQuery';
import { networkByCode } from '../../../shared/address/networks';
import { validateAddress } from '../../../shared/address/validate-address';
import { validateMemo } from '../../../shared/address/validate-memo';
import { ruleMessage } from '../../../shared/rules/rule-result';
import { useServices } from '../../app/services';
import { Spinner } from '../../components/Spinner';
import { StepBar } from '../../components/StepBar';
import { TextField } from '../../components/TextField';
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid';
import { useNavigator } from '../../router/hooks';
import { useStore } from '../../state/store';
import type { ScreenProps } from '../screenProps';
import { OrderSummary } from './OrderSummary';
import { useBuyDraft } from './useBuyDraft';
import { useNameResolution, type NameResolution } from './useNameResolution';

/**
 * Product §2 /receivingMode: the wallet address and memo for the chosen network, checked with the
 * network's rules (product §5). An ENS, Unstoppable or SPACE ID name is resolved through the API, and
 * the address it resolves to is shown under the field before the order uses it: a name is never
 * silently swapped for an address the user has not seen.
 */
export default function ReceivingModeScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const services = useServices();
  const navigator = useNavigator();
  const draft = useBuyDraft(['form', 'quote']);
  const merchantWallet = useStore(services.merchant).wallet;
  const [address, setAddress] = useState(draft.order?.address ?? merchantWallet?.address ?? '');
  const [memo, setMemo] = useState(draft.order?.memo ?? merchantWallet?.memo ?? '');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form, focusFirstInvalid] = useFocusFirstInvalid<HTMLFormElement>();
  const network = draft.form ? networkByCode(draft.form.network) : undefined;
  const typed = address.trim();
  const { resolution, resolve } = useNameResolution(services.api, network, draft.form?.crypto ?? '', typed);
  if (!draft.ready || !draft.form || !draft.quote) return <Spinner label={t('common.loading')} />;
  const { form: quoteForm, quote } = draft;
  if (!network)
    return (
      <p className="alert" role="alert">
        {t('errors.generic')}
      </p>
    );

  const addressCheck = resolution.kind === 'address' ? validateAddress(network, typed, quoteForm.crypto) : undefined;
  const addressError = !submitted
    ? undefined
    : resolution.kind === 'unresolved'
      ? t('validation.address.invalid', { crypto: quoteForm.crypto })
      : addressCheck
        ? ruleMessage(t, addressCheck)
        : undefined;
  const memoError = submitted ? ruleMessage(t, validateMemo(network, memo.trim())) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The button stays focusable while busy (aria-disabled), so a second press is ignored here.
    if (busy) return;
    setSubmitted(true);
    const memoValid = validateMemo(network, memo.trim()).valid;
    let finalAddress = typed;
    if (resolution.kind === 'resolved') {
      finalAddress = resolution.address;
    } else if (resolution.kind !== 'address') {
      // Continue came before the name's address was on screen: look it up and show it, and let the
      // user continue once they have seen it (or fix the name it did not resolve).
      setBusy(true);
      const found = await resolve(resolution.name);
      setBusy(false);
      if (!found) focusFirstInvalid();
      return;
    } else if (!addressCheck?.valid) {
      focusFirstInvalid();
      return;
    }
    if (!memoValid) {
      focusFirstInvalid();
      return;
    }
    const order = buildPlaceOrderQuery(quoteForm, quote, { address: finalAddress, memo: memo.trim() || undefined, merchantPath: merchantWallet?.merchantPath });
    services.buyDraft.set((current) => ({ ...current, order }));
    navigator.navigate('paymentMethod');
  };

  const memoLabel = network.memoLabelKey ? t(network.memoLabelKey) : t('buy.receiving.memo');
  return (
    <form ref={form} className="screen" onSubmit={(event) => void submit(event)} noValidate>
      <StepBar step={route.stepOfBuy} />
      <h1 className="screen__title">{t('buy.receiving.title')}</h1>
      <OrderSummary form={quoteForm} quote={quote} />
      <p className="notice" role="note">
        {t('buy.receiving.networkWarning', { network: network.name })}
      </p>
      <TextField
        label={t('buy.receiving.walletAddress')}
        placeholder={t('buy.receiving.addressPlaceholder', { crypto: quoteForm.crypto })}
        value={address}
        onChange={setAddress}
        readOnly={merchantWallet?.address !== undefined}
        autoComplete="off"
        spellCheck={false}
        error={addressError}
        hint={merchantWallet?.address ? t('buy.receiving.addressFromMerchant') : <ResolutionHint resolution={resolution} />}
      />
      {network.memoRegex !== undefined ? (
        <TextField
          label={`${memoLabel} (${t('common.optional')})`}
          placeholder={t('buy.receiving.memoPlaceholder')}
          value={memo}
          onChange={setMemo}
          error={memoError}
          hint={t('buy.receiving.memoHint')}
          autoComplete="off"
        />
      ) : null}
      <button type="submit" className="button button--primary button--block" aria-disabled={busy || undefined} aria-busy={busy || undefined}>
        {busy ? <Spinner inline label={t('common.processing')} /> : null}
        {t('common.continue')}
      </button>
    </form>
  );
}

/** Under the address field: the lookup of a typed name, then the full address it stands for, announced. */
function ResolutionHint({ resolution }: { resolution: NameResolution }) {
  const { t } = useTranslation();
  if (resolution.kind === 'address' || resolution.kind === 'unresolved') return null;
  return (
    <span role="status" className={resolution.kind === 'resolved' ? 'mono' : undefined}>
      {resolution.kind === 'resolving'
        ? t('buy.receiving.resolving', { name: resolution.name })
        : t('web.receiving.resolvedTo', { name: resolution.name, address: resolution.address })}
    </span>
  );
}
