import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { CurrentRoute, Navigator } from './navigator';

const NavigatorContext = createContext<Navigator | null>(null);

export function RouterProvider({ navigator, children }: { navigator: Navigator; children: ReactNode }) {
  return <NavigatorContext.Provider value={navigator}>{children}</NavigatorContext.Provider>;
}

export function useNavigator(): Navigator {
  const navigator = useContext(NavigatorContext);
  if (!navigator) throw new Error('useNavigator must be used inside <RouterProvider>');
  return navigator;
}

export function useCurrentRoute(): CurrentRoute {
  const navigator = useNavigator();
  return useSyncExternalStore(navigator.subscribe, navigator.current, navigator.current);
}
