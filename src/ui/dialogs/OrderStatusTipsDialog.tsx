import { useTranslation } from 'react-i18next';
import { Dialog } from '../components/Dialog';

/** Product §2/§4: opened by 'I have completed the payment' while the order is still being confirmed. */
export function OrderStatusTipsDialog({ open, onClose, onViewOrder }: { open: boolean; onClose: () => void; onViewOrder: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      title={t('dialog.orderStatusTips.title')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('dialog.orderStatusTips.keepWaiting')}
          </button>
          <button type="button" className="button button--primary" onClick={onViewOrder}>
            {t('dialog.orderStatusTips.viewOrder')}
          </button>
        </>
      }
    >
      <p>{t('dialog.orderStatusTips.message')}</p>
      <p>{t('dialog.orderStatusTips.checkHistory')}</p>
    </Dialog>
  );
}
