import { describe, it, expect, vi } from 'vitest';
import { createStore, createStoredStore } from './store';
import { memoryStorage } from '../../../tests/helpers/memoryStorage';

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
