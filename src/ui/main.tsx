import { createRoot, hydrateRoot } from 'react-dom/client';
import { constants } from '../shared/config/constants';
import { knowIntlTexts, warmIntl } from '../shared/intlText';
import { App } from './App';
import { cancelRequestsOnRouteChange } from './app/cancelOnRouteChange';
import { askFirstQuote } from './app/firstQuote';
import { landingAnswers } from './app/landingAnswers';
import { createServices } from './app/services';
import { createNavigator } from './router/navigator';
import { preloadScreen } from './router/screenLoader';
import { keepStorageInMemoryWhereBlocked } from './merchant/embed/blockedStorage';
import { detectEmbedCapabilities, embedCapabilities } from './merchant/embed/embedCapabilities';
import { followMerchantLinks } from './merchant/followLinks';
import { landingOffAttribute, readLandingState } from './ssr/landingState';
import { createMerchantStore } from './state/merchant';
import 'virtual:gangway-config.css';
import './styles/base.css';
import './styles/components.css';

async function start() {
  const root = document.getElementById('root');
  if (!root) return;
  // The landing page the server rendered (src/ui/ssr) is taken over as it is, unless the landing
  // gate hid it (another route in the hash, a link, a kept session): then it makes way for this page.
  const landing = readLandingState(document);
  const hydrate = landing !== undefined && !document.documentElement.hasAttribute(landingOffAttribute);
  if (!hydrate) {
    root.replaceChildren();
    document.documentElement.removeAttribute(landingOffAttribute);
  } else {
    // What the server's render asked Intl for: the hydration shows it without loading ICU (shared/intlText.ts).
    knowIntlTexts(landing.intlTexts);
  }
  // docs/embedding.md "Embedding in a frame": learn what the frame allows before anything reads storage.
  embedCapabilities.set(detectEmbedCapabilities(window));
  keepStorageInMemoryWhereBlocked(window);
  const navigator = createNavigator(window);
  // Product §1: ?language= in the link (hash query, or the page query of a merchant link) wins.
  const linkLanguage = navigator.current().query.get('language') ?? new URLSearchParams(window.location.search).get('language');
  const merchant = createMerchantStore();
  // Over a rendered landing page nothing is blank meanwhile: its screen is waited for as long as a
  // chunk may take, so that the hydration renders it in place as the server did (RouteOutlet).
  const screen = preloadScreen(navigator.current().route.screen, hydrate ? constants.chunkLoadTimeoutMs : undefined);
  const services = await createServices({
    navigator,
    linkLanguage,
    pageLanguage: landing?.language,
    local: localStorage,
    session: sessionStorage,
    merchant,
    root: document.documentElement,
    ...(hydrate ? { landing: landingAnswers(landing, Date.now()) } : {}),
  });
  // Product §7: pending requests are cancelled on every route change.
  cancelRequestsOnRouteChange(navigator, services.api);
  // Product §1, §3 Merchant state: a merchant link docks for the whole session, and so does a link
  // opened later in this tab (src/ui/merchant).
  followMerchantLinks(services, window);
  // A rendered landing page came with its quote.
  if (!hydrate) askFirstQuote(services);
  // The screen's chunk and the locale are fetched side by side (index.html preloads both for the
  // landing page): the first render waits a moment for the screen (about 0.1 s at 4× CPU), which
  // saves a render of the layout with a spinner (one A/B run of npm run bench:web: the first quote
  // about 150 ms sooner). Hydration needs it: the server rendered the screen itself.
  await screen;
  // No StrictMode: its simulated unmount stops and rehydrates @xstate/react actors, and a
  // rehydrated machine never re-runs the API call it had in flight (the quote would hang in dev).
  const app = <App services={services} buildId={__APP_BUILD_ID__} watchVersion={import.meta.env.PROD} />;
  if (hydrate) {
    hydrateRoot(root, app);
    warmIntl(services.i18n.language);
  } else createRoot(root).render(app);
}

void start();
