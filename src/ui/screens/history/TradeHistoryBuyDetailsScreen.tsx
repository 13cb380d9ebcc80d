import Decimal from 'decimal.js';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { buyOrderDetails } from '../../../api/endpoints/buy';
import { methodByCode } from '../../../shared/config/paymentMethods';
import type { BuyOrderDetails } from '../../../shared/generated/api/buy.schema';
import type { PaymentMethod } from '../../../shared/generated/payment-methods.schema';
import { networkByCode } from '../../../shared/address';
import { useServices } from '../../app/services';
import { clock, formatCrypto, formatFiat, formatPrice, secondsUntil } from '../../components/format';
import { useNow } from '../../components/useNow';
import { useNavigator } from '../../router/hooks';
import { paymentPageOf } from '../pay/instructions';
import { InstructionsView } from '../pay/InstructionsView';
import type { ScreenProps } from '../screenProps';
import { DetailList } from './DetailList';
import { DetailsPending } from './OrderNotFound';
import { formatTime } from './formatTime';
import { StatusBadge } from './StatusBadge';
import { TxLink } from './TxLink';
import { useOrderDetails } from './useOrderDetails';
import './history.css';

/**
 * Product §2 /tradeHistory-BuyDetails: every field of product §3 "Order history (buy)": order id, order
 * and payment time, price, order amount, total, ramp and network fee, network, address, TxID (linked
 * to the network's explorer), payment method and payer account. The amounts read as a sum: the
 * price (as the exchange-rate line, precise enough) times what the user receives is the order
 * amount, and the order amount plus the fees is the total.
 */
export default function TradeHistoryBuyDetailsScreen({ route, query }: ScreenProps) {
  const orderNo = query.get('orderNo') ?? '';
  const { t, i18n } = useTranslation();
  const { api } = useServices();
  const load = useCallback((no: string) => buyOrderDetails(api, no), [api]);
  const [state, reload] = useOrderDetails(orderNo, load);
  if (state.kind !== 'ready') return <DetailsPending state={state} orderNo={orderNo} reload={reload} />;
  const order = state.order;
  const lng = i18n.language;
  const fiat = (value: string) => `${formatFiat(value, order.fiat, lng)} ${order.fiat}`;
  const method = methodByCode('buy', order.payWayCode);
  // The order amount is what the crypto cost before fees; the total is what the user paid.
  const orderAmount = new Decimal(order.fiatAmount).minus(order.rampFee).minus(order.networkFee).toFixed();
  const price = formatPrice(order.price, order.fiat, lng, { quantity: order.cryptoAmount, amount: orderAmount });
  return (
    <div className="screen history-buy-details">
      <h1 className="screen__title">{t(route.titleKey)}</h1>
      <p>
        <StatusBadge order={order} />
      </p>
      {order.status === 'failedToSend' ? <p className="alert">{t('errors.cryptoSendFailed')}</p> : null}
      {order.status === 'unpaid' && method ? <ResumePayment order={order} method={method} /> : null}
      <DetailList
        details={[
          { labelKey: 'history.fields.orderId', value: <span className="history-details__mono">{order.orderNo}</span> },
          { labelKey: 'history.fields.orderTime', value: formatTime(order.createdAt, lng) },
          { labelKey: 'history.fields.paymentTime', value: formatTime(order.paidAt, lng) },
          { labelKey: 'history.fields.price', value: t('fee.price', { crypto: order.crypto, price, fiat: order.fiat }) },
          { labelKey: 'home.youReceive', value: `${formatCrypto(order.cryptoAmount, order.crypto, lng)} ${order.crypto}` },
          { labelKey: 'history.fields.orderAmount', value: fiat(orderAmount) },
          { labelKey: 'history.fields.rampFee', value: fiat(order.rampFee) },
          { labelKey: 'history.fields.networkFee', value: fiat(order.networkFee) },
          { labelKey: 'history.fields.total', value: fiat(order.fiatAmount) },
          { labelKey: 'history.fields.network', value: networkByCode(order.network)?.name ?? order.network },
          { labelKey: 'history.fields.address', value: <span className="history-details__mono">{order.address}</span> },
          { labelKey: 'history.fields.txId', value: order.txId ? <TxLink network={order.network} txId={order.txId} /> : '' },
          { labelKey: 'history.fields.paymentMethod', value: method ? t(method.nameKey) : order.payWayCode },
          { labelKey: 'history.fields.payerAccount', value: order.payerAccount ?? '' },
        ]}
      />
    </div>
  );
}

/**
 * An unpaid (Confirming) order can still be paid until its window closes: the time left, the
 * instructions already issued (virtual account number, pay link, bank details) and the way back
 * to its payment page, which reads the order by its number.
 */
function ResumePayment({ order, method }: { order: BuyOrderDetails; method: PaymentMethod }) {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const now = useNow(true);
  const page = paymentPageOf(order, method);
  return (
    <section className="card history-resume" aria-labelledby="resume-title">
      <h2 id="resume-title" className="fee-panel__title">
        {t('web2.payWindow.unpaidTitle')}
      </h2>
      <p className="payment-window" role="timer" aria-live="off">
        {t('web2.payWindow.timeLeft', { time: clock(secondsUntil(order.expiresAt, now)) })}
      </p>
      <p className="payment-window__hint">{t('web2.payWindow.whenZero')}</p>
      {order.payInstructions ? <InstructionsView instructions={order.payInstructions} method={method} amount={order.fiatAmount} fiat={order.fiat} /> : null}
      {page ? (
        <button type="button" className="button button--primary button--block" onClick={() => navigator.navigate(page, { orderNo: order.orderNo })}>
          {t('web2.payWindow.continuePayment')}
        </button>
      ) : null}
    </section>
  );
}
