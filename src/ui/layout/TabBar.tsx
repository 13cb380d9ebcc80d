import { useTranslation } from 'react-i18next';
import type { Route } from '../../shared/generated/routes.schema';
import { useNavigator } from '../router/hooks';

/** The shell's main sections; names of config/routes.json. */
const tabs = [
  { route: 'index', labelKey: 'menu.home', icon: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z' },
  { route: 'tradeHistory', labelKey: 'menu.transactions', icon: 'M5 4h14v16H5zM8 8h8M8 12h8M8 16h5' },
] as const;

/** Product §2 tab bar: bottom navigation on phones, a row in the header on PC. */
export function TabBar({ route }: { route: Route }) {
  const { t } = useTranslation();
  const navigator = useNavigator();
  return (
    <nav className="tab-bar" aria-label={t('web.mainNavigation')}>
      {tabs.map((tab) => {
        const current = route.name === tab.route;
        return (
          <button
            key={tab.route}
            type="button"
            className={current ? 'tab-bar__item tab-bar__item--active' : 'tab-bar__item'}
            aria-current={current ? 'page' : undefined}
            onClick={() => navigator.navigate(tab.route)}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d={tab.icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
            </svg>
            <span>{t(tab.labelKey)}</span>
          </button>
        );
      })}
    </nav>
  );
}
