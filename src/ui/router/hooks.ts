import { useSyncExternalStore } from 'react';
import { useServices } from '../app/services';
import type { CurrentRoute, Navigator } from './navigator';

/** The app's navigator (by route name): one per page, kept with the other services. */
export function useNavigator(): Navigator {
  return useServices().navigator;
}

/** The current route and query; renders again on every change of either. */
export function useCurrentRoute(): CurrentRoute {
  const navigator = useNavigator();
  return useSyncExternalStore(navigator.subscribe, navigator.current, navigator.current);
}
