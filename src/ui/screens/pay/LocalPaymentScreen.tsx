import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner';
import { OrderStatusTipsDialog } from '../../dialogs/OrderStatusTipsDialog';
import { useNavigator } from '../../router/RouterContext';
import { OrderSummary } from '../buy/OrderSummary';
import type { ScreenProps } from '../registry';
import { instructionsRoute } from './instructions';
import { InstructionsView } from './InstructionsView';
import { SandboxMarkPaid } from './SandboxMarkPaid';
import { usePayButton } from './usePayButton';
import { usePaymentOrder } from './usePaymentOrder';
import { useWalletSheet } from './wallet/useWalletSheet';

// The wallet sheet and the sandbox wallet's cards load only when Apple Pay or Google Pay asks for them.
const WalletSheetDialog = lazy(() => import('./wallet/WalletSheetDialog'));

/**
 * The payment page of every local method family (spec §2: virtual account, other ways, PSE,
 * Pagsmile, Nigeria, PHP, exchange/Google/Apple wallets, Argentina, euro, PIX, cashier desk):
 * which family it is comes from the chosen method in config, never from the page. Confirm
 * payment issues the instructions; redirect and QR instructions open their own pages. Apple Pay
 * and Google Pay answer a wallet sheet instead, whose card is charged like the card page's.
 */
export default function LocalPaymentScreen({ query }: ScreenProps) {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const { draft, orderNo, method } = usePaymentOrder(query);
  const wallet = useWalletSheet();
  const pay = usePayButton(orderNo, method, draft.bankCode, {
    onIssued: (issued) => {
      const own = instructionsRoute(issued);
      if (own && orderNo) navigator.navigate(own, { orderNo });
    },
    payWithWallet: wallet.payWithWallet,
  });

  if (!draft.ready || !orderNo || !method) return <Spinner label={t('common.loading')} />;
  return (
    <div className="screen">
      <h1 className="screen__title">{t('buy.otherWay.title', { method: t(method.nameKey) })}</h1>
      {draft.form && draft.quote ? <OrderSummary form={draft.form} quote={draft.quote} wallet={draft.order ?? undefined} /> : null}
      <dl className="kv">
        <dt>{t('buy.confirm.orderNo')}</dt>
        <dd className="mono">{orderNo}</dd>
      </dl>
      {pay.instructions && draft.order ? <InstructionsView instructions={pay.instructions} method={method} amount={draft.order.amount} fiat={draft.order.fiatCurrency} /> : null}
      <button type="button" className="button button--primary button--block" disabled={pay.loading} aria-busy={pay.loading || undefined} onClick={() => pay.actor.send({ type: 'pay.click' })}>
        {pay.loading ? <Spinner inline label={t('common.processing')} /> : null}
        {t(pay.label)}
      </button>
      {pay.instructions ? <SandboxMarkPaid orderNo={orderNo} /> : null}
      {wallet.sheet ? (
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <WalletSheetDialog sheet={wallet.sheet} method={method} onConfirm={wallet.confirm} onDismiss={wallet.dismiss} />
        </Suspense>
      ) : null}
      <OrderStatusTipsDialog open={pay.tipsOpen} onClose={() => pay.actor.send({ type: 'tips.close' })} onViewOrder={() => pay.actor.send({ type: 'tips.viewOrder' })} />
    </div>
  );
}
