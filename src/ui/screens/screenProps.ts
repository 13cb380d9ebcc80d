import type { Route } from '../../shared/generated/routes.schema';

/** What every screen receives from the router. */
export interface ScreenProps {
  route: Route;
  query: URLSearchParams;
}
