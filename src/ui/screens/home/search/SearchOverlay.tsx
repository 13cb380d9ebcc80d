import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { constants } from '../../../../shared/config/constants';
import { useServices } from '../../../app/services';
import { AssetIcon } from '../../../components/AssetIcon';
import { Dialog } from '../../../components/Dialog';
import { Spinner } from '../../../components/Spinner';
import { useDebounced } from '../../../components/useDebounced';
import { useStore } from '../../../state/store';
import { countryByAlpha2, cryptoBySymbol, fiatByCode } from '../../../../shared/config/assets';
import { cryptoPages, fiatPages, type CryptoExtra, type CryptoItem, type FiatExtra, type FiatItem } from './listSources';
import { isCryptoMode, searchSide, type SearchMode, type SearchPick } from './searchModes';
import { usePagedList, type PagedList } from './usePagedList';

interface SearchOverlayProps {
  mode: SearchMode | null;
  /** The form's current choice, marked active in the lists. */
  current: { fiat: string; alpha2: string; crypto: string; network: string };
  onPick: (pick: SearchPick) => void;
  onClose: () => void;
}

/**
 * Product §2: the full-screen search overlay in its four modes. Crypto lists show Recent, Popular
 * and All; fiat lists show Recent and Available now. The search box gets focus after 300 ms and
 * the search runs 500 ms after the last keystroke.
 */
export function SearchOverlay({ mode, current, onPick, onClose }: SearchOverlayProps) {
  const { t } = useTranslation();
  const open = mode !== null;
  const [text, setText] = useState('');
  // Opening the overlay, closing it or switching lists starts the box empty: adjusted while rendering
  // (React's pattern for state that follows a prop), so no frame shows the old list's text.
  const [textMode, setTextMode] = useState(mode);
  if (textMode !== mode) {
    setTextMode(mode);
    setText('');
  }
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => input.current?.focus(), constants.searchFocusDelayMs);
    return () => clearTimeout(timer);
  }, [open, mode]);

  const crypto = mode !== null && isCryptoMode(mode);
  return (
    <Dialog open={open} title={t(crypto ? 'home.selectCrypto' : 'home.selectCurrency')} onClose={onClose} className="dialog--fullscreen search">
      <div className="search__bar">
        <label className="visually-hidden" htmlFor="search-box">
          {t(crypto ? 'search.cryptoPlaceholder' : 'search.fiatPlaceholder')}
        </label>
        <input
          id="search-box"
          ref={input}
          className="field__input"
          type="search"
          autoComplete="off"
          placeholder={t(crypto ? 'search.cryptoPlaceholder' : 'search.fiatPlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // A search box's own Escape only clears its text, and the dialog never hears it: Escape
            // closes the overlay from anywhere in it; the clear button clears the text.
            if (event.key !== 'Escape') return;
            event.preventDefault();
            onClose();
          }}
        />
        {text !== '' ? (
          <button
            type="button"
            className="button"
            onClick={() => {
              setText('');
              input.current?.focus();
            }}
          >
            {t('search.clear')}
          </button>
        ) : null}
        <button type="button" className="button" onClick={onClose}>
          {t('search.close')}
        </button>
      </div>
      {mode === null ? null : crypto ? (
        <CryptoLists mode={mode} text={text} current={current} onPick={onPick} />
      ) : (
        <FiatLists mode={mode} text={text} current={current} onPick={onPick} />
      )}
    </Dialog>
  );
}

interface ListsProps {
  mode: SearchMode;
  text: string;
  current: SearchOverlayProps['current'];
  onPick: (pick: SearchPick) => void;
}

function FiatLists({ mode, text, current, onPick }: ListsProps) {
  const { t } = useTranslation();
  const { api } = useServices();
  const search = useDebounced(text.trim(), constants.searchDebounceMs);
  const side = searchSide(mode);
  const fetchPage = useMemo(() => fiatPages(api, side), [api, side]);
  const list = usePagedList<FiatItem, FiatExtra>(search, fetchPage);
  // One row per fiat and country (EUR · Netherlands, EUR · Belgium): the country decides the payment
  // methods and the payout form, so the active row is the (fiat, alpha2) pair.
  const row = (item: FiatItem, section: string) => {
    const countryKey = countryByAlpha2(item.alpha2)?.nameKey;
    const fiatKey = fiatByCode(item.fiat)?.nameKey;
    const active = item.fiat === current.fiat && item.alpha2 === current.alpha2;
    return (
      <PickRow
        key={`${section}-${item.fiat}-${item.alpha2}`}
        icon={item.flag}
        title={`${item.fiat} · ${countryKey ? t(countryKey) : item.countryName}`}
        subtitle={fiatKey ? t(fiatKey) : item.fiatName}
        active={active}
        onPick={() => onPick({ kind: 'fiat', fiat: item.fiat, alpha2: item.alpha2 })}
      />
    );
  };
  return (
    <div className="search__lists">
      {search === '' && list.extra && list.extra.recent.length > 0 ? (
        <ListSection title={t('search.recent')}>{list.extra.recent.map((item) => row(item, 'recent'))}</ListSection>
      ) : null}
      <ListSection title={t('search.availableNow')}>{list.items.map((item) => row(item, 'all'))}</ListSection>
      <ListFooter list={list} search={search} />
    </div>
  );
}

function CryptoLists({ mode, text, current, onPick }: ListsProps) {
  const { t } = useTranslation();
  const services = useServices();
  const { api } = services;
  const search = useDebounced(text.trim(), constants.searchDebounceMs);
  const side = searchSide(mode);
  const merchant = useStore(services.merchant);
  const filter = merchant.status === 'docked' && merchant.plan?.orderSide === side ? merchant.plan.cryptoFilter : undefined;
  const fetchPage = useMemo(
    () => cryptoPages(api, side, current.fiat, { crypto: filter?.crypto, network: filter?.network }),
    [api, side, current.fiat, filter?.crypto, filter?.network],
  );
  const list = usePagedList<CryptoItem, CryptoExtra>(search, fetchPage);
  const row = (item: CryptoItem, section: string) => {
    const nameKey = cryptoBySymbol(item.crypto)?.nameKey;
    return (
      <PickRow
        key={`${section}-${item.crypto}-${item.network}`}
        icon={item.cryptoIcon}
        title={item.crypto}
        subtitle={`${nameKey ? t(nameKey) : item.cryptoName} · ${item.networkName}`}
        active={item.crypto === current.crypto && item.network === current.network}
        onPick={() => onPick({ kind: 'crypto', crypto: item.crypto, network: item.network })}
      />
    );
  };
  return (
    <div className="search__lists">
      {search === '' && list.extra && list.extra.recent.length > 0 ? (
        <ListSection title={t('search.recent')}>{list.extra.recent.map((item) => row(item, 'recent'))}</ListSection>
      ) : null}
      {search === '' && list.extra && list.extra.popular.length > 0 ? (
        <ListSection title={t('search.popular')}>{list.extra.popular.map((item) => row(item, 'popular'))}</ListSection>
      ) : null}
      <ListSection title={t('search.all')}>{list.items.map((item) => row(item, 'all'))}</ListSection>
      <ListFooter list={list} search={search} />
    </div>
  );
}

function ListSection({ title, children }: { title: string; children: ReactNode }) {
  const items = Array.isArray(children) ? children : [children];
  if (items.length === 0) return null;
  return (
    <section className="search__section">
      <h3 className="search__heading">{title}</h3>
      <ul className="row-list">{items}</ul>
    </section>
  );
}

function PickRow({ icon, title, subtitle, active, onPick }: { icon: string; title: string; subtitle: string; active: boolean; onPick: () => void }) {
  return (
    <li>
      <button type="button" className={active ? 'row row--active' : 'row'} aria-current={active ? 'true' : undefined} onClick={onPick}>
        <AssetIcon src={icon} className="row__icon" />
        <span className="row__text">
          <span>{title}</span>
          <span className="row__sub">{subtitle}</span>
        </span>
        {active ? (
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M5 12l5 5 9-10" fill="none" stroke="currentColor" strokeWidth="2.4" />
          </svg>
        ) : null}
      </button>
    </li>
  );
}

/** Loading, error (click to reload), load more, and finished texts under a list (product §2). */
function ListFooter<T, Extra>({ list, search }: { list: PagedList<T, Extra>; search: string }) {
  const { t } = useTranslation();
  if (list.status === 'loading') return <Spinner label={t('search.loading')} />;
  if (list.status === 'error') {
    return (
      <button type="button" className="search__footer button--link" onClick={list.reload}>
        {t('errors.listLoadFailed')}
      </button>
    );
  }
  if (list.items.length === 0 && search !== '') return <p className="search__footer">{t('search.noResults', { query: search })}</p>;
  if (list.finished) return <p className="search__footer">{t('search.finished')}</p>;
  return (
    <button type="button" className="button search__more" onClick={list.loadMore}>
      {t('web.search.loadMore')}
    </button>
  );
}
