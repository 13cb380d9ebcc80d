import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { payoutAccountList, savePayoutAccount } from '../../../api/endpoints/sell';
import type { PayoutAccount } from '../../../shared/generated/api/payout.schema';
import { useServices } from '../../app/services';
import { Spinner } from '../../components/Spinner';
import type { PayoutData } from '../../payout-form/payoutValidator';
import { prefillFrom } from '../../payout-form/prefill';
import { usePayoutForm } from '../../payout-form/usePayoutForm';
import type { SellOrderView } from '../history/orderViews';
import { SavedAccounts } from './SavedAccounts';

// The form renderer and its validators load only when the user chooses to update the bank info.
const PayoutForm = lazy(() => import('../../payout-form/PayoutForm').then((module) => ({ default: module.PayoutForm })));

interface BankRejectedProps {
  view: SellOrderView;
  /** Open with the correction form (the user chose 'Update bank info' where the order was shown elsewhere). */
  startEditing?: boolean;
  /** The order is being attached to the new account (machine state updatingAccount). */
  updating: boolean;
  /** A saved payout account to pay out to instead (machine event bank.update). */
  onUpdate: (userAccountId: string) => void;
  /** Product §4: or a USDT refund to a Tron address (machine event refund.open). */
  onRefund: () => void;
}

/**
 * Product §4, §8: the bank rejected the fiat transfer; update the bank info or ask for a USDT refund.
 * The order pays out only to a saved account (POST /trade/update/sellOrder/account takes its
 * userAccountId), so corrected details are saved first, over the rejected account, and another
 * saved account of the same country and method can be picked instead. The correction form starts
 * from the rejected account's details, except the masked ones the user types again.
 */
export function BankRejected({ view, startEditing = false, updating, onUpdate, onRefund }: BankRejectedProps) {
  const { t } = useTranslation();
  const { api } = useServices();
  const [editing, setEditing] = useState(startEditing);
  const [others, setOthers] = useState<PayoutAccount[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [data, setData] = useState<PayoutData>({});
  const [rejected, setRejected] = useState<PayoutAccount | null>(null);
  const [saving, setSaving] = useState(false);
  const payout = usePayoutForm(editing ? view.alpha2 : undefined, view.payWayCode);
  const busy = saving || updating;

  useEffect(() => {
    if (!editing) return;
    let live = true;
    void payoutAccountList(api, { alpha2: view.alpha2, payWayCode: view.payWayCode }).then((result) => {
      if (!live) return;
      const accounts = result.kind === 'ok' ? result.data : [];
      setRejected(accounts.find((account) => account.userAccountId === view.userAccountId) ?? null);
      setOthers(accounts.filter((account) => account.userAccountId !== view.userAccountId));
    });
    return () => {
      live = false;
    };
  }, [api, editing, view.alpha2, view.payWayCode, view.userAccountId]);

  // The correction starts from the rejected account: what it showed as saved, and a hint at each
  // masked field (account, ID, tax numbers), which must be typed again in full.
  const prefill = useMemo(() => (rejected && payout.kind === 'ready' ? prefillFrom(rejected.account, payout.form) : null), [rejected, payout]);
  // A new prefill replaces what the form holds, set during render (React's way to adjust state to a
  // changed value) so the form never shows a frame without it.
  const [prefilled, setPrefilled] = useState<typeof prefill>(null);
  if (prefill !== prefilled) {
    setPrefilled(prefill);
    if (prefill) setData(prefill.data);
  }
  const hints = useMemo(
    () =>
      prefill
        ? Object.fromEntries(Object.entries(prefill.masked).map(([field, masked]) => [field, t('sell.bankRejected.reenterMasked', { value: masked })]))
        : undefined,
    [prefill, t],
  );

  const save = async (account: PayoutData) => {
    setSaving(true);
    const saved = await savePayoutAccount(api, { userAccountId: view.userAccountId ?? undefined, alpha2: view.alpha2, payWayCode: view.payWayCode, account });
    setSaving(false);
    if (saved.kind === 'ok') onUpdate(saved.data.userAccountId);
  };

  const submitButton = (
    <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy || undefined}>
      {busy ? <Spinner inline label={t('common.processing')} /> : null}
      {t('web4.bankRejected.payOutAgain')}
    </button>
  );

  return (
    <section className="card sell-rejected" aria-labelledby="rejected-title">
      <h2 id="rejected-title" className="fee-panel__title">
        {t('sell.bankRejected.title')}
      </h2>
      <p role="alert">{t('sell.bankRejected.description')}</p>
      {!editing ? (
        <div className="inline-actions">
          <button type="button" className="button button--primary" onClick={() => setEditing(true)}>
            {t('sell.bankRejected.updateBankInfo')}
          </button>
          <button type="button" className="button" onClick={onRefund}>
            {t('sell.bankRejected.requestRefund')}
          </button>
        </div>
      ) : payout.kind !== 'ready' || others === null ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <>
          {others.length > 0 ? (
            <SavedAccounts accounts={others} form={payout.form} value={chosen} onChange={setChosen} formChoiceKey="web4.bankRejected.correctAccount" />
          ) : null}
          {chosen === null ? (
            <Suspense fallback={<Spinner label={t('common.loading')} />}>
              <PayoutForm form={payout.form} formData={data} onChange={setData} onSubmit={(account) => void save(account)} hints={hints} idPrefix="update">
                {submitButton}
              </PayoutForm>
            </Suspense>
          ) : (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                onUpdate(chosen);
              }}
            >
              {submitButton}
            </form>
          )}
          <button type="button" className="button--link" onClick={onRefund}>
            {t('sell.bankRejected.requestRefund')}
          </button>
        </>
      )}
    </section>
  );
}
