import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { useServices } from '../app/services';
import { Dialog } from '../components/Dialog';
import { useNavigator } from '../router/hooks';
import { LanguagePicker } from './LanguagePicker';
import { LegalDialog, type LegalDocument } from './LegalDialog';

/**
 * Product §2 menu: home, transactions, language, terms, privacy, log out (with a confirm dialog). The
 * language, the logout and its confirm are the session machine's: the menu sends its events.
 */
export function Menu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const { sessionActor: session } = useServices();
  const signedIn = useSelector(session, (snapshot) => snapshot.matches('signedIn'));
  const confirmLogout = useSelector(session, (snapshot) => snapshot.matches({ signedIn: 'confirmingLogout' }));
  const language = useSelector(session, (snapshot) => snapshot.context.language);
  const [languageOpen, setLanguageOpen] = useState(false);
  const [legal, setLegal] = useState<LegalDocument | null>(null);

  const go = (name: string) => {
    onClose();
    navigator.navigate(name);
  };
  const openAfterMenu = (action: () => void) => {
    onClose();
    action();
  };

  return (
    <>
      <Dialog open={open} title={t('menu.title')} onClose={onClose} className="dialog--drawer">
        <nav aria-label={t('menu.title')}>
          <ul className="menu-list">
            <li>
              <button type="button" className="menu-item" onClick={() => go('index')}>
                {t('menu.home')}
              </button>
            </li>
            <li>
              <button type="button" className="menu-item" onClick={() => go('tradeHistory')}>
                {t('menu.transactions')}
              </button>
            </li>
            <li>
              <button type="button" className="menu-item" onClick={() => openAfterMenu(() => setLanguageOpen(true))}>
                {t('menu.language')}
              </button>
            </li>
            <li>
              <button type="button" className="menu-item" onClick={() => openAfterMenu(() => setLegal('terms'))}>
                {t('menu.terms')}
              </button>
            </li>
            <li>
              <button type="button" className="menu-item" onClick={() => openAfterMenu(() => setLegal('privacy'))}>
                {t('menu.privacy')}
              </button>
            </li>
            {signedIn ? (
              <li>
                <button type="button" className="menu-item menu-item--danger" onClick={() => openAfterMenu(() => session.send({ type: 'logout.request' }))}>
                  {t('menu.logout')}
                </button>
              </li>
            ) : null}
          </ul>
        </nav>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {t('common.close')}
          </button>
        </div>
      </Dialog>
      <LanguagePicker
        open={languageOpen}
        onClose={() => setLanguageOpen(false)}
        current={language}
        onChoose={(choice) => session.send({ type: 'language.change', language: choice })}
      />
      <LegalDialog document={legal} onClose={() => setLegal(null)} />
      <Dialog
        open={confirmLogout}
        role="alertdialog"
        title={t('dialog.logout.title')}
        onClose={() => session.send({ type: 'logout.dismiss' })}
        actions={
          <>
            <button type="button" className="button" onClick={() => session.send({ type: 'logout.dismiss' })}>
              {t('dialog.logout.dismiss')}
            </button>
            <button type="button" className="button button--primary" onClick={() => session.send({ type: 'logout.confirm' })}>
              {t('dialog.logout.confirm')}
            </button>
          </>
        }
      >
        <p>{t('dialog.logout.message')}</p>
      </Dialog>
    </>
  );
}
