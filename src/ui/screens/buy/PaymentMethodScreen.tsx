import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { configMethodSources } from '../../../shared/availability/configSources';
import { offeredMethods } from '../../../shared/availability/offeredMethods';
import { AssetIcon } from '../../components/AssetIcon';
import { paysInNewTab, useEmbedCapabilities } from '../../merchant/embed/embedCapabilities';
import '../../merchant/embed/embed.css';
import { Spinner } from '../../components/Spinner';
import { StepBar } from '../../components/StepBar';
import type { ScreenProps } from '../screenProps';
import { MethodCheckout } from './MethodCheckout';
import { OrderSummary } from './OrderSummary';
import { useBuyDraft } from './useBuyDraft';

/**
 * Product §2 /paymentMethod: the catalogue's methods for the fiat and country (nationality is
 * checked once the identity is known; the availability map's own function), a hint on those a
 * frame makes continue in a new tab, the issuing bank where the method has banks, the fee
 * panel priced with the chosen method, and Continue into the payment checks.
 */
export default function PaymentMethodScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const draft = useBuyDraft(['form', 'quote', 'order']);
  const [payWayCode, setPayWayCode] = useState<string | null>(draft.order?.payWayCode ?? null);
  const [bankCode, setBankCode] = useState<string | null>(draft.bankCode);
  const form = draft.form;
  const methods = useMemo(
    () => (form ? offeredMethods('buy', { fiat: form.fiat, country: form.alpha2 }, configMethodSources).map((offered) => offered.method) : []),
    [form],
  );
  const capabilities = useEmbedCapabilities();
  if (!draft.ready || !form || !draft.order) return <Spinner label={t('common.loading')} />;
  const method = methods.find((candidate) => candidate.payWayCode === payWayCode);

  return (
    <div className="screen">
      <StepBar step={route.stepOfBuy} />
      <h1 className="screen__title">{t('buy.method.title')}</h1>
      {methods.length === 0 ? <p className="notice">{t('buy.method.none')}</p> : null}
      <fieldset className="method-list">
        <legend className="field__label">{t('buy.method.choose')}</legend>
        {methods.map((candidate) => (
          <label key={candidate.payWayCode} className={candidate.payWayCode === payWayCode ? 'row row--active' : 'row'}>
            <input
              type="radio"
              name="payWayCode"
              className="visually-hidden"
              checked={candidate.payWayCode === payWayCode}
              onChange={() => {
                setPayWayCode(candidate.payWayCode);
                setBankCode(null);
              }}
            />
            <AssetIcon src={candidate.icon} className="row__icon" />
            {/* docs/embedding.md: a frame without the payment permission pays this method in a new tab. */}
            {paysInNewTab(candidate, capabilities) ? (
              <span className="row__text">
                <span>{t(candidate.nameKey)}</span>
                <span className="row__hint">{t('embed.newTab.methodHint')}</span>
              </span>
            ) : (
              <span className="row__text">{t(candidate.nameKey)}</span>
            )}
          </label>
        ))}
      </fieldset>
      {method?.banks ? (
        <fieldset className="method-list">
          <legend className="field__label">{t('buy.method.selectBank')}</legend>
          {method.banks.map((bank) => (
            <label key={bank.bankCode} className={bank.bankCode === bankCode ? 'row row--active' : 'row'}>
              <input
                type="radio"
                name="bankCode"
                className="visually-hidden"
                checked={bank.bankCode === bankCode}
                onChange={() => setBankCode(bank.bankCode)}
              />
              <AssetIcon src={bank.icon} className="row__icon" />
              <span className="row__text">{t(bank.nameKey)}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {method ? (
        <MethodCheckout key={method.payWayCode} method={method} bankCode={bankCode} from={route.name} />
      ) : draft.quote ? (
        <OrderSummary form={form} quote={draft.quote} wallet={draft.order} />
      ) : null}
    </div>
  );
}
