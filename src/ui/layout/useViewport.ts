import { useSyncExternalStore } from 'react';
import { constants } from '../../shared/config/constants';

/** Product §1: the phone layout below 791 px, the PC layout from there on. */
const wideQuery = `(min-width: ${constants.wideScreenBreakpointPx}px)`;

function subscribe(listener: () => void): () => void {
  const media = window.matchMedia(wideQuery);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}

const isWide = () => window.matchMedia(wideQuery).matches;

export function useViewport(): { wide: boolean } {
  return { wide: useSyncExternalStore(subscribe, isWide, () => false) };
}
