import Decimal from 'decimal.js';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { payoutAccountList } from '../../../api/endpoints/sell';
import type { PayoutAccount } from '../../../shared/generated/api/payout.schema';
import { useServices } from '../../app/services';
import { Spinner } from '../../components/Spinner';
import { formatCrypto, formatFiat, formatPrice } from '../../components/format';
import { useAccountSummary } from '../../payout-form/accountSummary';
import { useNavigator } from '../../router/hooks';
import type { ScreenProps } from '../screenProps';
import { OrderNotFound } from '../history/OrderNotFound';
import { RejectedMark } from './RejectedMark';
import { useSellOrder } from './useSellOrder';
import './sell.css';

/** Once the user confirmed, the order is followed on the sell order screen. */
const afterConfirm = new Set(['inTransfer', 'completed', 'failed', 'bankRejected']);

/**
 * The sell-confirm screen (product §2; path /sellConfirm): once the deposit is confirmed on chain the
 * user checks the amount actually received, the fiat payout and the payout account, and confirms
 * the order (engine event order.confirm → POST /trade/confirm/sellOrder).
 */
export default function SellConfirmScreen({ route, query }: ScreenProps) {
  const orderNo = query.get('orderNo') ?? '';
  const { t, i18n } = useTranslation();
  const { api } = useServices();
  const navigator = useNavigator();
  const { actor, state, view } = useSellOrder(orderNo);
  const [account, setAccount] = useState<PayoutAccount | undefined>();

  useEffect(() => {
    if (afterConfirm.has(state)) navigator.navigate('sellOrder', { orderNo }, { replace: true });
  }, [state, orderNo, navigator]);

  const alpha2 = view?.alpha2;
  const payWayCode = view?.payWayCode;
  const userAccountId = view?.userAccountId;
  useEffect(() => {
    if (!alpha2 || !payWayCode) return;
    let live = true;
    void payoutAccountList(api, { alpha2, payWayCode }).then((result) => {
      if (live && result.kind === 'ok') setAccount(result.data.find((candidate) => candidate.userAccountId === userAccountId));
    });
    return () => {
      live = false;
    };
  }, [api, alpha2, payWayCode, userAccountId]);
  const payoutAccount = useAccountSummary(account);

  if (state === 'notFound') return <OrderNotFound orderNo={orderNo} />;
  if (!view) return <Spinner label={t('common.loading')} />;
  const lng = i18n.language;
  const ready = state === 'confirmOrder';
  return (
    <div className="screen sell-confirm">
      <h1 className="screen__title">{t(route.titleKey)}</h1>
      <dl className="kv card">
        <dt>{t('history.fields.orderId')}</dt>
        <dd>{view.orderNo}</dd>
        <dt>{t('history.fields.actualAmount')}</dt>
        <dd>
          {formatCrypto(view.actualCryptoAmount ?? view.cryptoAmount, view.crypto, lng)} {view.crypto}
        </dd>
        <dt>{t('history.fields.price')}</dt>
        <dd>
          {t('fee.price', {
            crypto: view.crypto,
            price: formatPrice(view.price, view.fiat, lng, {
              quantity: view.actualCryptoAmount ?? view.cryptoAmount,
              amount: new Decimal(view.fiatAmount).plus(view.rampFee).toFixed(),
            }),
            fiat: view.fiat,
          })}
        </dd>
        <dt>{t('fee.rampFee')}</dt>
        <dd>
          {formatFiat(view.rampFee, view.fiat, lng, 'fee')} {view.fiat}
        </dd>
        <dt>{t('home.youReceive')}</dt>
        <dd>
          {formatFiat(view.fiatAmount, view.fiat, lng, 'receive')} {view.fiat}
        </dd>
        <dt>{t('sell.confirm.payoutAccount')}</dt>
        <dd>
          {payoutAccount ?? '—'}
          <RejectedMark account={account} />
        </dd>
      </dl>
      {ready ? null : (
        <p className="field__hint" role="status">
          {t(state === 'blockConfirmed' ? 'status.sell.blockConfirmed' : 'common.loading')}
        </p>
      )}
      <button
        type="button"
        className="button button--primary button--block"
        disabled={!ready}
        aria-busy={state === 'confirming' || undefined}
        onClick={() => actor.send({ type: 'order.confirm' })}
      >
        {state === 'confirming' ? <Spinner inline label={t('common.processing')} /> : null}
        {t('sell.confirm.confirmOrder')}
      </button>
    </div>
  );
}
