import { useTranslation } from 'react-i18next';
import { statusKeyOf } from './orderViews';
import './statusBadge.css';

/** An order's status as a coloured, translated label. */
export function StatusBadge({ order }: { order: Parameters<typeof statusKeyOf>[0] }) {
  const { t } = useTranslation();
  return <span className={`status-badge status-badge--${order.status}`}>{t(statusKeyOf(order))}</span>;
}
