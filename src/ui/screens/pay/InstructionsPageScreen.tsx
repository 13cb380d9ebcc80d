import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner';
import { OrderStatusTipsDialog } from '../../dialogs/OrderStatusTipsDialog';
import { OrderSummary } from '../buy/OrderSummary';
import type { ScreenProps } from '../registry';
import { InstructionsView } from './InstructionsView';
import { SandboxMarkPaid } from './SandboxMarkPaid';
import { usePayButton } from './usePayButton';
import { usePaymentOrder } from './usePaymentOrder';

/**
 * Spec §2 wait/redirect page (Pay now opens the gateway) and QR-code page (with copy): the
 * order's instructions, fetched again on arrival, and 'I have completed the payment'.
 */
export default function InstructionsPageScreen({ route, query }: ScreenProps) {
  const { t } = useTranslation();
  const { draft, orderNo, method } = usePaymentOrder(query);
  const pay = usePayButton(orderNo, method, draft.bankCode);
  const { actor, issued } = pay;

  useEffect(() => {
    if (orderNo && method && !issued) actor.send({ type: 'pay.click' });
  }, [actor, orderNo, method, issued]);

  if (!orderNo || !method || !draft.order) return <Spinner label={t('common.loading')} />;
  return (
    <div className="screen">
      <h1 className="screen__title">{t(route.titleKey)}</h1>
      {draft.form && draft.quote ? <OrderSummary form={draft.form} quote={draft.quote} wallet={draft.order} /> : null}
      <dl className="kv">
        <dt>{t('buy.confirm.orderNo')}</dt>
        <dd className="mono">{orderNo}</dd>
      </dl>
      {pay.instructions ? <InstructionsView instructions={pay.instructions} method={method} amount={draft.order.amount} fiat={draft.order.fiatCurrency} /> : <Spinner label={t('common.loading')} />}
      {issued ? (
        <button type="button" className="button button--block" disabled={pay.loading} aria-busy={pay.loading || undefined} onClick={() => actor.send({ type: 'pay.click' })}>
          {pay.loading ? <Spinner inline label={t('common.processing')} /> : null}
          {t(pay.label)}
        </button>
      ) : null}
      {pay.instructions ? <SandboxMarkPaid orderNo={orderNo} /> : null}
      <OrderStatusTipsDialog open={pay.tipsOpen} onClose={() => actor.send({ type: 'tips.close' })} onViewOrder={() => actor.send({ type: 'tips.viewOrder' })} />
    </div>
  );
}
