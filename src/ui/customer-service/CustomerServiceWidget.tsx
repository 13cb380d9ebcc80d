import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customerService } from '../../shared/config/customerService';
import { Dialog } from '../components/Dialog';
import './customer-service.css';

/**
 * Product §6 customer-service widget: a floating help button that opens the support contact of
 * config/customer-service.json. Its own chunk: a merchant that shuts it down never loads it.
 */
export default function CustomerServiceWidget() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="customer-service__button" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 15.5a1.25 1.25 0 1 1 0-2.5 1.25 1.25 0 0 1 0 2.5Zm1.3-5.2V13h-2.5v-1.6c0-1.3.9-1.9 1.6-2.4.6-.4 1-.7 1-1.3a1.4 1.4 0 0 0-2.8 0H8.1a3.9 3.9 0 0 1 7.8 0c0 1.6-1.1 2.3-1.8 2.8-.5.3-.8.5-.8.8Z"
          />
        </svg>
        <span className="customer-service__label">{t('web3.support.open')}</span>
      </button>
      <Dialog
        open={open}
        title={t('web3.support.title')}
        onClose={() => setOpen(false)}
        actions={
          <button type="button" className="button" onClick={() => setOpen(false)}>
            {t('web3.support.close')}
          </button>
        }
      >
        <p>{t('web3.support.description', { hours: customerService.replyWithinHours })}</p>
        <p>
          {t('web3.support.emailLabel')}: <a href={`mailto:${customerService.email}`}>{customerService.email}</a>
        </p>
      </Dialog>
    </>
  );
}
