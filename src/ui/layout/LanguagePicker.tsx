import { useTranslation } from 'react-i18next';
import { supportedLanguages } from '../../shared/i18n';
import { Dialog } from '../components/Dialog';

interface LanguagePickerProps {
  open: boolean;
  onClose: () => void;
  /** The session's language (the session machine's). */
  current: string;
  onChoose: (language: string) => void;
}

/** Product §1: the menu's language choice, kept for the session by the session machine. */
export function LanguagePicker({ open, onClose, current, onChoose }: LanguagePickerProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} title={t('menu.language')} onClose={onClose} className="dialog--sheet">
      <ul className="option-list">
        {supportedLanguages.map((lng) => {
          const selected = lng === current;
          return (
            <li key={lng}>
              <button
                type="button"
                className={selected ? 'option option--active' : 'option'}
                lang={lng}
                aria-current={selected ? 'true' : undefined}
                onClick={() => {
                  onChoose(lng);
                  onClose();
                }}
              >
                {t(`menu.languageNames.${lng}`)}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </Dialog>
  );
}
