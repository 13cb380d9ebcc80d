import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '../../../shared/generated/payment-methods.schema';
import { Spinner } from '../../components/Spinner';
import { OrderStatusTipsDialog } from '../../dialogs/OrderStatusTipsDialog';
import { OrderNotFound } from '../history/OrderNotFound';
import type { ScreenProps } from '../screenProps';
import { InstructionsView } from './InstructionsView';
import { PaymentOrderSummary } from './PaymentOrderSummary';
import { PaymentPending } from './PaymentPending';
import { PaymentWindow } from './PaymentWindow';
import { SandboxMarkPaid } from './SandboxMarkPaid';
import { usePayButton } from './usePayButton';
import { usePaymentOrder, type PaymentOrder } from './usePaymentOrder';
import { usePaymentWindow } from './usePaymentWindow';

/**
 * Product §2 wait/redirect page (Pay now opens the gateway) and QR-code page (with copy): the
 * order's instructions, fetched again on arrival, and 'I have completed the payment'. The order
 * is read from the server by its number, so a reload or a new tab keeps the page.
 */
export default function InstructionsPageScreen({ route, query }: ScreenProps) {
  const [payment, reload] = usePaymentOrder(query);
  if (payment.kind !== 'ready') return <PaymentPending state={payment} orderNo={query.get('orderNo') ?? ''} reload={reload} />;
  if (!payment.method) return <OrderNotFound orderNo={payment.orderNo} />;
  return <InstructionsPage key={payment.orderNo} titleKey={route.titleKey} payment={payment} method={payment.method} />;
}

function InstructionsPage({ titleKey, payment, method }: { titleKey: string; payment: PaymentOrder; method: PaymentMethod }) {
  const { t } = useTranslation();
  const { orderNo, order } = payment;
  const paymentWindow = usePaymentWindow(order);
  const pay = usePayButton(orderNo, method, payment.bankCode);
  const { actor, issued } = pay;

  useEffect(() => {
    if (!issued && paymentWindow.state === 'open') actor.send({ type: 'pay.click' });
  }, [actor, issued, paymentWindow.state]);

  const instructions = pay.instructions ?? order.payInstructions;
  const open = paymentWindow.state !== 'closed';
  return (
    <div className="screen">
      <h1 className="screen__title">{t(titleKey)}</h1>
      {/* The method by its catalogue name, under the page's title (the same as the top bar's). */}
      <h2 className="screen__subtitle">{t(method.nameKey)}</h2>
      <PaymentOrderSummary order={order} />
      <PaymentWindow state={paymentWindow.state} expiresAt={paymentWindow.expiresAt} />
      {open ? (
        instructions ? (
          <InstructionsView instructions={instructions} method={method} amount={order.fiatAmount} fiat={order.fiat} />
        ) : (
          <Spinner label={t('common.loading')} />
        )
      ) : null}
      {open && issued ? (
        <button
          type="button"
          className="button button--block"
          disabled={pay.loading}
          aria-busy={pay.loading || undefined}
          onClick={() => actor.send({ type: 'pay.click' })}
        >
          {pay.loading ? <Spinner inline label={t('common.processing')} /> : null}
          {t(pay.label)}
        </button>
      ) : null}
      {open && instructions ? <SandboxMarkPaid orderNo={orderNo} /> : null}
      <OrderStatusTipsDialog
        open={pay.tipsOpen}
        onClose={() => actor.send({ type: 'tips.close' })}
        onViewOrder={() => actor.send({ type: 'tips.viewOrder' })}
      />
    </div>
  );
}
