import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { renderMatches } from 'react-router-dom';
import type { Route } from '../../shared/generated/routes.schema';
import { fallbackRoute } from '../../shared/config/routes';
import { Spinner } from '../components/Spinner';
import { WholeApp } from '../app/WholeApp';
import { ChunkErrorBoundary, isChunkFailure } from './ChunkErrorBoundary';
import { useCurrentRoute, useNavigator } from './hooks';
import { matchedRoutes, routeObjects } from './navigator';
import { screenComponent, screenLoaded } from './screenLoader';
import { useSignInGuard } from './useSignInGuard';

/** The landing route's screen needs nothing of the rest of the app: it waits for no WholeApp and renders in place when loaded. */
const isLanding = (route: Route) => route.name === fallbackRoute().name;

/** Each route of config/routes.json renders its screen; react-router picks the one at the current location. */
const screenRoutes = routeObjects(undefined, (route) => <RouteScreen route={route} />);

/** Renders the current route's screen; signed-in routes send visitors to the e-mail login first. */
export function RouteOutlet({ onScreenError }: { onScreenError: (error: Error) => void }) {
  const { t } = useTranslation();
  const { route, query, location } = useCurrentRoute();
  const blocked = useSignInGuard(route, query, route.auth);
  // What useRoutes(screenRoutes) renders, on a match made once per pathname (matchedRoutes).
  const screen = renderMatches(matchedRoutes(screenRoutes, location.pathname));

  if (blocked) return <Spinner label={t('common.loading')} />;
  return (
    <ChunkErrorBoundary
      key={route.name}
      onError={onScreenError}
      fallback={(error) => (
        <div className="screen-error" role="alert">
          <p>{t(isChunkFailure(error) ? 'errors.chunkLoadFailed' : 'errors.generic')}</p>
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            {t('common.retry')}
          </button>
        </div>
      )}
    >
      <ScreenSlot inPlace={isLanding(route) && screenLoaded(route.screen)} fallback={<Spinner label={t('common.loading')} />}>
        {screen}
      </ScreenSlot>
    </ChunkErrorBoundary>
  );
}

/**
 * Where the screen renders: in place when `inPlace` (the landing screen, loaded before the first
 * render: nothing in it waits for the rest of the app), else under a Suspense showing `fallback`
 * while its chunk or the whole locale arrives. In place is what makes the server's landing page
 * work soon: React hydrates a Suspense boundary's content only once the rest of the page is
 * hydrated and committed, at idle priority, so the quote form would be the last part of the page
 * to answer. Chosen once per mount (RouteOutlet keys it by route), so that the tree never changes
 * under a screen that is showing.
 */
function ScreenSlot({ inPlace, fallback, children }: { inPlace: boolean; fallback: ReactNode; children: ReactNode }) {
  const [direct] = useState(inPlace);
  return direct ? children : <Suspense fallback={fallback}>{children}</Suspense>;
}

/** One route's screen, with the current query; any page but the landing one waits for the whole locale (localeParts.ts). */
function RouteScreen({ route }: { route: Route }) {
  const { query } = useCurrentRoute();
  const Screen = screenComponent(route.screen);
  // eslint-disable-next-line react-hooks/static-components -- screenComponent creates a screen's component once and answers that same one on every call (screenLoader.ts): React keeps the screen's state.
  const screen = Screen ? <Screen route={route} query={query} /> : <MissingScreen titleKey={route.titleKey} />;
  return isLanding(route) ? screen : <WholeApp>{screen}</WholeApp>;
}

/** A route whose screen no module registers yet: the page title and the way home, nothing more. */
function MissingScreen({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const navigator = useNavigator();
  return (
    <section className="screen screen--missing">
      <h1 className="screen__title">{t(titleKey)}</h1>
      <p>{t('web.screenUnavailable')}</p>
      <button type="button" className="button" onClick={() => navigator.navigate('index')}>
        {t('common.backToHome')}
      </button>
    </section>
  );
}
