import { useTranslation } from 'react-i18next';
import { customerService } from '../../../shared/config/customerService';

/**
 * Product §4/§8 code 11, crypto could not be sent: the payment was received, so nothing is to be paid
 * again. What happens next: the support contact of config/customer-service.json, who send the
 * crypto again or refund the payment, with the order number to quote.
 */
export function CryptoNotSent({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="alert" role="alert">
        {t('errors.cryptoSendFailed')}
      </p>
      <p className="screen__lead">{t('result.cryptoNotSent.description')}</p>
      <p>
        {t('result.cryptoNotSent.contact', { orderNo, hours: customerService.replyWithinHours })}{' '}
        <a href={`mailto:${customerService.email}?subject=${encodeURIComponent(orderNo)}`}>{customerService.email}</a>
      </p>
    </>
  );
}
