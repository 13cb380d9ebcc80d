import { useSyncExternalStore } from 'react';

/** A tiny observable value for app-wide state that outlives screens (session, drafts, tab state). */
export interface Store<T> {
  get(): T;
  set(next: T | ((previous: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<T>(initial: T, persist?: (value: T) => void): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      const previous = value;
      value = typeof next === 'function' ? (next as (previous: T) => T)(value) : next;
      // The same value is no change: nothing to keep or tell.
      if (value === previous) return;
      persist?.(value);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A store whose value is kept as JSON in the given storage under one key. */
export function createStoredStore<T>(key: string, fallback: T, storage: Storage | undefined): Store<T> {
  let initial = fallback;
  const raw = storage?.getItem(key);
  if (raw) {
    try {
      initial = { ...fallback, ...(JSON.parse(raw) as T) };
    } catch {
      storage?.removeItem(key);
    }
  }
  return createStore(initial, (value) => storage?.setItem(key, JSON.stringify(value)));
}

export function useStore<T>(store: Pick<Store<T>, 'get' | 'subscribe'>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
