import { describe, it, expect, vi } from 'vitest';
import { createStore, createStoredStore } from './store';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() { return data.size; },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('stores', () => {
  it('notifies subscribers on every change and stops after unsubscribe', () => {
    const store = createStore(1);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set(2);
    store.set((previous) => previous + 1);
    unsubscribe();
    store.set(10);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.get()).toBe(10);
  });

  it('keeps a stored value across a reload of the page', () => {
    const storage = memoryStorage();
    createStoredStore('k', { tab: 'buy' }, storage).set({ tab: 'sell' });
    expect(createStoredStore('k', { tab: 'buy' }, storage).get()).toEqual({ tab: 'sell' });
  });

  it('starts from the fallback when the stored text is not JSON, and forgets it', () => {
    const storage = memoryStorage();
    storage.setItem('k', '{oops');
    expect(createStoredStore('k', { tab: 'buy' }, storage).get()).toEqual({ tab: 'buy' });
    expect(storage.getItem('k')).toBeNull();
  });
});
