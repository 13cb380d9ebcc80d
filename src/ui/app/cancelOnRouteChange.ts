import type { ApiClient } from '../../api/client';
import type { Navigator } from '../router/navigator';

/**
 * Product §7: every pending request is cancelled on a route change (the navigator tells every change
 * of route or query). Returns the function that stops it.
 */
export function cancelRequestsOnRouteChange(navigator: Pick<Navigator, 'subscribe'>, api: Pick<ApiClient, 'cancelAll'>): () => void {
  return navigator.subscribe(() => api.cancelAll());
}
