import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createServices } from './app/services';
import { initialLanguage } from './i18n/language';
import { setupI18n } from './i18n/setupI18n';
import { parseHash } from './router/location';
import { createNavigator } from './router/navigator';
import { startMerchantDocking } from './merchant/startMerchantDocking';
import { createMerchantStore } from './state/merchant';
import './styles/base.css';
import './styles/components.css';

async function start() {
  const root = document.getElementById('root');
  if (!root) return;
  // Spec §1: ?language= in the link (hash query, or the page query of a merchant link) wins.
  const linkLanguage = parseHash(window.location.hash).query.get('language') ?? new URLSearchParams(window.location.search).get('language');
  const i18n = await setupI18n(initialLanguage(linkLanguage, sessionStorage), sessionStorage);
  const navigator = createNavigator(window);
  const merchant = createMerchantStore();
  const services = createServices({ navigator, i18n, local: localStorage, session: sessionStorage, merchant });
  // Spec §7: pending requests are cancelled on every route change.
  navigator.subscribe(() => services.api.cancelAll());
  // Spec §1, §3 Merchant state: a merchant link docks for the whole session (src/ui/merchant).
  startMerchantDocking(services, window);
  // No StrictMode: its simulated unmount stops and rehydrates @xstate/react actors, and a
  // rehydrated machine never re-runs the API call it had in flight (the quote would hang in dev).
  createRoot(root).render(<App services={services} buildId={__APP_BUILD_ID__} watchVersion={import.meta.env.PROD} />);
}

void start();
