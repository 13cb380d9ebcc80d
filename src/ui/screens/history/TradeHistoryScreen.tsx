import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tradeList } from '../../../api/endpoints/buy';
import { useServices } from '../../app/services';
import { useStore } from '../../state/store';
import { Spinner } from '../../components/Spinner';
import { formatCrypto, formatFiat } from '../../components/format';
import { useNavigator } from '../../router/hooks';
import type { HistoryView } from '../../state/historyView';
import type { ScreenProps } from '../screenProps';
import { formatTime } from './formatTime';
import type { OrderView } from './orderViews';
import { StatusBadge } from './StatusBadge';
import './history.css';

/** Orders fetched per page. */
const pageSize = 20;
const sides = ['buy', 'sell'] as const;
type Side = HistoryView['side'];

type ListState = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; orders: OrderView[]; total: number; pages: number };

/** The detail route of each side (config/routes.json names). */
const detailRoute: Record<Side, string> = { buy: 'tradeHistoryBuyDetails', sell: 'tradeHistoryDetails' };

/**
 * Product §2 /tradeHistory: buy and sell orders (GET /trade/list) on two tabs, newest first, with the
 * 'hide closed orders' option of product §4; each row opens the order's details.
 */
export default function TradeHistoryScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const { api, historyView } = useServices();
  const navigator = useNavigator();
  // The tab and the tick are the session's: opening an order and coming back keeps them.
  const { side, hideClosed } = useStore(historyView);
  const setSide = (next: Side) => historyView.set((view) => ({ ...view, side: next }));
  const setHideClosed = (next: boolean) => historyView.set((view) => ({ ...view, hideClosed: next }));
  // The list is kept with the tick it was fetched for: after a change it reads loading until the new
  // answer, in the same render, and a late answer for the old tick is never shown.
  const [answered, setAnswered] = useState<{ hideClosed: boolean; list: ListState }>();

  /** Loads page `pages` and shows it after `previous`, the orders of the pages before it. */
  const load = useCallback(
    (pages: number, previous: OrderView[]) =>
      tradeList(api, { pageIndex: pages, pageSize, hideClosed }).then((result) => {
        if (result.kind === 'cancelled') return;
        const list: ListState =
          result.kind === 'ok' ? { kind: 'ready', orders: [...previous, ...result.data.result], total: result.data.total, pages } : { kind: 'error' };
        setAnswered({ hideClosed, list });
      }),
    [api, hideClosed],
  );

  useEffect(() => {
    void load(1, []);
  }, [load]);
  const list: ListState = answered?.hideClosed === hideClosed ? answered.list : { kind: 'loading' };

  const shown = list.kind === 'ready' ? list.orders.filter((order) => order.side === side) : [];
  return (
    <div className="screen trade-history">
      <h1 className="screen__title">{t(route.titleKey)}</h1>
      <div className="history-tabs" role="tablist" aria-label={t('history.title')}>
        {sides.map((candidate) => (
          <button
            key={candidate}
            type="button"
            role="tab"
            id={`history-tab-${candidate}`}
            aria-controls="history-panel"
            aria-selected={candidate === side}
            className="history-tabs__tab"
            onClick={() => setSide(candidate)}
          >
            {t(`history.${candidate}`)}
          </button>
        ))}
      </div>
      <label className="checkbox">
        <input type="checkbox" checked={hideClosed} onChange={(event) => setHideClosed(event.target.checked)} />
        <span>{t('history.hideClosed')}</span>
      </label>
      <div id="history-panel" role="tabpanel" aria-labelledby={`history-tab-${side}`}>
        {list.kind === 'loading' ? <Spinner label={t('common.loading')} /> : null}
        {list.kind === 'error' ? (
          <button type="button" className="button--link" onClick={() => void load(1, [])}>
            {t('errors.listLoadFailed')}
          </button>
        ) : null}
        {list.kind === 'ready' && shown.length === 0 && !hideClosed ? <p className="screen__lead">{t('history.empty')}</p> : null}
        {list.kind === 'ready' && shown.length === 0 && hideClosed ? (
          // Closed orders may be all there is: say that nothing matches, not that there are no orders.
          <p className="screen__lead">
            {t('web2.history.noneMatch')}{' '}
            <button type="button" className="button--link" onClick={() => setHideClosed(false)}>
              {t('web2.history.showClosed')}
            </button>
          </p>
        ) : null}
        <ul className="row-list">
          {shown.map((order) => (
            <li key={order.orderNo}>
              <OrderRow order={order} onOpen={() => navigator.navigate(detailRoute[order.side], { orderNo: order.orderNo })} />
            </li>
          ))}
        </ul>
        {list.kind === 'ready' && list.orders.length < list.total ? (
          <button type="button" className="button search__more" onClick={() => void load(list.pages + 1, list.orders)}>
            {t('web.search.loadMore')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

function OrderRow({ order, onOpen }: { order: OrderView; onOpen: () => void }) {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  const crypto = `${formatCrypto(order.cryptoAmount, order.crypto, lng)} ${order.crypto}`;
  const fiat = `${formatFiat(order.fiatAmount, order.fiat, lng)} ${order.fiat}`;
  return (
    <button type="button" className="history-row" onClick={onOpen}>
      <span className="history-row__amount">{crypto}</span>
      <span className="history-row__status">
        <StatusBadge order={order} />
      </span>
      <span className="history-row__sub">
        {fiat} · {formatTime(order.createdAt, lng)}
      </span>
    </button>
  );
}
