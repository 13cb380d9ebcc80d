/** A memo's lookup: the value kept for `key`, else what `compute` gives (then kept). */
export type Memo<V> = (key: string, compute: () => V) => V;

/**
 * Remembers the results of a pure computation by a text key, the `max` most recent at most (the
 * oldest is forgotten first). Only what `compute` returns is kept: a computation that throws is
 * tried again the next time.
 */
export function boundedMemo<V>(max: number): Memo<V> {
  const kept = new Map<string, V>();
  return (key, compute) => {
    const known = kept.get(key);
    if (known !== undefined) return known;
    const value = compute();
    if (kept.size >= max) kept.delete(kept.keys().next().value as string);
    kept.set(key, value);
    return value;
  };
}
