import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refundPageData, sellOrderDetails } from '../../../api/endpoints/sell';
import type { RefundOffer } from '../../../shared/generated/api/sell.schema';
import { useServices } from '../../app/services';
import { formatCrypto } from '../../components/format';
import { useNavigator } from '../../router/hooks';
import type { ScreenProps } from '../screenProps';
import { DetailList } from './DetailList';
import { DetailsPending } from './OrderNotFound';
import { formatTime } from './formatTime';
import { StatusBadge } from './StatusBadge';
import { TxLink } from './TxLink';
import { useOrderDetails } from './useOrderDetails';
import './history.css';

/**
 * Product §2 /Refund: the USDT refund of a sell order whose payout the bank rejected: its status,
 * amount, Tron address, time and TxID, or the way to request it while it has not been asked for.
 */
export default function RefundScreen({ route, query }: ScreenProps) {
  const orderNo = query.get('orderNo') ?? '';
  const { t, i18n } = useTranslation();
  const { api } = useServices();
  const navigator = useNavigator();
  const load = useCallback((no: string) => sellOrderDetails(api, no), [api]);
  const [state, reload] = useOrderDetails(orderNo, load);
  const [offer, setOffer] = useState<RefundOffer | undefined>();
  // The refund offer exists only while the refund can still be asked for (a failed payout).
  const refundable = state.kind === 'ready' && state.order.status === 'failed';
  useEffect(() => {
    if (!refundable) return;
    let live = true;
    void refundPageData(api, orderNo).then((result) => live && result.kind === 'ok' && setOffer(result.data));
    return () => {
      live = false;
    };
  }, [api, orderNo, refundable]);

  if (state.kind !== 'ready') return <DetailsPending state={state} orderNo={orderNo} reload={reload} />;
  const order = state.order;
  const lng = i18n.language;
  // The order names its refund's crypto once one was asked for; before that, the open offer does.
  const refundCrypto = order.refundCrypto ?? offer?.crypto;
  const refundNetwork = order.refundNetwork ?? offer?.network;
  // Asked for: the amount sent; still open: the amount the offer would send. Never a number without its unit.
  const amount = order.refundAmount ?? offer?.amount;
  const refundAmount = amount && refundCrypto ? `${formatCrypto(amount, refundCrypto, lng)} ${refundCrypto}` : undefined;
  return (
    <div className="screen refund">
      <h1 className="screen__title">{t(route.titleKey)}</h1>
      <p>
        <StatusBadge order={order} />
      </p>
      <DetailList
        details={[
          { labelKey: 'history.fields.orderId', value: <span className="history-details__mono">{order.orderNo}</span> },
          { labelKey: 'refund.amount', value: refundAmount ?? '' },
          { labelKey: 'refund.address', value: order.refundAddress ? <span className="history-details__mono">{order.refundAddress}</span> : '' },
          { labelKey: 'history.fields.refundTime', value: formatTime(order.refundedAt, lng) },
          { labelKey: 'history.fields.txId', value: order.refundTxId ? <TxLink network={refundNetwork ?? ''} txId={order.refundTxId} /> : '' },
        ]}
      />
      {order.status === 'failed' ? (
        <button type="button" className="button button--primary" onClick={() => navigator.navigate('refundRequest', { orderNo })}>
          {t('sell.bankRejected.requestRefund')}
        </button>
      ) : null}
    </div>
  );
}
