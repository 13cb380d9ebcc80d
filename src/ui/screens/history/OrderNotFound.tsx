import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner';
import { useNavigator } from '../../router/hooks';
import type { DetailsState } from './useOrderDetails';

/**
 * An order number that names no order of this user (a mistyped link, another account's order):
 * said once, plainly, with the way back to the order history instead of a spinner or a retry.
 */
export function OrderNotFound({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const heading = useRef<HTMLHeadingElement>(null);
  // The page changed under the user: move focus to the news so a screen reader reads it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="screen order-not-found">
      <h1 ref={heading} tabIndex={-1} className="screen__title">
        {t('history.notFound.title')}
      </h1>
      {orderNo ? (
        <dl className="kv">
          <dt>{t('history.fields.orderId')}</dt>
          <dd className="mono">{orderNo}</dd>
        </dl>
      ) : null}
      <p>{t('history.notFound.description')}</p>
      <button type="button" className="button button--primary" onClick={() => navigator.navigate('tradeHistory')}>
        {t('history.notFound.backToHistory')}
      </button>
    </div>
  );
}

/** What a details page shows until its order is there: loading, not found, or a failed read with its retry. */
export function DetailsPending({ state, orderNo, reload }: { state: Exclude<DetailsState<unknown>, { kind: 'ready' }>; orderNo: string; reload: () => void }) {
  const { t } = useTranslation();
  if (state.kind === 'loading') return <Spinner label={t('common.loading')} />;
  if (state.kind === 'notFound') return <OrderNotFound orderNo={orderNo} />;
  return (
    <button type="button" className="button--link" onClick={reload}>
      {t('errors.listLoadFailed')}
    </button>
  );
}
