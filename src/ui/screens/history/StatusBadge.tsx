import { useTranslation } from 'react-i18next';
import { statusKeyOf, type OrderView } from './orderViews';
import './statusBadge.css';

/** An order's status as a coloured, translated label. */
export function StatusBadge({ order }: { order: Pick<OrderView, 'side' | 'status'> }) {
  const { t } = useTranslation();
  return <span className={`status-badge status-badge--${order.status}`}>{t(statusKeyOf(order as OrderView))}</span>;
}
