import { useTranslation } from 'react-i18next';
import { useNavigator } from '../../router/hooks';

interface AccountNoticeProps {
  /** The route's title, so the heading says what the top bar says. */
  titleKey: string;
  messageKey: string;
  /** A second way out besides going home, e.g. another payment method. */
  action?: { labelKey: string; route: string };
}

/** A screen that tells the user why they cannot go on (product §2, §6, §8) and where they can go instead. */
export function AccountNotice({ titleKey, messageKey, action }: AccountNoticeProps) {
  const { t } = useTranslation();
  const navigator = useNavigator();
  return (
    <section className="screen account-notice" aria-labelledby="account-notice-title">
      <h1 id="account-notice-title" className="screen__title">
        {t(titleKey)}
      </h1>
      <p role="alert">{t(messageKey)}</p>
      {action ? (
        <button type="button" className="button button--primary button--block" onClick={() => navigator.navigate(action.route)}>
          {t(action.labelKey)}
        </button>
      ) : null}
      <button type="button" className="button button--block" onClick={() => navigator.navigate('index')}>
        {t('common.backToHome')}
      </button>
    </section>
  );
}
