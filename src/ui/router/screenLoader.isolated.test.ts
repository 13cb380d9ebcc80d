import { describe, expect, it, vi } from 'vitest';
import type { ScreenModule } from '../screens/registry';

const ready = () => null;
const hang = new Promise<ScreenModule>(() => undefined);
vi.mock('../screens/registry', () => ({
  screenRegistry: {
    Ready: async () => ({ default: ready }),
    ReadyLater: async () => ({ default: ready }),
    Hanging: () => hang,
    Broken: async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    },
  },
}));

const { screenComponent, preloadScreen, screenLoaded } = await import('./screenLoader');
const isLazy = (component: unknown) => (component as { $$typeof?: symbol }).$$typeof === Symbol.for('react.lazy');

describe('the screen a page opens on', () => {
  it('is the screen itself once preloaded, so the first render needs no Suspense fallback', async () => {
    expect(screenLoaded('Ready')).toBe(false);
    await preloadScreen('Ready', 1000);
    expect(screenComponent('Ready')).toBe(ready);
    expect(screenComponent('Ready')).toBe(ready);
    // So RouteOutlet renders it in place, with no Suspense of its own around it.
    expect(screenLoaded('Ready')).toBe(true);
  });

  it('keeps the lazy component of a screen already rendered lazily: React keeps its state', async () => {
    const lazy = screenComponent('ReadyLater');
    expect(isLazy(lazy)).toBe(true);
    await preloadScreen('ReadyLater', 1000);
    expect(screenComponent('ReadyLater')).toBe(lazy);
    // The lazy component may still suspend: it stays under its Suspense.
    expect(screenLoaded('ReadyLater')).toBe(false);
  });

  it('holds the start no longer than its wait when the chunk is slow, and the screen then loads lazily', async () => {
    vi.useFakeTimers();
    let settled = false;
    void preloadScreen('Hanging', 1000).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    vi.useRealTimers();
    expect(isLazy(screenComponent('Hanging'))).toBe(true);
    expect(screenLoaded('Hanging')).toBe(false);
  });

  it('leaves a chunk that fails to the lazy component, which retries it and shows the error', async () => {
    await expect(preloadScreen('Broken', 1000)).resolves.toBeUndefined();
    expect(isLazy(screenComponent('Broken'))).toBe(true);
    expect(screenLoaded('Broken')).toBe(false);
  });

  it('asks nothing for a screen no module registers', async () => {
    await expect(preloadScreen('Nowhere', 1000)).resolves.toBeUndefined();
    expect(screenComponent('Nowhere')).toBeUndefined();
    expect(screenLoaded('Nowhere')).toBe(false);
  });
});
