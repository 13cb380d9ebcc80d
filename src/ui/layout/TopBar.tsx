import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from '../../shared/generated/routes.schema';
import { fallbackRoute } from '../../shared/config/routes';
import { useNavigator } from '../router/hooks';

interface TopBarProps {
  route: Route;
  showMenu: boolean;
  onMenu: () => void;
  logo?: string;
  /** The customer-service button: in the bar, where it covers no content (a floating one covered the fee lines). */
  help?: ReactNode;
}

/** Product §2 top bar: back (except on home), the page title, help, and the menu when allowed. */
export function TopBar({ route, showMenu, onMenu, logo, help }: TopBarProps) {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const home = route.name === fallbackRoute().name;
  return (
    <header className="top-bar">
      <div className="top-bar__side">
        {home ? (
          <span className="brand">
            <img src={logo ?? '/icons/brand/gangway.svg'} alt="" width="24" height="24" />
            <span>{t('web.brand')}</span>
          </span>
        ) : (
          <button type="button" className="icon-button" aria-label={t('common.back')} onClick={() => navigator.back()}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        )}
      </div>
      <p className="top-bar__title">{home ? '' : t(route.titleKey)}</p>
      <div className="top-bar__side top-bar__side--end">
        {help}
        {showMenu ? (
          <button type="button" className="icon-button" aria-label={t('menu.title')} aria-haspopup="dialog" onClick={onMenu}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        ) : null}
      </div>
    </header>
  );
}
