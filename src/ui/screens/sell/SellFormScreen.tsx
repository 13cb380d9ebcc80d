import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createSellOrder, payoutAccountList, savePayoutAccount } from '../../../api/endpoints/sell';
import { defaultSellMethod, methodByCode } from '../../../shared/config/paymentMethods';
import type { QuoteForm } from '../../../engine/quote/quoteMachine';
import type { PayoutAccount } from '../../../shared/generated/api/payout.schema';
import type { CountryPayoutForm } from '../../../shared/generated/payout-form.schema';
import { useServices } from '../../app/services';
import { FeePanel } from '../../components/FeePanel';
import { Spinner } from '../../components/Spinner';
import { PayoutForm } from '../../payout-form/PayoutForm';
import type { PayoutData } from '../../payout-form/payoutValidator';
import { usePayoutForm } from '../../payout-form/usePayoutForm';
import { notifyHost } from '../../merchant/hostMessages';
import { useNavigator } from '../../router/RouterContext';
import { useStore } from '../../state/store';
import { useQuote } from '../home/useQuote';
import type { ScreenProps } from '../registry';
import { SavedAccounts } from './SavedAccounts';
import { applySellDeepLink, sellChoiceOf } from './sellChoice';
import './sell.css';

const noContinue = () => undefined;

/**
 * Spec §2 /sell-formUserInfo: the payout details for the sell order. The country's payout form
 * (config/payout-forms/<country>.json) or a saved account, the live sell quote, then the order is
 * created and the user goes on to send the crypto. What was typed stays on any server error.
 */
export default function SellFormScreen({ route, query }: ScreenProps) {
  const { t } = useTranslation();
  const services = useServices();
  // Spec §4: a deep link (source 3) pre-fills the sell form before anything reads it.
  const applied = useRef(false);
  if (!applied.current) {
    applied.current = true;
    applySellDeepLink(services, query, sessionStorage);
  }
  const sellForm = useStore(services.homeForm).sell;
  const initial = useRef(sellForm).current;
  const { country } = sellChoiceOf(initial);
  const payout = usePayoutForm(country);

  return (
    <div className="screen sell-form">
      <h1 className="screen__title">{t(route.titleKey)}</h1>
      {payout.kind === 'loading' ? <Spinner label={t('common.loading')} /> : null}
      {payout.kind === 'missing' ? <p className="notice" role="alert">{t('web2.sell.noPayoutForm')}</p> : null}
      {payout.kind === 'ready' && country ? <PayoutStep key={country} country={country} form={payout.form} sellForm={initial} /> : null}
    </div>
  );
}

interface PayoutStepProps {
  country: string;
  form: CountryPayoutForm;
  sellForm: QuoteForm;
}

/**
 * The quote for the form's payout method (its fee), saved accounts, the form for a new one, and
 * Continue: save the account, then create the order with the live quote.
 */
function PayoutStep({ country, form, sellForm: picked }: PayoutStepProps) {
  const { t } = useTranslation();
  const services = useServices();
  const navigator = useNavigator();
  // The payout form names its method (config/payout-forms: payWayCode), else the default sell method.
  const method = methodByCode('sell', form.payWayCode ?? '') ?? defaultSellMethod();
  const sellForm = useRef<QuoteForm>({ ...picked, alpha2: country, payWayCode: method.payWayCode }).current;
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
      setChosen(list[0]?.userAccountId ?? null);
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
      <div className="sell-form__method card">
        <p className="field__label">{t('sell.form.payoutMethod')}</p>
        <p className="sell-form__method-name">{t(method.nameKey)}</p>
        <p className="field__hint">{t(method.type === 'card' ? 'sell.form.cardPayoutTime' : 'sell.form.bankPayoutTime')}</p>
      </div>
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
