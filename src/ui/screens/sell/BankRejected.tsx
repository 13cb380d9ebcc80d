import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultSellMethod, methodByCode } from '../../../shared/config/paymentMethods';
import { useServices } from '../../app/services';
import { Spinner } from '../../components/Spinner';
import type { PayoutData } from '../../payout-form/payoutValidator';
import { usePayoutForm } from '../../payout-form/usePayoutForm';
import type { SellOrderView } from '../history/orderViews';
import { savePayout } from './sellCalls';

// The form renderer and its validators load only when the user chooses to update the bank info.
const PayoutForm = lazy(() => import('../../payout-form/PayoutForm').then((module) => ({ default: module.PayoutForm })));

interface BankRejectedProps {
  view: SellOrderView;
  /** The new account was saved: the order pays out to it (machine event bank.update). */
  onUpdate: (userAccountId: string) => void;
  /** Spec §4: or a USDT refund to a Tron address (machine event refund.open). */
  onRefund: () => void;
}

/** Spec §4, §8: the bank rejected the fiat transfer; update the bank info or ask for a USDT refund. */
export function BankRejected({ view, onUpdate, onRefund }: BankRejectedProps) {
  const { t } = useTranslation();
  const { api } = useServices();
  const [editing, setEditing] = useState(false);
  const [data, setData] = useState<PayoutData>({});
  const [busy, setBusy] = useState(false);
  const payout = usePayoutForm(editing ? view.alpha2 : undefined);
  const payWayCode = methodByCode('sell', view.payWayCode)?.payWayCode ?? defaultSellMethod().payWayCode;

  const save = async (account: PayoutData) => {
    setBusy(true);
    const saved = await savePayout(api, { alpha2: view.alpha2, payWayCode, account });
    setBusy(false);
    if (saved.kind === 'ok') onUpdate(saved.data.userAccountId);
  };

  return (
    <section className="card sell-rejected" aria-labelledby="rejected-title">
      <h2 id="rejected-title" className="fee-panel__title">{t('sell.bankRejected.title')}</h2>
      <p role="alert">{t('sell.bankRejected.description')}</p>
      {editing ? (
        payout.kind === 'ready' ? (
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <PayoutForm form={payout.form} formData={data} onChange={setData} onSubmit={(account) => void save(account)} idPrefix="update">
            <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy || undefined}>
              {busy ? <Spinner inline label={t('common.processing')} /> : null}
              {t('common.save')}
            </button>
            </PayoutForm>
          </Suspense>
        ) : (
          <Spinner label={t('common.loading')} />
        )
      ) : (
        <div className="inline-actions">
          <button type="button" className="button button--primary" onClick={() => setEditing(true)}>{t('sell.bankRejected.updateBankInfo')}</button>
          <button type="button" className="button" onClick={onRefund}>{t('sell.bankRejected.requestRefund')}</button>
        </div>
      )}
    </section>
  );
}
