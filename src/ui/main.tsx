import { createRoot } from 'react-dom/client';
import { App } from './App';
import { cancelRequestsOnRouteChange } from './app/cancelOnRouteChange';
import { askFirstQuote } from './app/firstQuote';
import { createServices } from './app/services';
import { createNavigator } from './router/navigator';
import { preloadScreen } from './router/screenLoader';
import { keepStorageInMemoryWhereBlocked } from './merchant/embed/blockedStorage';
import { detectEmbedCapabilities, embedCapabilities } from './merchant/embed/embedCapabilities';
import { followMerchantLinks } from './merchant/followLinks';
import { createMerchantStore } from './state/merchant';
import './styles/base.css';
import './styles/components.css';

async function start() {
  const root = document.getElementById('root');
  if (!root) return;
  // docs/embedding.md "Embedding in a frame": learn what the frame allows before anything reads storage.
  embedCapabilities.set(detectEmbedCapabilities(window));
  keepStorageInMemoryWhereBlocked(window);
  // Spec §1: ?language= in the link (hash query, or the page query of a merchant link) wins.
  const navigator = createNavigator(window);
  const linkLanguage = navigator.current().query.get('language') ?? new URLSearchParams(window.location.search).get('language');
  const merchant = createMerchantStore();
  const screen = preloadScreen(navigator.current().route.screen);
  const services = await createServices({ navigator, linkLanguage, local: localStorage, session: sessionStorage, merchant });
  // Spec §7: pending requests are cancelled on every route change.
  cancelRequestsOnRouteChange(navigator, services.api);
  // Spec §1, §3 Merchant state: a merchant link docks for the whole session, and so does a link
  // opened later in this tab (src/ui/merchant).
  followMerchantLinks(services, window);
  askFirstQuote(services);
  // The screen's chunk and the locale are fetched side by side (index.html preloads both for the
  // landing page): the first render waits a moment for the screen (about 0.1 s at 4× CPU), which
  // saves a render of the layout with a spinner (one A/B run of npm run bench:web: the first quote
  // about 150 ms sooner).
  await screen;
  // No StrictMode: its simulated unmount stops and rehydrates @xstate/react actors, and a
  // rehydrated machine never re-runs the API call it had in flight (the quote would hang in dev).
  createRoot(root).render(<App services={services} buildId={__APP_BUILD_ID__} watchVersion={import.meta.env.PROD} />);
}

void start();
