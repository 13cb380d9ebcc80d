import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logout } from '../../api/endpoints/account';
import { useServices } from '../app/services';
import { Dialog } from '../components/Dialog';
import { useNavigator } from '../router/RouterContext';
import { useStore } from '../state/store';
import { LanguagePicker } from './LanguagePicker';
import { LegalDialog, type LegalDocument } from './LegalDialog';

/** Spec §2 menu: home, transactions, language, terms, privacy, log out (with a confirm dialog). */
export function Menu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const services = useServices();
  const signedIn = useStore(services.session).user !== null;
  const [languageOpen, setLanguageOpen] = useState(false);
  const [legal, setLegal] = useState<LegalDocument | null>(null);
  const [confirmLogout, setConfirmLogout] = useState(false);

  const go = (name: string) => {
    onClose();
    navigator.navigate(name);
  };
  const openAfterMenu = (action: () => void) => {
    onClose();
    action();
  };
  const logOut = async () => {
    setConfirmLogout(false);
    await logout(services.api);
    services.session.set({ user: null });
    navigator.navigate('index', undefined, { replace: true });
  };

  return (
    <>
      <Dialog open={open} title={t('menu.title')} onClose={onClose} className="dialog--drawer">
        <nav aria-label={t('menu.title')}>
          <ul className="menu-list">
            <li><button type="button" className="menu-item" onClick={() => go('index')}>{t('menu.home')}</button></li>
            <li><button type="button" className="menu-item" onClick={() => go('tradeHistory')}>{t('menu.transactions')}</button></li>
            <li><button type="button" className="menu-item" onClick={() => openAfterMenu(() => setLanguageOpen(true))}>{t('menu.language')}</button></li>
            <li><button type="button" className="menu-item" onClick={() => openAfterMenu(() => setLegal('terms'))}>{t('menu.terms')}</button></li>
            <li><button type="button" className="menu-item" onClick={() => openAfterMenu(() => setLegal('privacy'))}>{t('menu.privacy')}</button></li>
            {signedIn ? (
              <li><button type="button" className="menu-item menu-item--danger" onClick={() => openAfterMenu(() => setConfirmLogout(true))}>{t('menu.logout')}</button></li>
            ) : null}
          </ul>
        </nav>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>{t('common.close')}</button>
        </div>
      </Dialog>
      <LanguagePicker open={languageOpen} onClose={() => setLanguageOpen(false)} />
      <LegalDialog document={legal} onClose={() => setLegal(null)} />
      <Dialog
        open={confirmLogout}
        role="alertdialog"
        title={t('dialog.logout.title')}
        onClose={() => setConfirmLogout(false)}
        actions={
          <>
            <button type="button" className="button" onClick={() => setConfirmLogout(false)}>{t('dialog.logout.dismiss')}</button>
            <button type="button" className="button button--primary" onClick={() => void logOut()}>{t('dialog.logout.confirm')}</button>
          </>
        }
      >
        <p>{t('dialog.logout.message')}</p>
      </Dialog>
    </>
  );
}
