import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '../../../shared/generated/payment-methods.schema';
import { Spinner } from '../../components/Spinner';
import { OrderStatusTipsDialog } from '../../dialogs/OrderStatusTipsDialog';
import { paysInNewTab, useEmbedCapabilities } from '../../merchant/embed/embedCapabilities';
import { PaymentInNewTab } from '../../merchant/embed/PaymentInNewTab';
import { useNavigator } from '../../router/hooks';
import { OrderNotFound } from '../history/OrderNotFound';
import type { ScreenProps } from '../screenProps';
import { instructionsRoute } from './instructions';
import { InstructionsView } from './InstructionsView';
import { BankChoice, PaymentPending } from './PaymentPending';
import { PaymentOrderSummary } from './PaymentOrderSummary';
import { PaymentWindow } from './PaymentWindow';
import { SandboxMarkPaid } from './SandboxMarkPaid';
import { usePayButton } from './usePayButton';
import { usePaymentOrder, type PaymentOrder } from './usePaymentOrder';
import { usePaymentWindow } from './usePaymentWindow';
import { useWalletSheet } from './wallet/useWalletSheet';

// The wallet sheet and the sandbox wallet's cards load only when Apple Pay or Google Pay asks for them.
const WalletSheetDialog = lazy(() => import('./wallet/WalletSheetDialog'));

/**
 * The payment page of every local method family (product §2: virtual account, other ways, PSE,
 * Pagsmile, Nigeria, PHP, exchange/Google/Apple wallets, Argentina, euro, PIX, cashier desk):
 * which family it is comes from the order's method in config, never from the page. The order is
 * read from the server by its number, so the page survives a reload or a new tab, and an order
 * whose instructions were issued shows them again at once. Confirm payment issues the
 * instructions; redirect and QR instructions open their own pages. Apple Pay and Google Pay
 * answer a wallet sheet instead, whose card is charged like the card page's.
 */
export default function LocalPaymentScreen({ route, query }: ScreenProps) {
  const [payment, reload] = usePaymentOrder(query);
  if (payment.kind !== 'ready') return <PaymentPending state={payment} orderNo={query.get('orderNo') ?? ''} reload={reload} />;
  if (!payment.method) return <OrderNotFound orderNo={payment.orderNo} />;
  return <LocalPayment key={payment.orderNo} routeName={route.name} titleKey={route.titleKey} payment={payment} method={payment.method} />;
}

function LocalPayment({ routeName, titleKey, payment, method }: { routeName: string; titleKey: string; payment: PaymentOrder; method: PaymentMethod }) {
  const { t } = useTranslation();
  // docs/embedding.md: a frame without the payment permission pays Apple Pay and Google Pay in a new tab.
  const inNewTab = paysInNewTab(method, useEmbedCapabilities());
  const navigator = useNavigator();
  const { orderNo, order } = payment;
  const [bankCode, setBankCode] = useState(payment.bankCode);
  const paymentWindow = usePaymentWindow(order);
  const wallet = useWalletSheet();
  const pay = usePayButton(orderNo, method, bankCode, {
    onIssued: (issued) => {
      const own = instructionsRoute(issued);
      if (own) navigator.navigate(own, { orderNo });
    },
    payWithWallet: wallet.payWithWallet,
  });
  const { actor, issued } = pay;
  // Instructions issued before (a reload, a resumed order): asked again, the same ones come back
  // and the button reads 'I have completed the payment'.
  const issuedBefore = order.payInstructions !== null;
  useEffect(() => {
    if (issuedBefore && !issued && paymentWindow.state === 'open') actor.send({ type: 'pay.click' });
  }, [actor, issuedBefore, issued, paymentWindow.state]);

  const instructions = pay.instructions ?? order.payInstructions;
  const open = paymentWindow.state !== 'closed';
  const needsBank = method.banks !== undefined && bankCode === null;
  return (
    <div className="screen">
      <h1 className="screen__title">{t(titleKey)}</h1>
      {/* The method by its catalogue name, under the page's title (the same as the top bar's). */}
      <h2 className="screen__subtitle">{t(method.nameKey)}</h2>
      <PaymentOrderSummary order={order} />
      <PaymentWindow state={paymentWindow.state} expiresAt={paymentWindow.expiresAt} />
      {open && instructions ? <InstructionsView instructions={instructions} method={method} amount={order.fiatAmount} fiat={order.fiat} /> : null}
      {open && !instructions && method.banks ? <BankChoice method={method} value={bankCode} onChange={setBankCode} /> : null}
      {open && inNewTab ? <PaymentInNewTab routeName={routeName} orderNo={orderNo} methodName={t(method.nameKey)} /> : null}
      {open && !inNewTab ? (
        <button
          type="button"
          className="button button--primary button--block"
          disabled={pay.loading || needsBank}
          aria-busy={pay.loading || undefined}
          onClick={() => actor.send({ type: 'pay.click' })}
        >
          {pay.loading ? <Spinner inline label={t('common.processing')} /> : null}
          {t(pay.label)}
        </button>
      ) : null}
      {open && instructions ? <SandboxMarkPaid orderNo={orderNo} /> : null}
      {wallet.sheet ? (
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <WalletSheetDialog sheet={wallet.sheet} method={method} onConfirm={wallet.confirm} onDismiss={wallet.dismiss} />
        </Suspense>
      ) : null}
      <OrderStatusTipsDialog
        open={pay.tipsOpen}
        onClose={() => actor.send({ type: 'tips.close' })}
        onViewOrder={() => actor.send({ type: 'tips.viewOrder' })}
      />
    </div>
  );
}
