import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../app/services';
import { Dialog } from '../components/Dialog';
import { dismissKeys, importantUpdatesKey } from '../state/dismissedNotices';
import { shouldShowImportantUpdates } from '../../engine/notices/importantUpdates';

/** Where the browser keeps when the dialog was last shown (epoch ms), across visits. */
const importantUpdatesShownKey = 'gangway.importantUpdatesShownAt';

/**
 * Product §2/§4: the one-time important-updates dialog about bank holidays, for the tab's fiat. Closed,
 * it stays closed for the session; it never opens once the user has started a buy or sell.
 * It decides once, when it mounts: the home screen mounts one per fiat (its key).
 */
export function ImportantUpdatesDialog({ fiat, signedIn }: { fiat: string; signedIn: boolean }) {
  const { t } = useTranslation();
  const { dismissedNotices, tradeStarted } = useServices();
  // When it is shown, if it is: read in the initialiser, written to the browser once committed.
  const [shownAt] = useState(() => {
    const stored = Number(localStorage.getItem(importantUpdatesShownKey));
    const now = Date.now();
    const closedThisSession = dismissedNotices.get().keys.includes(importantUpdatesKey);
    return shouldShowImportantUpdates({
      fiat,
      signedIn,
      lastShownAt: stored > 0 ? stored : undefined,
      now,
      closedThisSession,
      tradeUnderWay: tradeStarted.get().started,
    })
      ? now
      : undefined;
  });
  const [open, setOpen] = useState(shownAt !== undefined);
  useEffect(() => {
    if (shownAt !== undefined) localStorage.setItem(importantUpdatesShownKey, String(shownAt));
  }, [shownAt]);

  const close = () => {
    setOpen(false);
    dismissedNotices.set((previous) => dismissKeys(previous, [importantUpdatesKey]));
  };
  return (
    <Dialog
      open={open}
      title={t('dialog.importantUpdates.title')}
      onClose={close}
      actions={
        <button type="button" className="button button--primary" onClick={close}>
          {t('dialog.importantUpdates.acknowledge')}
        </button>
      }
    >
      <p>{t('dialog.importantUpdates.bankHolidays', { fiat })}</p>
    </Dialog>
  );
}
