import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { failureChoices, failureMessageKey, isSettledBuyStatus, paymentResultMachine } from '../../../engine/buy/paymentResultMachine';
import { networkByCode, explorerTxUrl } from '../../../shared/address/networks';
import { methodByCode, retryMethodsFor } from '../../../shared/config/paymentMethods';
import { buyActors } from '../../app/flowActors/buy';
import { provideFlow } from '../../app/provideFlow';
import { useFollowNavigate } from '../../app/followIntent';
import { useServices } from '../../app/services';
import { buyStatusKey } from '../../components/buyOrder';
import type { BuyOrderDetails } from '../../../shared/generated/api/buy.schema';
import { formatCrypto } from '../../components/format';
import { Spinner } from '../../components/Spinner';
import { notifyHost } from '../../merchant/hostMessages';
import { ReturnToMerchant } from '../../merchant/ReturnToMerchant';
import { useNavigator } from '../../router/hooks';
import { useBuyDraft } from '../buy/useBuyDraft';
import type { ScreenProps } from '../screenProps';
import { CryptoNotSent } from './CryptoNotSent';
import { retryLabel } from './retryLabel';

/**
 * Product §2/§4 payment result: success (then the order until its crypto is sent, with the TxID),
 * failed with the §8 message and the §4 choices, crypto not sent (code 11: paid, so support and
 * the order number, no payment choices), or timeout as the order really is (payable: pay again;
 * closed: closed); driven by the engine's result machine, which also checks again and reads the
 * order again at its own pace.
 */
export default function PaymentResultScreen({ query }: ScreenProps) {
  const { t } = useTranslation();
  const services = useServices();
  const navigator = useNavigator();
  const draft = useBuyDraft(['order']);
  const orderNo = query.get('orderNo') ?? draft.orderNo ?? '';
  const method = draft.order?.payWayCode ? methodByCode('buy', draft.order.payWayCode) : undefined;
  const retryMethods = useMemo(() => retryMethodsFor({ fiat: draft.form?.fiat, country: draft.form?.alpha2 }), [draft.form]);
  const machine = useMemo(() => provideFlow(paymentResultMachine, buyActors(services.api)), [services.api]);
  const actor = useActorRef(machine, {
    input: { orderNo, method: method ?? { payWayCode: '', type: 'card', routerPath: '' }, retryMethods },
  });
  useFollowNavigate(actor, services);
  const state = useSelector(actor, (snapshot) => (snapshot.matches('success') || snapshot.matches('orderSettled') ? 'success' : String(snapshot.value)));
  const failureCode = useSelector(actor, (snapshot) => snapshot.context.failureCode);
  const order = useSelector(actor, (snapshot) => snapshot.context.order);

  // docs/embedding.md: the host page hears a payment that failed or timed out.
  useEffect(() => {
    if (state === 'failed' || state === 'timeout') notifyHost('orderFailed', { orderNo, side: 'buy', status: state });
    if (state === 'cryptoNotSent') notifyHost('orderFailed', { orderNo, side: 'buy', status: 'failedToSend' });
  }, [state, orderNo]);

  if (!method || orderNo === '') return <Spinner label={t('common.loading')} />;
  const choices = failureChoices({ orderNo, method, retryMethods });
  return (
    <div className="screen result">
      {state === 'checking' || state === 'processing' ? (
        <section className="result__panel" aria-live="polite">
          <Spinner label={t('common.processing')} />
          <h1 className="screen__title">{t('status.buy.confirming')}</h1>
          <p className="screen__lead">{t('status.buy.confirmingDetail')}</p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'result.refresh' })}>
            {t('web.result.checkAgain')}
          </button>
        </section>
      ) : null}
      {state === 'success' ? <SuccessPanel orderNo={orderNo} order={order} /> : null}
      {state === 'timeout' ? (
        <section className="result__panel">
          <ResultIcon kind="timeout" />
          <h1 className="screen__title">{t('result.timeout.title')}</h1>
          <p className="screen__lead">{t('result.timeout.description')}</p>
          <p className="alert" role="alert">
            {t('errors.orderTimedOut')}
          </p>
        </section>
      ) : null}
      {state === 'timedOutPayable' ? (
        <section className="result__panel">
          <ResultIcon kind="timeout" />
          <h1 className="screen__title">{t('result.timeout.title')}</h1>
          <p className="screen__lead">{t('result.timeout.stillPayable')}</p>
          <div className="choice-list">
            <button type="button" className="button button--primary button--block" onClick={() => actor.send({ type: 'choice.payAgain' })}>
              {t('result.choices.payAgain')}
            </button>
            <button type="button" className="button button--block" onClick={() => actor.send({ type: 'choice.changeMethod' })}>
              {t('result.choices.changeMethod')}
            </button>
          </div>
        </section>
      ) : null}
      {state === 'cryptoNotSent' ? (
        <section className="result__panel">
          <ResultIcon kind="failed" />
          <h1 className="screen__title">{t(buyStatusKey.failedToSend)}</h1>
          <CryptoNotSent orderNo={orderNo} />
        </section>
      ) : null}
      {state === 'failed' ? (
        <section className="result__panel">
          <ResultIcon kind="failed" />
          <h1 className="screen__title">{t('result.failed.title')}</h1>
          <p className="alert" role="alert">
            {t(failureMessageKey(failureCode))}
          </p>
          <p className="screen__lead">{t('result.failed.description')}</p>
          <div className="choice-list">
            {choices.includes('changeCard') ? (
              <button type="button" className="button button--block" onClick={() => actor.send({ type: 'choice.changeCard' })}>
                {t('result.choices.changeCard')}
              </button>
            ) : null}
            {choices.includes('editCard') ? (
              <button type="button" className="button button--block" onClick={() => actor.send({ type: 'choice.editCard' })}>
                {t('result.choices.editCard')}
              </button>
            ) : null}
            <button type="button" className="button button--block" onClick={() => actor.send({ type: 'choice.changeMethod' })}>
              {t('result.choices.changeMethod')}
            </button>
            {choices.includes('retry')
              ? retryMethods
                  .filter((candidate) => candidate.payWayCode !== method.payWayCode)
                  .map((candidate) => (
                    <button
                      key={candidate.payWayCode}
                      type="button"
                      className="button button--block"
                      onClick={() => actor.send({ type: 'choice.retry', payWayCode: candidate.payWayCode })}
                    >
                      {retryLabel(t, candidate)}
                    </button>
                  ))
              : null}
          </div>
        </section>
      ) : null}
      {['timeout', 'timedOutPayable', 'failed', 'cryptoNotSent', 'success'].includes(state) ? (
        <div className="inline-actions">
          <button type="button" className="button" onClick={() => navigator.navigate('tradeHistoryBuyDetails', { orderNo })}>
            {t('result.viewOrder')}
          </button>
          <button type="button" className="button button--primary" onClick={() => navigator.navigate('index')}>
            {t('result.buyAgain')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** After a successful payment: the order (as the machine last read it) until the crypto is sent, then its TxID linked to the explorer. */
function SuccessPanel({ orderNo, order }: { orderNo: string; order: BuyOrderDetails | undefined }) {
  const { t, i18n } = useTranslation();
  // docs/embedding.md: the host page hears the order's final state once the crypto is sent (or not).
  const status = order?.status;
  useEffect(() => {
    if (status === 'completed') notifyHost('orderCompleted', { orderNo, side: 'buy' });
    else if (status !== undefined && isSettledBuyStatus(status)) notifyHost('orderFailed', { orderNo, side: 'buy', status });
  }, [status, orderNo]);
  const network = order ? networkByCode(order.network) : undefined;
  // Paid, but the crypto could not be sent: that is the whole story, not a success above a failure.
  const failedToSend = status === 'failedToSend';
  return (
    <section className="result__panel">
      <ResultIcon kind={failedToSend ? 'failed' : 'success'} />
      <h1 className="screen__title">{t(failedToSend ? buyStatusKey.failedToSend : 'result.success.title')}</h1>
      {order ? (
        <>
          {failedToSend ? null : (
            // The words follow the order's status: sending while it is processing, sent once completed.
            <p className="screen__lead">
              {t(order.status === 'completed' ? 'result.success.sent' : 'result.success.description', {
                cryptoAmount: formatCrypto(order.cryptoAmount, order.crypto, i18n.language),
                crypto: order.crypto,
              })}
            </p>
          )}
          <dl className="kv card">
            <dt>{t('buy.confirm.orderNo')}</dt>
            <dd className="mono">{order.orderNo}</dd>
            <dt>{t('web.result.status')}</dt>
            <dd data-status={order.status}>{t(buyStatusKey[order.status])}</dd>
            {order.txId ? (
              <>
                <dt>{t('history.fields.txId')}</dt>
                <dd className="mono">
                  {network ? (
                    <a href={explorerTxUrl(network, order.txId)} target="_blank" rel="noopener noreferrer">
                      {order.txId}
                    </a>
                  ) : (
                    order.txId
                  )}
                </dd>
              </>
            ) : null}
          </dl>
          {order.status === 'failedToSend' ? <CryptoNotSent orderNo={order.orderNo} /> : null}
          {order.status === 'completed' ? <ReturnToMerchant orderNo={orderNo} /> : null}
        </>
      ) : (
        <Spinner label={t('common.loading')} />
      )}
    </section>
  );
}

function ResultIcon({ kind }: { kind: 'success' | 'failed' | 'timeout' }) {
  const paths = { success: 'M7 12.5l3.5 3.5L17 9', failed: 'M8 8l8 8M16 8l-8 8', timeout: 'M12 7v5l3 2' };
  return (
    <svg className={`result__icon result__icon--${kind}`} viewBox="0 0 24 24" width="56" height="56" aria-hidden="true">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d={paths[kind]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
