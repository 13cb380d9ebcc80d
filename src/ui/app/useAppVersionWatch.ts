import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { constants } from '../../shared/config/constants';
import { useToast } from '../components/Toasts';
import type { Navigator } from '../router/navigator';
import { fetchServedVersion, isStale } from './appVersion';

/**
 * Product §8: an app version change forces a reload. The served version.json is read on every route
 * change and whenever the tab becomes visible again (no timer runs in a hidden tab); a new build
 * id shows the "new version" toast, then reloads. Not when the page starts: it has just loaded
 * index.html, which is always revalidated, so it runs the served build (one request less on the
 * way to the first quote).
 */
export function useAppVersionWatch(navigator: Navigator, running: string, enabled: boolean) {
  const toast = useToast();
  const { t } = useTranslation();
  useEffect(() => {
    if (!enabled) return;
    let reloading = false;
    const check = async () => {
      if (reloading || !isStale(running, await fetchServedVersion())) return;
      reloading = true;
      toast(t('errors.appUpdated'));
      setTimeout(() => window.location.reload(), constants.toastMs);
    };
    const onVisible = () => document.visibilityState === 'visible' && void check();
    const unsubscribe = navigator.subscribe(() => void check());
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      unsubscribe();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [navigator, running, enabled, toast, t]);
}
