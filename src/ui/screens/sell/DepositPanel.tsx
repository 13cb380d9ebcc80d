import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { switchSellNetwork } from '../../../api/endpoints/sell';
import { networkByCode } from '../../../shared/address';
import { useServices } from '../../app/services';
import { CopyButton } from '../../components/CopyButton';
import { clock, formatCrypto, secondsUntil } from '../../components/format';
import { QrCode } from '../../components/QrCode';
import { useNow } from '../../components/useNow';
import { networksOf } from '../../../shared/config/assets';
import type { SellOrderView } from '../history/orderViews';

/**
 * Product §2 sell order while waiting for the deposit: the deposit address as a QR code and text with
 * copy, the memo when the network needs one, the exact amount and network, the countdown to expiry
 * with the do-not-send warning (product §4), and switching to another network of the crypto.
 */
export function DepositPanel({ view, onSwitched }: { view: SellOrderView; onSwitched: () => void }) {
  const { t, i18n } = useTranslation();
  const { api } = useServices();
  const now = useNow(true);
  const [switching, setSwitching] = useState(false);
  const [target, setTarget] = useState('');
  const network = networkByCode(view.network);
  const networkName = network?.name ?? view.network;
  // What the seller must send: never shown as less than the order asks for.
  const amount = formatCrypto(view.cryptoAmount, view.crypto, i18n.language, 'pay');
  const otherNetworks = networksOf(view.crypto).filter((candidate) => candidate.code !== view.network);

  const switchTo = async (code: string) => {
    setSwitching(true);
    const result = await switchSellNetwork(api, { orderNo: view.orderNo, network: code });
    setSwitching(false);
    if (result.kind === 'ok') {
      setTarget('');
      onSwitched();
    }
  };

  return (
    <section className="card sell-order__deposit" aria-labelledby="deposit-title">
      <h2 id="deposit-title" className="fee-panel__title">
        {t('sell.order.sendExactly', { amount, crypto: view.crypto, network: networkName })}
      </h2>
      <p className="sell-order__warning" role="timer" aria-live="off">
        {t('sell.order.expiresIn', { time: clock(secondsUntil(view.expiresAt, now)) })}
        <br />
        {t('sell.order.doNotSendAfterExpiry')}
      </p>
      <div className="sell-order__qr">
        <QrCode payload={view.depositAddress} label={t('sell.order.depositAddress')} />
      </div>
      <dl className="kv">
        <dt>{t('sell.order.depositAddress')}</dt>
        <dd className="kv__wide copy-line">
          <span className="mono">{view.depositAddress}</span>
          <CopyButton value={view.depositAddress} label={t('sell.order.depositAddress')} />
        </dd>
        {view.depositMemo ? (
          <>
            <dt>{t('sell.order.memo')}</dt>
            <dd className="kv__wide copy-line">
              <span className="mono">{view.depositMemo}</span>
              <CopyButton value={view.depositMemo} label={t('sell.order.memo')} />
            </dd>
          </>
        ) : null}
        <dt>{t('home.network')}</dt>
        <dd>{networkName}</dd>
      </dl>
      {view.depositMemo ? <p className="notice">{t('sell.order.memoRequired')}</p> : null}
      <p className="field__hint">{t('sell.order.networkOnly', { crypto: view.crypto, network: networkName })}</p>
      {otherNetworks.length > 0 ? (
        // A select's change also fires on a keyboard arrow, so the switch, which gives the order a new
        // deposit address, waits for its own button.
        <fieldset className="field sell-order__switch">
          <legend className="field__label">{t('sell.order.switchNetwork')}</legend>
          <label className="field__hint" htmlFor="switch-network">
            {t('web2.switchNetwork.choose')}
          </label>
          <select id="switch-network" className="field__input" value={target} disabled={switching} onChange={(event) => setTarget(event.target.value)}>
            <option value="">{networkName}</option>
            {otherNetworks.map((candidate) => (
              <option key={candidate.code} value={candidate.code}>
                {candidate.name}
              </option>
            ))}
          </select>
          {target ? (
            <>
              <p className="field__hint" role="note">
                {t('web2.switchNetwork.warning')}
              </p>
              <button type="button" className="button" disabled={switching} onClick={() => void switchTo(target)}>
                {t('web2.switchNetwork.confirm', { network: networkByCode(target)?.name ?? target })}
              </button>
            </>
          ) : null}
        </fieldset>
      ) : null}
    </section>
  );
}
