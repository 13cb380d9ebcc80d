import { useSyncExternalStore, type ReactNode } from 'react';
import { Router } from 'react-router-dom';
import type { Navigator } from './navigator';

/** react-router's <Router> over the app's navigator: its history, at the navigator's current location. */
export function AppRouter({ navigator, children }: { navigator: Navigator; children: ReactNode }) {
  const { location } = useSyncExternalStore(navigator.subscribe, navigator.current, navigator.current);
  return (
    <Router location={location} navigator={navigator.history}>
      {children}
    </Router>
  );
}
