import { useTranslation } from 'react-i18next';
import { useServices } from '../app/services';
import { merchantNoticeShown } from '../state/merchant';
import { useStore } from '../state/store';
import './linkNotice.css';

/**
 * What the user should know about this session's merchant link, on every page until closed: a
 * refused link cannot be used, so go back to the merchant (the checkout runs as a plain one, with
 * the reason the server gave), or a link e-mail logged the previous user out (product §1).
 */
export function MerchantNotice() {
  const { t } = useTranslation();
  const { merchant } = useServices();
  const state = useStore(merchant);
  if (!merchantNoticeShown(state)) return null;
  const refused = state.status === 'refused';
  const refusal = state.refusal;
  const reason = refused && refusal ? refusal.message || (refusal.messageKey ? t(refusal.messageKey) : '') : '';
  return (
    <aside className="notice merchant-notice" role="alert">
      <p className="merchant-notice__text">
        {refused ? t('merchant.linkRefused') : t('merchant.emailChanged')}
        {reason ? <span className="merchant-notice__reason">{reason}</span> : null}
      </p>
      <button
        type="button"
        className="icon-button notice__close"
        aria-label={t('common.close')}
        onClick={() => merchant.set((current) => ({ ...current, noticeDismissed: true }))}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
    </aside>
  );
}
