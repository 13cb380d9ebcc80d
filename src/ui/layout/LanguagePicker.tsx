import { useTranslation } from 'react-i18next';
import { supportedLanguages } from '../../shared/i18n';
import { Dialog } from '../components/Dialog';
import { switchLanguage } from '../i18n/setupI18n';

/** Spec §1: the menu's language choice, kept for the session. */
export function LanguagePicker({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Dialog open={open} title={t('menu.language')} onClose={onClose} className="dialog--sheet">
      <ul className="option-list">
        {supportedLanguages.map((lng) => {
          const selected = lng === i18n.language;
          return (
            <li key={lng}>
              <button
                type="button"
                className={selected ? 'option option--active' : 'option'}
                lang={lng}
                aria-current={selected ? 'true' : undefined}
                onClick={() => {
                  void switchLanguage(i18n, lng).then(onClose);
                }}
              >
                {t(`menu.languageNames.${lng}`)}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose}>{t('common.close')}</button>
      </div>
    </Dialog>
  );
}
