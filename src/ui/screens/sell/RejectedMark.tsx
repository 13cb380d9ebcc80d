import { useTranslation } from 'react-i18next';
import type { PayoutAccount } from '../../../shared/generated/api/payout.schema';
import { formatTime } from '../history/formatTime';

/** Issue 30: a saved payout account the payout rail rejected says so, with the date, wherever it is shown. */
export function RejectedMark({ account }: { account: Pick<PayoutAccount, 'rejectedAt'> | null | undefined }) {
  const { t, i18n } = useTranslation();
  if (!account || account.rejectedAt === null) return null;
  return <span className="account-rejected">{t('sell.account.rejectedOn', { date: formatTime(account.rejectedAt, i18n.language) })}</span>;
}
