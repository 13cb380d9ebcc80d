import { routePath } from '../shared/config/routes';

/** The API lives under one base path; the sign covers the path after it (src/shared/sign.ts). */
export const apiPrefix = '/api';

/** The app's hash route (config/routes.json) of one order, as a page outside the app (a processor's page) leads back to it. */
export function appRouteUrl(routeName: string, orderNo: string): string {
  return `/#${routePath(routeName)}?${new URLSearchParams({ orderNo }).toString()}`;
}
