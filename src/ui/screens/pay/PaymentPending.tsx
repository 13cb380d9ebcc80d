import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '../../../shared/generated/payment-methods.schema';
import { AssetIcon } from '../../components/AssetIcon';
import { DetailsPending } from '../history/OrderNotFound';
import type { PaymentOrderState } from './usePaymentOrder';

/** What a payment page shows until its order is read: loading, an order number this user has no order for, or a failed read with its retry. */
export function PaymentPending({ state, orderNo, reload }: { state: Exclude<PaymentOrderState, { kind: 'ready' }>; orderNo: string; reload: () => void }) {
  return <DetailsPending state={state} orderNo={orderNo} reload={reload} />;
}

/**
 * The issuing bank of a virtual-account or bank-group method, when the page does not know it yet
 * (an order resumed in a new tab before its instructions were issued): chosen here, as on the
 * method list, before Confirm payment issues the account.
 */
export function BankChoice({ method, value, onChange }: { method: PaymentMethod; value: string | null; onChange: (bankCode: string) => void }) {
  const { t } = useTranslation();
  if (!method.banks) return null;
  return (
    <fieldset className="method-list">
      <legend className="field__label">{t('buy.method.selectBank')}</legend>
      {method.banks.map((bank) => (
        <label key={bank.bankCode} className={bank.bankCode === value ? 'row row--active' : 'row'}>
          <input type="radio" name="bankCode" className="visually-hidden" checked={bank.bankCode === value} onChange={() => onChange(bank.bankCode)} />
          <AssetIcon src={bank.icon} className="row__icon" />
          <span className="row__text">{t(bank.nameKey)}</span>
        </label>
      ))}
    </fieldset>
  );
}
