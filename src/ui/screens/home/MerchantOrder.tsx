import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { orderFeeInfo } from '../../../api/endpoints/quotes';
import { failureOf } from '../../../api/unwrap';
import { merchantOrderMachine, type MerchantOrderAnswer } from '../../../engine/merchant/merchantOrderMachine';
import type { FixedOrder } from '../../../engine/merchant/merchantQuery';
import { errorEntryByName } from '../../../shared/config/errors';
import { fallbackRoute } from '../../../shared/config/routes';
import { provideFlow } from '../../app/provideFlow';
import { useServices } from '../../app/services';
import { Spinner } from '../../components/Spinner';
import { useStore } from '../../state/store';

interface MerchantOrderProps {
  orderNo: string;
  side: 'buy' | 'sell';
  merchantName: string;
  /** The link's fixed fiat and crypto, the units of the order's amounts when the link names them. */
  fixed: FixedOrder;
  onNewOrder: () => void;
}

const notFoundCode = errorEntryByName('notFound').code;

/**
 * Product §2/§7: a merchant link's orderNo shows that order on home (GET /trade/query/order/fee/info)
 * instead of the initial notice and quote load; the user may go to its details or start a new order.
 */
export function MerchantOrder({ orderNo, side, merchantName, fixed, onNewOrder }: MerchantOrderProps) {
  const { t } = useTranslation();
  const services = useServices();
  const signedIn = useStore(services.session).user !== null;
  const machine = useMemo(
    () =>
      provideFlow(merchantOrderMachine, {
        // An order number the server does not know is an answer to show, not a failure.
        loadOrderFee: fromPromise<MerchantOrderAnswer, { orderNo: string }>(async ({ input }) => {
          const result = await orderFeeInfo(services.api, input.orderNo);
          if (result.kind === 'ok') return { kind: 'found', fee: result.data };
          if (result.kind === 'error' && result.code === notFoundCode) return { kind: 'notFound' };
          throw failureOf(result);
        }),
      }),
    [services.api],
  );
  const actor = useActorRef(machine, { input: { orderNo, signedIn } });
  useEffect(() => {
    if (signedIn) actor.send({ type: 'session.signedIn' });
  }, [signedIn, actor]);
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const fee = useSelector(actor, (snapshot) => snapshot.context.fee);
  const unit = (value: string, code: string | undefined) => (code ? `${value} ${code}` : value);

  const logIn = () => {
    services.loginReturn.set({ name: fallbackRoute().name, query: {} });
    services.navigator.navigate('emailCode');
  };

  return (
    <section className="card merchant-order" aria-labelledby="merchant-order-title">
      <h2 id="merchant-order-title" className="merchant-order__title">
        {t('merchant.orderFrom', { orderNo, merchant: merchantName })}
      </h2>
      {state === 'signedOut' ? (
        <>
          <p className="screen__lead">{t('merchant.orderSignIn')}</p>
          <button type="button" className="button button--primary button--block" onClick={logIn}>
            {t('login.submit')}
          </button>
        </>
      ) : null}
      {state === 'loading' || state === 'start' ? <Spinner label={t('common.loading')} /> : null}
      {state === 'shown' && fee ? (
        <>
          <dl className="kv">
            <dt>{t('merchant.cryptoAmount')}</dt>
            <dd>{unit(fee.cryptoAmount, fixed.crypto)}</dd>
            <dt>{t('history.fields.price')}</dt>
            <dd>{unit(fee.price, fixed.fiat)}</dd>
            <dt>{t('history.fields.rampFee')}</dt>
            <dd>{unit(fee.serviceFee, fixed.fiat)}</dd>
            {side === 'buy' ? (
              <>
                <dt>{t('history.fields.networkFee')}</dt>
                <dd>{unit(fee.networkFee, fixed.fiat)}</dd>
              </>
            ) : null}
          </dl>
          <button
            type="button"
            className="button button--primary button--block"
            onClick={() => services.navigator.navigate(side === 'sell' ? 'tradeHistoryDetails' : 'tradeHistoryBuyDetails', { orderNo })}
          >
            {t('result.viewOrder')}
          </button>
        </>
      ) : null}
      {state === 'notFound' ? (
        <p className="alert" role="alert">
          {t('history.notFound.title')}
        </p>
      ) : null}
      {state === 'failed' ? (
        <>
          <p className="alert" role="alert">
            {t('merchant.orderLoadFailed')}
          </p>
          <button type="button" className="button button--block" onClick={() => actor.send({ type: 'order.retry' })}>
            {t('common.retry')}
          </button>
        </>
      ) : null}
      <button type="button" className="button button--block" onClick={onNewOrder}>
        {t('merchant.newOrder')}
      </button>
    </section>
  );
}
