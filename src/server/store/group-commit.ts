/**
 * Group commit: items handed in during one event-loop turn, and any that arrive while a write runs,
 * go to the store together, at most `maxPerBatch` per write (one multi-row statement keeps a
 * statement's fixed cost, most of a small write's time, shared). Each caller's promise settles
 * with its own item's answer once its batch is written, so nothing is answered before it is stored.
 *
 * `write` gets a batch and answers one result per item, in the batch's order.
 */
export function groupCommit<Item, Result>(write: (batch: Item[]) => Promise<Result[]>, maxPerBatch: number): (item: Item) => Promise<Result> {
  let items: Item[] = [];
  let settlers: { resolve: (result: Result) => void; reject: (error: unknown) => void }[] = [];
  let writing = false;

  const writeBatch = async (batch: Item[], waiting: typeof settlers): Promise<void> => {
    try {
      const results = await write(batch);
      for (let index = 0; index < waiting.length; index += 1) (waiting[index] as (typeof waiting)[number]).resolve(results[index] as Result);
    } catch (error) {
      for (const settler of waiting) settler.reject(error);
    }
  };

  const drain = async (): Promise<void> => {
    while (items.length > 0) {
      // Taking the whole queue at once (no splice per batch) when it fits, which it does under load.
      if (items.length <= maxPerBatch) {
        const batch = items;
        const waiting = settlers;
        items = [];
        settlers = [];
        await writeBatch(batch, waiting);
      } else {
        await writeBatch(items.splice(0, maxPerBatch), settlers.splice(0, maxPerBatch));
      }
    }
    writing = false;
  };

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      items.push(item);
      settlers.push({ resolve, reject });
      if (!writing) {
        writing = true;
        setImmediate(() => void drain());
      }
    });
}
