import { lazy, type LazyExoticComponent, type ComponentType } from 'react';
import { loadChunk } from '../app/chunkLoad';
import { screenRegistry } from '../screens/registry';
import type { ScreenProps } from '../screens/screenProps';

const cache = new Map<string, LazyExoticComponent<ComponentType<ScreenProps>>>();

/** The lazy component of a screen name, created once so React keeps its state across renders. */
export function lazyScreen(name: string): LazyExoticComponent<ComponentType<ScreenProps>> | undefined {
  const loader = screenRegistry[name];
  if (!loader) return undefined;
  let component = cache.get(name);
  if (!component) {
    component = lazy(() => loadChunk(loader));
    cache.set(name, component);
  }
  return component;
}
