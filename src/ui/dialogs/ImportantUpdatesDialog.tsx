import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../components/Dialog';
import { shouldShowImportantUpdates } from '../../engine/notices/importantUpdates';

/** Where the browser keeps when the dialog was last shown (epoch ms), across visits. */
const importantUpdatesShownKey = 'gangway.importantUpdatesShownAt';

/** Spec §2/§4: the one-time important-updates dialog about bank holidays, for the tab's fiat. */
export function ImportantUpdatesDialog({ fiat, signedIn }: { fiat: string; signedIn: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const stored = Number(localStorage.getItem(importantUpdatesShownKey));
    const now = Date.now();
    if (!shouldShowImportantUpdates({ fiat, signedIn, lastShownAt: stored > 0 ? stored : undefined, now })) return;
    localStorage.setItem(importantUpdatesShownKey, String(now));
    setOpen(true);
  }, [fiat, signedIn]);

  return (
    <Dialog
      open={open}
      title={t('dialog.importantUpdates.title')}
      onClose={() => setOpen(false)}
      actions={<button type="button" className="button button--primary" onClick={() => setOpen(false)}>{t('dialog.importantUpdates.acknowledge')}</button>}
    >
      <p>{t('dialog.importantUpdates.bankHolidays', { fiat })}</p>
    </Dialog>
  );
}
