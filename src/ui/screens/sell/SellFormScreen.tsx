import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createSellOrder, payoutAccountList, savePayoutAccount } from '../../../api/endpoints/sell';
import type { QuoteForm } from '../../../engine/quote/quoteMachine';
import type { PayoutAccount } from '../../../shared/generated/api/payout.schema';
import type { PaymentMethod } from '../../../shared/generated/payment-methods.schema';

import { useServices } from '../../app/services';
import { FeePanel } from '../../components/FeePanel';
import { Spinner } from '../../components/Spinner';
import { PayoutForm } from '../../payout-form/PayoutForm';
import type { PayoutData } from '../../payout-form/payoutValidator';
import type { PayoutChoice } from '../../payout-form/loadPayoutForm';
import { usePayoutChoices } from '../../payout-form/usePayoutChoices';
import { AssetIcon } from '../../components/AssetIcon';
import { notifyHost } from '../../merchant/hostMessages';
import { useNavigator } from '../../router/hooks';
import { useQuote } from '../home/useQuote';
import type { ScreenProps } from '../screenProps';
import { preselectedAccount, SavedAccounts } from './SavedAccounts';
import { applySellDeepLink, sellChoiceOf } from './sellChoice';
import './sell.css';
import type { PayoutFormInUse } from '../../../shared/payout/resolve';

const noContinue = () => undefined;

/**
 * Product §2 /sell-formUserInfo: the payout details for the sell order. The payout method (a bank
 * account in the country's form, config/payout-forms/<country>.json, or a card or e-wallet in the
 * method's shared form), a saved account or a new one, the live sell quote; then the order is
 * created and the user goes on to send the crypto. What was typed stays on any server error.
 */
export default function SellFormScreen({ route, query }: ScreenProps) {
  const { t } = useTranslation();
  const services = useServices();
  // The sell form as the page opens on it, read once: product §4, a deep link (source 3) pre-fills it
  // before anything reads it.
  const [initial] = useState(() => {
    applySellDeepLink(services, query, sessionStorage);
    return services.homeForm.get().sell;
  });
  const { country } = sellChoiceOf(initial);
  const choices = usePayoutChoices(country, initial.fiat);
  const [payWayCode, setPayWayCode] = useState<string | null>(null);
  const chosen = choices.kind === 'ready' ? (choices.choices.find((choice) => choice.method.payWayCode === payWayCode) ?? choices.choices[0]) : undefined;

  return (
    <div className="screen sell-form">
      <h1 className="screen__title">{t(route.titleKey)}</h1>
      {choices.kind === 'loading' ? <Spinner label={t('common.loading')} /> : null}
      {choices.kind === 'ready' && !chosen ? (
        <p className="notice" role="alert">
          {t('web2.sell.noPayoutForm')}
        </p>
      ) : null}
      {chosen && country && choices.kind === 'ready' ? (
        <>
          <PayoutMethodChoice choices={choices.choices} value={chosen.method.payWayCode} onChange={setPayWayCode} />
          <PayoutStep key={`${country}:${chosen.method.payWayCode}`} country={country} method={chosen.method} form={chosen.form} sellForm={initial} />
        </>
      ) : null}
    </div>
  );
}

/** Product §1: sellers are paid to a card or a bank account (and, where offered, an e-wallet): one radio per method the country can be paid by. */
function PayoutMethodChoice({ choices, value, onChange }: { choices: PayoutChoice[]; value: string; onChange: (payWayCode: string) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="method-list">
      <legend className="field__label">{t('sell.form.payoutMethod')}</legend>
      {choices.map(({ method }) => (
        <label key={method.payWayCode} className={method.payWayCode === value ? 'row row--active' : 'row'}>
          <input
            type="radio"
            name="payoutPayWayCode"
            className="visually-hidden"
            checked={method.payWayCode === value}
            onChange={() => onChange(method.payWayCode)}
          />
          <AssetIcon src={method.icon} className="row__icon" />
          <span className="row__text">
            {t(method.nameKey)}
            {method.payoutTimeKey ? <span className="field__hint">{t(method.payoutTimeKey)}</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

interface PayoutStepProps {
  country: string;
  method: PaymentMethod;
  form: PayoutFormInUse;
  sellForm: QuoteForm;
}

/**
 * The quote for the form's payout method (its fee), saved accounts, the form for a new one, and
 * Continue: save the account, then create the order with the live quote.
 */
function PayoutStep({ country, method, form, sellForm: picked }: PayoutStepProps) {
  const { t } = useTranslation();
  const services = useServices();
  const navigator = useNavigator();
  const [sellForm] = useState<QuoteForm>(() => ({ ...picked, alpha2: country, payWayCode: method.payWayCode }));
  const { quote, refreshAt, updating } = useQuote('sell', sellForm, noContinue, false);
  const quoteId = quote?.quoteId;
  const [accounts, setAccounts] = useState<PayoutAccount[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [data, setData] = useState<PayoutData>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void payoutAccountList(services.api, { alpha2: country, payWayCode: method.payWayCode }).then((result) => {
      if (!live) return;
      const list = result.kind === 'ok' ? result.data : [];
      setAccounts(list);
      setChosen(preselectedAccount(list));
    });
    return () => {
      live = false;
    };
  }, [services.api, country, method.payWayCode]);

  const createOrder = useCallback(
    async (userAccountId: string) => {
      if (!quoteId) return;
      const order = await createSellOrder(services.api, {
        quoteId,
        crypto: sellForm.crypto,
        network: sellForm.network,
        fiat: sellForm.fiat,
        alpha2: country,
        cryptoAmount: sellForm.amount,
        payWayCode: method.payWayCode,
        userAccountId,
      });
      if (order.kind !== 'ok') return;
      notifyHost('orderCreated', { orderNo: order.data.orderNo, side: 'sell' });
      navigator.navigate('sellOrder', { orderNo: order.data.orderNo });
    },
    [quoteId, services.api, sellForm, country, method.payWayCode, navigator],
  );

  const submitNew = async (account: PayoutData) => {
    setBusy(true);
    const saved = await savePayoutAccount(services.api, { alpha2: country, payWayCode: method.payWayCode, account });
    if (saved.kind === 'ok') {
      setAccounts((list) => [saved.data, ...(list ?? [])]);
      setChosen(saved.data.userAccountId);
      await createOrder(saved.data.userAccountId);
    }
    setBusy(false);
  };

  const submitSaved = async (userAccountId: string) => {
    setBusy(true);
    await createOrder(userAccountId);
    setBusy(false);
  };

  if (accounts === null) return <Spinner label={t('common.loading')} />;
  const continueButton = (
    <button type="submit" className="button button--primary button--block" disabled={busy || !quoteId} aria-busy={busy || undefined}>
      {busy ? <Spinner inline label={t('common.processing')} /> : null}
      {t('common.continue')}
    </button>
  );
  return (
    <>
      <FeePanel side="sell" quote={quote} refreshAt={refreshAt} updating={updating} showPrice={false} payWayChosen />
      {accounts.length > 0 ? <SavedAccounts accounts={accounts} form={form} value={chosen} onChange={setChosen} /> : null}
      {chosen === null ? (
        <PayoutForm form={form} formData={data} onChange={setData} onSubmit={(account) => void submitNew(account)}>
          {continueButton}
        </PayoutForm>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submitSaved(chosen);
          }}
        >
          {continueButton}
        </form>
      )}
    </>
  );
}
