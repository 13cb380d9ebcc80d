import { useCallback, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastProvider } from './components/Toasts';
import { ServicesContext, type AppServices } from './app/services';
import { useAppVersionWatch } from './app/useAppVersionWatch';
import { usePolicyToasts } from './app/usePolicyToasts';
import { fetchServedVersion, isStale } from './app/appVersion';
import { useAfterFirstIdle } from './components/useAfterFirstIdle';
import { completeApp } from './app/WholeApp';
import { Layout } from './layout/Layout';
import { AppRouter } from './router/AppRouter';

interface AppProps {
  services: AppServices;
  buildId: string;
  /** Off in the dev server, which serves no version.json. */
  watchVersion: boolean;
}

/** The checkout: providers around the layout and the routed screen. */
export function App(props: AppProps) {
  return (
    <I18nextProvider i18n={props.services.i18n}>
      <ServicesContext.Provider value={props.services}>
        <AppRouter navigator={props.services.navigator}>
          <ToastProvider>
            <Shell {...props} />
          </ToastProvider>
        </AppRouter>
      </ServicesContext.Provider>
    </I18nextProvider>
  );
}

function Shell({ services, buildId, watchVersion }: AppProps) {
  usePolicyToasts(services);
  useAppVersionWatch(services.navigator, buildId, watchVersion);
  // The rest of the strings, config and styles once the first screen is shown: a later page finds them there.
  const idle = useAfterFirstIdle();
  useEffect(() => {
    if (idle) for (const part of completeApp(services.i18n)) void part.catch(() => undefined);
  }, [idle, services.i18n]);
  // A chunk that failed for good is often a deploy that removed it: reload onto the new build.
  const onScreenError = useCallback(
    (error: Error) => {
      console.error('screen failed', error);
      void fetchServedVersion().then((served) => {
        if (watchVersion && isStale(buildId, served)) window.location.reload();
      });
    },
    [buildId, watchVersion],
  );
  return <Layout merchant={services.merchant} onScreenError={onScreenError} />;
}
