import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface Detail {
  labelKey: string;
  value: ReactNode;
}

/** The label/value pairs of an order; a field the order does not have yet is left out. */
export function DetailList({ details }: { details: Detail[] }) {
  const { t } = useTranslation();
  return (
    <dl className="kv card history-details">
      {details
        .filter((detail) => detail.value !== '' && detail.value !== null && detail.value !== undefined)
        .map((detail) => (
          <div key={detail.labelKey} className="history-details__row">
            <dt>{t(detail.labelKey)}</dt>
            <dd>{detail.value}</dd>
          </div>
        ))}
    </dl>
  );
}
