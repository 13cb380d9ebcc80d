import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { renderMatches } from 'react-router-dom';
import type { Route } from '../../shared/generated/routes.schema';
import { fallbackRoute } from '../../shared/config/routes';
import { Spinner } from '../components/Spinner';
import { WholeApp } from '../app/WholeApp';
import { ChunkErrorBoundary, isChunkFailure } from './ChunkErrorBoundary';
import { useCurrentRoute, useNavigator } from './hooks';
import { matchedRoutes, routeObjects } from './navigator';
import { screenComponent } from './screenLoader';
import { useSignInGuard } from './useSignInGuard';

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
      <Suspense fallback={<Spinner label={t('common.loading')} />}>{screen}</Suspense>
    </ChunkErrorBoundary>
  );
}

/** One route's screen, with the current query; any page but the landing one waits for the whole locale (localeParts.ts). */
function RouteScreen({ route }: { route: Route }) {
  const { query } = useCurrentRoute();
  const Screen = screenComponent(route.screen);
  // eslint-disable-next-line react-hooks/static-components -- screenComponent creates a screen's component once and answers that same one on every call (screenLoader.ts): React keeps the screen's state.
  const screen = Screen ? <Screen route={route} query={query} /> : <MissingScreen titleKey={route.titleKey} />;
  return route.name === fallbackRoute().name ? screen : <WholeApp>{screen}</WholeApp>;
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
