import { lazy, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkAmount } from '../../../engine/quote/amountRules';
import { checkTypedAmount } from '../../../engine/quote/typedAmount';
import { buyQuoteOf, deliveredCrypto, type ContinueIntent, type QuoteForm } from '../../../engine/quote/quoteMachine';
import { networkByCode } from '../../../shared/address/networks';
import { amountDecimals } from '../../../shared/rules/amount-decimals';
import { passed } from '../../../shared/rules/rule-result';
import { amountRuleMessage } from '../../components/amountMessage';
import { FeePanel } from '../../components/FeePanel';
import { Spinner } from '../../components/Spinner';
import { formatCrypto, formatFiat } from '../../components/format';
import { LaterPart } from '../../app/WholeApp';
import { useOpenedOnce } from '../../components/useOpenedOnce';
import { countryByAlpha2, cryptoBySymbol, fiatByCode, networksOf } from '../../../shared/config/assets';
import { AmountField } from './AmountField';
import type { FixedOrder } from '../../../engine/merchant/merchantQuery';
import { AssetButton, LockIcon } from './AssetButton';
import type { SearchMode, SearchPick } from './search/searchModes';
import { useQuote } from './useQuote';

/** Fetched when first opened: not on the landing page's way to its first quote. */
const SearchOverlay = lazy(() => import('./search/SearchOverlay').then((module) => ({ default: module.SearchOverlay })));
const NetworkPicker = lazy(() => import('./NetworkPicker').then((module) => ({ default: module.NetworkPicker })));

interface QuoteTabProps {
  side: 'buy' | 'sell';
  initial: QuoteForm;
  onContinue: (intent: ContinueIntent) => void;
  /** What the merchant's accepted link fixed on this tab (already in `initial`): shown, not editable. */
  fixed?: FixedOrder;
  merchantName?: string;
}

/**
 * One home tab: buy pays fiat and receives crypto, sell pays crypto and receives fiat. Pickers,
 * network, fee panel and Continue; every rule runs in the quote machine and the shared rules. The
 * values a merchant fixed keep their pickers closed, with a hint saying who set them.
 */
export function QuoteTab({ side, initial, onContinue, fixed = {}, merchantName = '' }: QuoteTabProps) {
  const { t, i18n } = useTranslation();
  const { actor, form, quote, loaded, refreshAt, updating, failed, refusal, amountRefusal, continuing, enabled } = useQuote(side, initial, onContinue);
  const [search, setSearch] = useState<SearchMode | null>(null);
  const [networkOpen, setNetworkOpen] = useState(false);
  const searchWanted = useOpenedOnce(search !== null);
  const networkWanted = useOpenedOnce(networkOpen);
  const lng = i18n.language;
  const fixedHintId = `fixed-hint-${side}`;
  const anyPickerFixed = fixed.fiat !== undefined || fixed.crypto !== undefined || fixed.network !== undefined;

  const pick = useCallback(
    (choice: SearchPick) => {
      setSearch(null);
      if (choice.kind === 'fiat') actor.send({ type: 'fiat.change', fiat: choice.fiat, alpha2: choice.alpha2 });
      else {
        const networks = networksOf(choice.crypto);
        const network = networks.find((candidate) => candidate.code === choice.network) ?? networks[0];
        if (network) actor.send({ type: 'crypto.change', crypto: choice.crypto, network: network.code, networkName: network.name });
      }
    },
    [actor],
  );

  // Product §5: what needs no quote is said at once (and never sent); the limits once the quote has them,
  // or in the server's words when it refused to price the amount.
  const typed = checkTypedAmount(side, form);
  const amountCheck = !typed.valid ? typed : quote ? checkAmount(side, form.amount, quote) : passed;
  const amountError = form.amount === '' ? undefined : (amountRuleMessage(t, lng, amountCheck) ?? amountRefusal);
  // The fiat's country (product §3 alpha2) decides the payment methods: its flag and name show with the fiat.
  const country = form.alpha2 ? countryByAlpha2(form.alpha2) : undefined;
  const fiatButton = (
    <AssetButton
      icon={country?.flag ?? fiatByCode(form.fiat)?.flag}
      code={form.fiat}
      detail={country ? t(country.nameKey) : undefined}
      label={t('home.selectCurrency')}
      onClick={() => setSearch(side === 'buy' ? 'buyFiat' : 'sellFiat')}
      locked={fixed.fiat !== undefined}
      describedBy={fixedHintId}
    />
  );
  const cryptoButton = (
    <AssetButton
      icon={cryptoBySymbol(form.crypto)?.icon}
      code={form.crypto}
      label={t('home.selectCrypto')}
      onClick={() => setSearch(side === 'buy' ? 'buyCrypto' : 'sellCrypto')}
      locked={fixed.crypto !== undefined}
      describedBy={fixedHintId}
    />
  );
  const receive = !quote
    ? ''
    : side === 'buy'
      ? formatCrypto(deliveredCrypto(quote), form.crypto, lng)
      : formatFiat(quote.fiatAmount, form.fiat, lng, 'receive', quote.decimalDigits);
  const network = networkByCode(form.network);

  return (
    <div className="quote-tab">
      <AmountField
        label={t(side === 'buy' ? 'home.youPay' : 'home.youSell')}
        value={form.amount}
        onChange={fixed.amount === undefined ? (amount) => actor.send({ type: 'amount.change', amount }) : undefined}
        maxDecimals={amountDecimals(side, form)}
        error={amountError}
        adornment={side === 'buy' ? fiatButton : cryptoButton}
        hint={fixed.amount === undefined ? undefined : t('merchant.amountFixed')}
      />
      <AmountField label={t('home.youReceive')} value={receive} adornment={side === 'buy' ? cryptoButton : fiatButton} busy={!loaded} />
      <div className="network-row">
        <span className="field__label" id={`network-label-${side}`}>
          {t('home.network')}
        </span>
        {fixed.network === undefined ? (
          <button
            type="button"
            className="network-row__button"
            aria-haspopup="dialog"
            aria-labelledby={`network-label-${side} network-value-${side}`}
            onClick={() => setNetworkOpen(true)}
          >
            <span id={`network-value-${side}`}>{network?.name ?? form.network}</span>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        ) : (
          <button
            type="button"
            className="network-row__button network-row__button--locked"
            aria-disabled="true"
            aria-labelledby={`network-label-${side} network-value-${side}`}
            aria-describedby={fixedHintId}
          >
            <span id={`network-value-${side}`}>{network?.name ?? form.network}</span>
            <LockIcon />
          </button>
        )}
      </div>
      {anyPickerFixed ? (
        <p id={fixedHintId} className="field__hint">
          {t('merchant.fixedHint', { merchant: merchantName })}
        </p>
      ) : null}
      {side === 'buy' && quote && buyQuoteOf(quote)?.discount ? (
        <p className="promo" role="note">
          <strong>{t('home.firstOrderBanner')}</strong> {t('home.firstOrderDetail')}
        </p>
      ) : null}
      {!loaded && !quote ? <Spinner label={t('fee.updating')} /> : null}
      <FeePanel
        side={side}
        quote={quote}
        refreshAt={refreshAt}
        updating={updating}
        showPrice
        payWayChosen={form.payWayCode !== undefined}
        failed={failed}
        refusal={refusal?.message}
        onRetry={() => actor.send({ type: 'quote.refresh' })}
      />
      <button
        type="button"
        className="button button--primary button--block"
        disabled={!enabled || continuing}
        aria-busy={continuing || undefined}
        onClick={() => actor.send({ type: 'continue.click' })}
      >
        {continuing ? <Spinner inline label={t('common.processing')} /> : null}
        {t('common.continue')}
      </button>
      {searchWanted ? (
        <LaterPart>
          <SearchOverlay
            mode={search}
            current={{ fiat: form.fiat, alpha2: form.alpha2 ?? '', crypto: form.crypto, network: form.network }}
            onPick={pick}
            onClose={() => setSearch(null)}
          />
        </LaterPart>
      ) : null}
      {networkWanted ? (
        <LaterPart>
          <NetworkPicker
            open={networkOpen}
            crypto={form.crypto}
            current={form.network}
            onClose={() => setNetworkOpen(false)}
            onPick={(code, name) => {
              setNetworkOpen(false);
              actor.send({ type: 'network.change', network: code, networkName: name });
            }}
          />
        </LaterPart>
      ) : null}
    </div>
  );
}
