import { useTranslation } from 'react-i18next';
import { deliveredCrypto, type QuoteData, type QuoteForm } from '../../../engine/quote/quoteMachine';
import { networkByCode } from '../../../shared/address/networks';
import { formatCrypto, formatFiat } from '../../components/format';

/** The order being bought, as a short line on the buy steps: pay, receive, network. */
export function OrderSummary({ form, quote }: { form: QuoteForm; quote: QuoteData }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return (
    <dl className="kv card order-summary">
      <dt>{t('home.youPay')}</dt>
      <dd>{formatFiat(quote.fiatAmount, form.fiat, lng, 'pay', quote.decimalDigits)} {form.fiat}</dd>
      <dt>{t('home.youReceive')}</dt>
      <dd>{formatCrypto(deliveredCrypto(quote), form.crypto, lng)} {form.crypto}</dd>
      <dt>{t('home.network')}</dt>
      <dd>{networkByCode(form.network)?.name ?? form.network}</dd>
    </dl>
  );
}
