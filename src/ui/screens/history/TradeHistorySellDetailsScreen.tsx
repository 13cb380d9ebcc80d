import Decimal from 'decimal.js';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { sellOrderDetails } from '../../../api/endpoints/sell';
import { methodByCode } from '../../../shared/config/paymentMethods';
import { networkByCode } from '../../../shared/address';
import { useServices } from '../../app/services';
import { formatCrypto, formatFiat, formatPrice } from '../../components/format';
import { useAccountSummary } from '../../payout-form/accountSummary';
import { useNavigator } from '../../router/hooks';
import { FailedSellActions } from '../sell/FailedSellActions';
import { RejectedMark } from '../sell/RejectedMark';
import type { ScreenProps } from '../screenProps';
import { DetailList } from './DetailList';
import { DetailsPending } from './OrderNotFound';
import { formatTime } from './formatTime';
import { failureReasonKeyOf, paysOut } from './orderViews';
import { StatusBadge } from './StatusBadge';
import { TxLink } from './TxLink';
import { useOrderDetails } from './useOrderDetails';
import './history.css';

/** Sell orders still moving are followed on the sell order screen (a failed one offers its own ways forward). */
const followStatuses = new Set(['awaitingDeposit', 'cryptoSent', 'blockConfirmed', 'confirmOrder', 'inTransfer']);

/**
 * Product §2 /tradeHistory-details: the buy fields plus those of product §3 "Order history (sell)":
 * actual amount, final total, return fee, confirmed, transfer and refund times, recipient account.
 * An order that pays nothing out (refunded, or a refused deposit) shows no final total or fee, but
 * the crypto refunded, where to and its transaction; a failed one its reason and ways forward.
 */
export default function TradeHistorySellDetailsScreen({ route, query }: ScreenProps) {
  const orderNo = query.get('orderNo') ?? '';
  const { t, i18n } = useTranslation();
  const { api } = useServices();
  const navigator = useNavigator();
  const load = useCallback((no: string) => sellOrderDetails(api, no), [api]);
  const [state, reload] = useOrderDetails(orderNo, load);
  const recipientAccount = useAccountSummary(state.kind === 'ready' ? state.order.recipientAccount : undefined);
  if (state.kind !== 'ready') return <DetailsPending state={state} orderNo={orderNo} reload={reload} />;
  const order = state.order;
  const lng = i18n.language;
  const fiat = (value: string | null) => (value === null ? '' : `${formatFiat(value, order.fiat, lng)} ${order.fiat}`);
  const crypto = (value: string | null, symbol = order.crypto) => (value === null ? '' : `${formatCrypto(value, symbol, lng)} ${symbol}`);
  const method = methodByCode('sell', order.payWayCode);
  const refunded = order.refundAddress !== null;
  const payout = paysOut(order);
  const reasonKey = order.status === 'failed' ? undefined : failureReasonKeyOf(order);
  const refundCrypto = order.refundCrypto ?? order.crypto;
  // The price times the crypto sold is the payout before the ramp fee.
  const price = formatPrice(order.price, order.fiat, lng, {
    quantity: order.actualCryptoAmount ?? order.cryptoAmount,
    amount: new Decimal(order.fiatAmount).plus(order.rampFee).toFixed(),
  });
  return (
    <div className="screen history-sell-details">
      <h1 className="screen__title">{t(route.titleKey)}</h1>
      <p>
        <StatusBadge order={order} />
      </p>
      <DetailList
        details={[
          { labelKey: 'history.fields.orderId', value: <span className="history-details__mono">{order.orderNo}</span> },
          { labelKey: 'history.fields.orderTime', value: formatTime(order.createdAt, lng) },
          { labelKey: 'history.fields.paymentTime', value: formatTime(order.depositedAt, lng) },
          { labelKey: 'history.fields.confirmedTime', value: formatTime(order.confirmedAt, lng) },
          { labelKey: 'history.fields.transferTime', value: formatTime(order.transferredAt, lng) },
          { labelKey: 'history.fields.refundTime', value: formatTime(order.refundedAt, lng) },
          { labelKey: 'history.fields.price', value: t('fee.price', { crypto: order.crypto, price, fiat: order.fiat }) },
          { labelKey: 'history.fields.orderAmount', value: crypto(order.cryptoAmount) },
          { labelKey: 'history.fields.actualAmount', value: crypto(order.actualCryptoAmount) },
          { labelKey: 'history.fields.rampFee', value: payout ? fiat(order.rampFee) : '' },
          { labelKey: 'history.fields.finalTotal', value: payout ? fiat(order.fiatAmount) : '' },
          { labelKey: 'history.fields.failureReason', value: reasonKey ? t(reasonKey) : '' },
          { labelKey: 'history.fields.refundAmount', value: crypto(order.refundAmount, refundCrypto) },
          { labelKey: 'history.fields.refundAddress', value: order.refundAddress ? <span className="history-details__mono">{order.refundAddress}</span> : '' },
          { labelKey: 'history.fields.refundTxId', value: order.refundTxId ? <TxLink network={order.refundNetwork ?? ''} txId={order.refundTxId} /> : '' },
          { labelKey: 'history.fields.network', value: networkByCode(order.network)?.name ?? order.network },
          { labelKey: 'history.fields.depositAddress', value: <span className="history-details__mono">{order.depositAddress}</span> },
          { labelKey: 'history.fields.depositTxId', value: order.depositTxId ? <TxLink network={order.network} txId={order.depositTxId} /> : '' },
          { labelKey: 'history.fields.paymentMethod', value: method ? t(method.nameKey) : order.payWayCode },
          {
            labelKey: 'history.fields.recipientAccount',
            value: recipientAccount ? (
              <>
                {recipientAccount}
                <RejectedMark account={order.recipientAccount} />
              </>
            ) : (
              ''
            ),
          },
        ]}
      />
      {order.status === 'failed' ? <FailedSellActions order={order} /> : null}
      {refunded ? (
        <button type="button" className="button" onClick={() => navigator.navigate('refund', { orderNo })}>
          {t('history.viewRefund')}
        </button>
      ) : null}
      {followStatuses.has(order.status) ? (
        <button type="button" className="button button--primary" onClick={() => navigator.navigate('sellOrder', { orderNo })}>
          {t('route.sellOrder.title')}
        </button>
      ) : null}
    </div>
  );
}
