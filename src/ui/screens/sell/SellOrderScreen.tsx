import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner';
import { formatCrypto, formatFiat } from '../../components/format';
import { notifyHost } from '../../merchant/hostMessages';
import { ReturnToMerchant } from '../../merchant/ReturnToMerchant';
import { useNavigator } from '../../router/hooks';
import type { ScreenProps } from '../screenProps';
import { OrderNotFound } from '../history/OrderNotFound';
import { failureReasonKeyOf, paysOut } from '../history/orderViews';
import { StatusBadge } from '../history/StatusBadge';
import { TxLink } from '../history/TxLink';
import { BankRejected } from './BankRejected';
import { DepositPanel } from './DepositPanel';
import { SellSteps } from './SellSteps';
import { useSellOrder } from './useSellOrder';
import './sell.css';

/** Final states the host page hears about (docs/embedding.md). */
const failedStates = new Set(['failed', 'depositRefused', 'closed', 'expired']);

/**
 * Product §2 /sellOrder: the deposit step, then the status of the order as it moves (product §4), the
 * confirm step, the bank-rejection recovery, and the refund of a deposit outside the sell range
 * (said as such, not as a bank rejection). Each state comes from the engine's sell machine. An
 * order refunded (or being refunded) shows the crypto refunded, where to and its transaction,
 * not a payout. Query action=updateBankInfo (the details' 'Update bank info') opens the correction.
 */
export default function SellOrderScreen({ route, query }: ScreenProps) {
  const orderNo = query.get('orderNo') ?? '';
  const updateBankInfo = query.get('action') === 'updateBankInfo';
  // A network switch gives the order a new deposit address: read it again at once.
  const [generation, setGeneration] = useState(0);
  return (
    <SellOrder
      key={`${orderNo}:${generation}`}
      orderNo={orderNo}
      titleKey={route.titleKey}
      updateBankInfo={updateBankInfo}
      onSwitched={() => setGeneration((n) => n + 1)}
    />
  );
}

function SellOrder({ orderNo, titleKey, updateBankInfo, onSwitched }: { orderNo: string; titleKey: string; updateBankInfo: boolean; onSwitched: () => void }) {
  const { t, i18n } = useTranslation();
  const navigator = useNavigator();
  const { actor, state, view } = useSellOrder(orderNo);

  useEffect(() => {
    if (state === 'completed') notifyHost('orderCompleted', { orderNo, side: 'sell' });
    if (failedStates.has(state)) notifyHost('orderFailed', { orderNo, side: 'sell', status: state });
  }, [state, orderNo]);

  if (state === 'notFound') return <OrderNotFound orderNo={orderNo} />;
  if (!view) return <Spinner label={t('common.loading')} />;
  const lng = i18n.language;
  const reasonKey = failureReasonKeyOf(view);
  return (
    <div className="screen sell-order">
      <h1 className="screen__title">{t(titleKey)}</h1>
      <p className="screen__lead">
        {t('buy.confirm.orderNo')}: <strong>{view.orderNo}</strong>
      </p>
      {state === 'awaitingDeposit' ? <DepositPanel view={view} onSwitched={onSwitched} /> : null}
      {state === 'expired' ? (
        <p className="alert" role="alert">
          {t('errors.sellOrderExpired')}
        </p>
      ) : null}
      {['cryptoSent', 'blockConfirmed', 'confirmOrder', 'confirming', 'inTransfer', 'completed'].includes(state) ? <SellSteps state={state} /> : null}
      {state === 'completed' ? <ReturnToMerchant orderNo={orderNo} /> : null}
      {state === 'confirmOrder' ? (
        <button type="button" className="button button--primary button--block" onClick={() => navigator.navigate('sellConfirm', { orderNo })}>
          {t('sell.confirm.confirmOrder')}
        </button>
      ) : null}
      {state === 'bankRejected' || state === 'updatingAccount' || state === 'requestingRefund' ? (
        <BankRejected
          view={view}
          startEditing={updateBankInfo}
          updating={state === 'updatingAccount'}
          onUpdate={(userAccountId) => actor.send({ type: 'bank.update', userAccountId })}
          onRefund={() => actor.send({ type: 'refund.open' })}
        />
      ) : null}
      {state === 'depositRefused' ? (
        <section className="card">
          <p className="alert" role="alert">
            {t('sell.depositRefused.description')}
          </p>
          <button type="button" className="button button--primary button--block" onClick={() => actor.send({ type: 'refund.open' })}>
            {t('sell.bankRejected.requestRefund')}
          </button>
        </section>
      ) : null}
      {['failed', 'closed', 'refunding', 'refunded'].includes(state) ? (
        <p role="status">
          <StatusBadge order={{ side: 'sell', status: view.status }} />
        </p>
      ) : null}
      {['failed', 'refunding', 'refunded'].includes(state) && reasonKey ? <p className={state === 'failed' ? 'alert' : undefined}>{t(reasonKey)}</p> : null}
      <dl className="kv card">
        <dt>{t('home.youSell')}</dt>
        <dd>
          {formatCrypto(view.cryptoAmount, view.crypto, lng)} {view.crypto}
        </dd>
        {paysOut(view) ? (
          <>
            <dt>{t('home.youReceive')}</dt>
            <dd>
              {formatFiat(view.fiatAmount, view.fiat, lng, 'receive')} {view.fiat}
            </dd>
            <dt>{t('fee.rampFee')}</dt>
            <dd>
              {formatFiat(view.rampFee, view.fiat, lng, 'fee')} {view.fiat}
            </dd>
          </>
        ) : null}
        {view.refundAmount !== null && view.refundCrypto !== null ? (
          <>
            <dt>{t('history.fields.refundAmount')}</dt>
            <dd>
              {formatCrypto(view.refundAmount, view.refundCrypto, lng)} {view.refundCrypto}
            </dd>
          </>
        ) : null}
        {view.refundAddress !== null ? (
          <>
            <dt>{t('history.fields.refundAddress')}</dt>
            <dd className="mono kv__wide">{view.refundAddress}</dd>
          </>
        ) : null}
        {view.refundTxId !== null ? (
          <>
            <dt>{t('history.fields.refundTxId')}</dt>
            <dd className="mono kv__wide">
              <TxLink network={view.refundNetwork ?? ''} txId={view.refundTxId} />
            </dd>
          </>
        ) : null}
      </dl>
      <div className="inline-actions">
        <button type="button" className="button" onClick={() => navigator.navigate('tradeHistoryDetails', { orderNo })}>
          {t('common.viewDetails')}
        </button>
        <button type="button" className="button" onClick={() => navigator.navigate('index')}>
          {t('common.backToHome')}
        </button>
      </div>
    </div>
  );
}
