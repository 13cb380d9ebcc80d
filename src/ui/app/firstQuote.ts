import { fallbackRoute } from '../../shared/config/routes';
import { askQuote } from '../screens/home/askQuote';
import { withSavedPayWay } from '../screens/home/savedPayWay';
import type { AppServices } from './services';

/**
 * The landing page's first quote, asked as soon as the shell runs: the home screen's chunk loads
 * and renders meanwhile, and its quote machine takes this answer for its own identical first
 * request (ApiClient.ahead) instead of asking only then. Only for a plain visit of the landing
 * page: a merchant link is checked first, and any other page asks for no quote.
 */
export function askFirstQuote(services: Pick<AppServices, 'api' | 'navigator' | 'merchant' | 'homeForm' | 'buyDraft'>): void {
  if (services.navigator.current().route.name !== fallbackRoute().name || services.merchant.get().status !== 'plain') return;
  const home = services.homeForm.get();
  // The form the home tab mounts with (HomeScreen): a plain visit has no merchant app id.
  const form = home.tab === 'buy' ? withSavedPayWay(home.buy, services.buyDraft.get(), null) : home[home.tab];
  void askQuote({ api: services.api.ahead(), navigator: services.navigator, merchant: services.merchant }, home.tab, form);
}
