import { useTranslation } from 'react-i18next';
import { networkByCode } from '../../../shared/address/networks';
import type { BuyOrder } from '../../../shared/generated/api/buy.schema';
import { formatCrypto, formatFiat } from '../../components/format';

/**
 * The order being paid, as the server keeps it (so a reload or a new tab shows the same): what is
 * paid, what is received, on which network and to which address, the last chance to check it.
 */
export function PaymentOrderSummary({ order }: { order: BuyOrder }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const network = networkByCode(order.network);
  return (
    <dl className="kv card order-summary">
      <dt>{t('buy.confirm.orderNo')}</dt>
      <dd className="mono">{order.orderNo}</dd>
      <dt>{t('home.youPay')}</dt>
      <dd>
        {formatFiat(order.fiatAmount, order.fiat, lng, 'pay')} {order.fiat}
      </dd>
      <dt>{t('home.youReceive')}</dt>
      <dd>
        {formatCrypto(order.cryptoAmount, order.crypto, lng)} {order.crypto}
      </dd>
      <dt>{t('home.network')}</dt>
      <dd>{network?.name ?? order.network}</dd>
      <dt>{t('buy.receiving.walletAddress')}</dt>
      <dd className="mono kv__wide">{order.address}</dd>
      {order.memo ? (
        <>
          <dt>{network?.memoLabelKey ? t(network.memoLabelKey) : t('buy.receiving.memo')}</dt>
          <dd className="mono">{order.memo}</dd>
        </>
      ) : null}
    </dl>
  );
}
