import { useTranslation } from 'react-i18next';
import { explorerTxUrl, networkByCode } from '../../../shared/address';

/** A TxID linked to its network's block explorer (config/networks.json explorerTxUrl). */
export function TxLink({ network, txId }: { network: string; txId: string }) {
  const { t } = useTranslation();
  const entry = networkByCode(network);
  if (!entry) return <span className="history-details__mono">{txId}</span>;
  return (
    <a className="history-details__mono" href={explorerTxUrl(entry, txId)} target="_blank" rel="noopener noreferrer" title={t('history.viewOnExplorer')}>
      {txId}
      <span className="visually-hidden"> ({t('history.viewOnExplorer')})</span>
    </a>
  );
}
