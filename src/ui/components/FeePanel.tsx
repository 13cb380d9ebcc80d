import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buyQuoteOf, cryptoWorth, deliveredCrypto, type QuoteData } from '../../engine/quote/quoteMachine';
import { methodByCode } from '../../shared/config/paymentMethods';
import type { AmountKind } from '../../shared/money';
import { constants } from '../../shared/config/constants';
import { formatCrypto, formatFiat, formatPrice, secondsUntil, steadySeconds } from './format';
import { TipPopover } from './TipPopover';
import { useNow } from './useNow';

interface FeePanelProps {
  side: 'buy' | 'sell';
  quote: QuoteData | undefined;
  /** Epoch ms of the next refresh while counting down; undefined while updating. */
  refreshAt: number | undefined;
  updating: boolean;
  /** The one-crypto price line is shown on home only (product §2). */
  showPrice: boolean;
  /** No payment way chosen yet: the ramp fee is an estimate for the method the quote priced, and says so. */
  payWayChosen: boolean;
  /** The quote request failed: the panel says so in its place, with a retry. */
  failed?: boolean;
  /** The server's reason when it refused the quote; without one, no answer came (the connection). */
  refusal?: string;
  onRetry?: () => void;
}

/**
 * Product §2 fee panel: the refresh countdown then the updating state, and the collapsible
 * 'Your order' block with the amount line, the price line, the ramp fee and the network fee
 * (each with its tip), and the first-order discount when the quote says the user is eligible.
 * Under each fee a line says what it pays for: the ramp fee the processing by the method the
 * quote priced (an estimate until the user chooses one: product §2's 'includes ramp fee' note), the
 * network fee the sending of the crypto on its network.
 */
export function FeePanel({ side, quote, refreshAt, updating, showPrice, payWayChosen, failed = false, refusal, onRetry }: FeePanelProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  const now = useNow(refreshAt !== undefined);
  const counting = !updating && refreshAt !== undefined;
  const longest = secondsUntil(constants.quoteRefreshCountdownMs, 0);
  const lng = i18n.language;
  if (!quote) {
    if (!failed) return null;
    return (
      <section className="fee-panel fee-panel--failed card" aria-label={t('fee.yourOrder')}>
        <p className="fee-panel__error" role="alert">
          {refusal ?? t('fee.quoteFailed')}
        </p>
        {onRetry ? (
          <button type="button" className="button" disabled={updating} aria-busy={updating || undefined} onClick={onRetry}>
            {t('common.retry')}
          </button>
        ) : null}
      </section>
    );
  }
  const fiat = quote.fiat;
  const crypto = quote.crypto;
  const fiatText = (value: string | undefined, kind: AmountKind) => formatFiat(value, fiat, lng, kind, quote.decimalDigits);
  const buy = buyQuoteOf(quote);
  const discounted = buy?.discount === true;
  const cryptoAmount = deliveredCrypto(quote);
  const method = methodByCode(side, quote.payWayCode);
  const rampFeeNote = method
    ? t(`fee.${side === 'buy' ? 'rampFee' : 'payoutFee'}${payWayChosen ? 'For' : 'Estimate'}`, { method: t(method.nameKey) })
    : undefined;

  return (
    <section className="fee-panel card" aria-label={t('fee.yourOrder')}>
      <div className="fee-panel__head">
        <h2 className="fee-panel__title">
          <button type="button" className="fee-panel__toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((value) => !value)}>
            {t('fee.yourOrder')}
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className={open ? 'chevron chevron--up' : 'chevron'}>
              <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </h2>
        {/*
          Both texts hold the same grid cell, the one not shown kept invisible, so the line is as wide as
          the wider of them and nothing moves when the countdown turns into "updating" and back. A timer,
          not read out every second, as the payment windows' countdowns.
        */}
        <p className="fee-panel__refresh" role="timer" aria-live="off">
          {/* The seconds left differ between the server's render and the hydrating browser's clock: the next tick says them. */}
          <span className={counting ? undefined : 'fee-panel__refresh--spare'} suppressHydrationWarning>
            {t('fee.countdown', { seconds: steadySeconds(counting ? secondsUntil(refreshAt, now) : longest, longest) })}
          </span>
          <span className={counting ? 'fee-panel__refresh--spare' : undefined}>{t('fee.updating')}</span>
        </p>
      </div>
      <p className="fee-panel__summary">
        {side === 'buy'
          ? t('fee.cryptoForFiat', {
              cryptoAmount: formatCrypto(cryptoAmount, crypto, lng, 'receive'),
              crypto,
              fiatAmount: fiatText(quote.fiatAmount, 'pay'),
              fiat,
            })
          : t('fee.fiatForCrypto', {
              fiatAmount: fiatText(quote.fiatAmount, 'receive'),
              fiat,
              cryptoAmount: formatCrypto(quote.cryptoAmount, crypto, lng, 'pay'),
              crypto,
            })}
      </p>
      <div id={bodyId} hidden={!open}>
        <dl className="kv fee-panel__lines">
          {showPrice && quote.cryptoToFiatPrice ? (
            <div className="fee-panel__line">
              <dt>{t('web.fee.price')}</dt>
              {/* The full price (cryptoToFiatPrice), not the one rounded to the fiat's decimals (cryptoPrice): 1.003, not 1.00, so the lines add up. */}
              <dd>
                {t('fee.price', {
                  crypto,
                  price: formatPrice(quote.cryptoToFiatPrice, fiat, lng, { quantity: cryptoAmount, amount: cryptoWorth(quote) }, quote.decimalDigits),
                  fiat,
                })}
              </dd>
            </div>
          ) : null}
          <div className="fee-panel__line">
            <dt>
              {t('fee.rampFee')}
              <TipPopover label={t('fee.rampFee')} text={t('fee.rampFeeTip')} />
            </dt>
            <dd>
              {discounted ? (
                <>
                  <s className="fee-panel__was">
                    {fiatText(quote.rampFee, 'fee')} {fiat}
                  </s>{' '}
                  {fiatText(buy.discountRampFee, 'fee')} {fiat}
                </>
              ) : (
                <>
                  {fiatText(quote.rampFee, 'fee')} {fiat}
                </>
              )}
            </dd>
            {rampFeeNote ? <dd className="fee-panel__note">{rampFeeNote}</dd> : null}
          </div>
          {side === 'buy' && buy ? (
            <div className="fee-panel__line">
              <dt>
                {t('fee.networkFee')}
                <TipPopover label={t('fee.networkFee')} text={t('fee.networkFeeTip')} />
              </dt>
              {/* The quote's networkFee is fiat: the crypto's network fee at the quote price (schemas/api/quotes.schema.json). */}
              <dd>
                {fiatText(buy.networkFee, 'fee')} {fiat}
              </dd>
              <dd className="fee-panel__note">{t('fee.networkFeeFor', { crypto, network: buy.networkName })}</dd>
            </div>
          ) : null}
        </dl>
        {discounted ? <p className="fee-panel__discount">{t('fee.discountApplied')}</p> : null}
      </div>
    </section>
  );
}
