import { lazy, type ComponentType } from 'react';
import { constants } from '../../shared/config/constants';
import { loadChunk, withTimeout } from '../app/chunkLoad';
import { screenRegistry } from '../screens/registry';
import type { ScreenProps } from '../screens/screenProps';

type Screen = ComponentType<ScreenProps>;

/** Each screen's component, created once so React keeps its state across renders. */
const components = new Map<string, Screen>();
/** The screens whose own component preloadScreen put there (not a lazy one). */
const loaded = new Set<string>();

/**
 * The component of a screen name: the screen itself when preloadScreen has already loaded it,
 * otherwise a lazy component that loads its chunk (with the product §8 retries) under a Suspense.
 */
export function screenComponent(name: string): Screen | undefined {
  const loader = screenRegistry[name];
  if (!loader) return undefined;
  let component = components.get(name);
  if (!component) {
    component = lazy(() => loadChunk(loader));
    components.set(name, component);
  }
  return component;
}

/**
 * Loads the screen the page opens on while the app starts (index.html preloads the landing
 * screen's chunk beside the shell), so that the first render shows the screen rather than a
 * spinner first and the screen a render later. Settles when the screen is loaded or after
 * `waitMs` (constants.firstScreenWaitMs), whichever comes first: a slow chunk holds the page blank
 * no longer than that. One try: when it fails or arrives after the first render, screenComponent's
 * lazy component loads it with the product §8 retries and reports a failure as before.
 */
export async function preloadScreen(name: string, waitMs: number = constants.firstScreenWaitMs): Promise<void> {
  const loader = screenRegistry[name];
  if (!loader || components.has(name)) return;
  try {
    const module = await withTimeout(loader, waitMs);
    if (!components.has(name)) {
      components.set(name, module.default);
      loaded.add(name);
    }
  } catch {
    // Late or failed: left to the lazy component, which retries and shows the chunk error.
  }
}

/** Whether screenComponent answers the screen itself (preloadScreen loaded it in time), not a lazy component that may suspend. */
export function screenLoaded(name: string): boolean {
  return loaded.has(name);
}
