/** A promise React's use() reads at once when it has settled (React's own convention for thenables). */
export type Settled = Promise<void> & { status?: 'fulfilled' };

/** `ask` run on the first call and its promise handed to every later one; a failure is forgotten, so the next call asks again. */
export function askedOnce(ask: () => Promise<unknown>): () => Settled {
  let asked: Settled | undefined;
  return () => {
    if (asked) return asked;
    const settled: Settled = ask().then(() => {
      settled.status = 'fulfilled';
    });
    settled.catch(() => {
      asked = undefined;
    });
    asked = settled;
    return settled;
  };
}
