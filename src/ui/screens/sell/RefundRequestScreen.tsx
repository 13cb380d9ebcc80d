import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { refundPageData } from '../../../api/endpoints/sell';
import type { RefundOffer } from '../../../shared/generated/api/sell.schema';
import { networkByCode, validateRefundAddress } from '../../../shared/address';
import { ruleMessage } from '../../../shared/rules/rule-result';
import { useServices } from '../../app/services';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { formatCrypto } from '../../components/format';
import { useNavigator } from '../../router/hooks';
import type { ScreenProps } from '../screenProps';
import { useSellOrder } from './useSellOrder';
import './sell.css';

/**
 * The refund-request screen (product §2; path /refundRequest): after a bank rejection, or a deposit
 * outside the sell range (said as such), the crypto comes back as USDT on Tron. The address is checked with the shared rule ('Invalid address', product §5)
 * before the engine's refund.submit sends it.
 */
export default function RefundRequestScreen({ route, query }: ScreenProps) {
  const orderNo = query.get('orderNo') ?? '';
  const { t, i18n } = useTranslation();
  const { api } = useServices();
  const navigator = useNavigator();
  const { actor, state } = useSellOrder(orderNo);
  const [offer, setOffer] = useState<RefundOffer | undefined>();
  const [address, setAddress] = useState('');
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    let live = true;
    void refundPageData(api, orderNo).then((result) => live && result.kind === 'ok' && setOffer(result.data));
    return () => {
      live = false;
    };
  }, [api, orderNo]);

  useEffect(() => {
    if (state === 'refunding' || state === 'refunded') navigator.navigate('sellOrder', { orderNo }, { replace: true });
  }, [state, orderNo, navigator]);

  const network = offer ? networkByCode(offer.network) : undefined;
  const check = network ? validateRefundAddress(network, address.trim()) : undefined;
  const error = submitted && check ? ruleMessage(t, check) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!check?.valid) return;
    actor.send({ type: 'refund.submit', address: address.trim() });
  };

  if (!offer) return <Spinner label={t('common.loading')} />;
  const busy = state === 'requestingRefund';
  return (
    <form className="screen refund-request" onSubmit={submit} noValidate>
      <h1 className="screen__title">{t(route.titleKey)}</h1>
      <p className="screen__lead">{t(state === 'depositRefused' ? 'sell.depositRefused.refundDescription' : 'refund.description')}</p>
      <dl className="kv card">
        <dt>{t('refund.amount')}</dt>
        <dd>
          {formatCrypto(offer.amount, offer.crypto, i18n.language)} {offer.crypto}
        </dd>
        <dt>{t('home.network')}</dt>
        <dd>{network?.name ?? offer.network}</dd>
      </dl>
      <TextField
        label={t('refund.address')}
        placeholder={t('refund.addressPlaceholder')}
        value={address}
        onChange={setAddress}
        error={error}
        autoComplete="off"
        spellCheck={false}
      />
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={busy || (state !== 'bankRejected' && state !== 'depositRefused')}
        aria-busy={busy || undefined}
      >
        {busy ? <Spinner inline label={t('common.processing')} /> : null}
        {t('refund.submit')}
      </button>
    </form>
  );
}
