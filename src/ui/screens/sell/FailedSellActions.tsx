import { useTranslation } from 'react-i18next';
import { useNavigator } from '../../router/hooks';
import { failureReasonKeyOf, type SellOrderView } from '../history/orderViews';

/**
 * Product §4, §8: a failed sell's reason and its ways forward, where the order is shown outside its
 * order screen (the details): after a bank rejection, update the bank info (on the order screen,
 * straight into the correction) or request the USDT refund; after a refused deposit, the refund only.
 */
export function FailedSellActions({ order }: { order: SellOrderView }) {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const reasonKey = failureReasonKeyOf(order);
  return (
    <section className="card" aria-label={t('status.sell.failed')}>
      {reasonKey ? <p className="alert">{t(reasonKey)}</p> : null}
      <div className="inline-actions">
        {order.failureReason === 'bankRejected' ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => navigator.navigate('sellOrder', { orderNo: order.orderNo, action: 'updateBankInfo' })}
          >
            {t('sell.bankRejected.updateBankInfo')}
          </button>
        ) : null}
        <button type="button" className="button" onClick={() => navigator.navigate('refundRequest', { orderNo: order.orderNo })}>
          {t('sell.bankRejected.requestRefund')}
        </button>
      </div>
    </section>
  );
}
