import { useTranslation } from 'react-i18next';
import { deliveredCrypto, type QuoteData, type QuoteForm } from '../../../engine/quote/quoteMachine';
import { networkByCode } from '../../../shared/address/networks';
import { formatCrypto, formatFiat } from '../../components/format';

/** Where the crypto goes, once the user gave it on /receivingMode. */
export interface ReceivingWallet {
  address: string;
  memo?: string;
}

/**
 * The order being bought, as a short block on the buy steps: pay, receive, network, and on the
 * payment pages the receiving address (and memo) in full, the last chance to check it before paying.
 */
export function OrderSummary({ form, quote, wallet }: { form: QuoteForm; quote: QuoteData; wallet?: ReceivingWallet }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const network = networkByCode(form.network);
  return (
    <dl className="kv card order-summary">
      <dt>{t('home.youPay')}</dt>
      <dd>
        {formatFiat(quote.fiatAmount, form.fiat, lng, 'pay', quote.decimalDigits)} {form.fiat}
      </dd>
      <dt>{t('home.youReceive')}</dt>
      <dd>
        {formatCrypto(deliveredCrypto(quote), form.crypto, lng)} {form.crypto}
      </dd>
      <dt>{t('home.network')}</dt>
      <dd>{network?.name ?? form.network}</dd>
      {wallet ? (
        <>
          <dt>{t('buy.receiving.walletAddress')}</dt>
          <dd className="mono kv__wide">{wallet.address}</dd>
          {wallet.memo ? (
            <>
              <dt>{network?.memoLabelKey ? t(network.memoLabelKey) : t('buy.receiving.memo')}</dt>
              <dd className="mono">{wallet.memo}</dd>
            </>
          ) : null}
        </>
      ) : null}
    </dl>
  );
}
