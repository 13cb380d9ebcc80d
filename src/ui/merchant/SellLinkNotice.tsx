import { useTranslation } from 'react-i18next';
import { useServices } from '../app/services';
import { useCurrentRoute, useNavigator } from '../router/hooks';
import { sellLinkNoticeShown } from '../state/sellLinkNotice';
import { useStore } from '../state/store';
import './linkNotice.css';

/** The pages a sell deep link's values show on: the sell form it opens, and home's sell tab. */
const shownOn = new Set(['sellFormUserInfo', 'index']);
const homeRoute = 'index';

/**
 * Product §4 sell deep link: the values the link named that could not be used (an unknown currency,
 * a country without payouts in it, an amount that is not valid...), each with its reason, and the
 * way to the sell tab to choose them, until the user closes it.
 */
export function SellLinkNotice() {
  const { t } = useTranslation();
  const { sellLinkNotice } = useServices();
  const navigator = useNavigator();
  const { route } = useCurrentRoute();
  const notice = useStore(sellLinkNotice);
  if (!sellLinkNoticeShown(notice) || !shownOn.has(route.name)) return null;
  return (
    <aside className="notice merchant-notice" role="alert" aria-labelledby="sell-link-notice-title">
      <div className="merchant-notice__text">
        <p id="sell-link-notice-title">{t('web2.sellLink.title')}</p>
        <ul className="merchant-notice__list">
          {notice.ignored.map((item) => (
            <li key={item.field}>{t(item.messageKey, item.params)}</li>
          ))}
        </ul>
        {route.name === homeRoute ? null : (
          <button type="button" className="button--link" onClick={() => navigator.navigate(homeRoute)}>
            {t('web2.sellLink.review')}
          </button>
        )}
      </div>
      <button
        type="button"
        className="icon-button notice__close"
        aria-label={t('common.close')}
        onClick={() => sellLinkNotice.set((current) => ({ ...current, dismissed: true }))}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
    </aside>
  );
}
