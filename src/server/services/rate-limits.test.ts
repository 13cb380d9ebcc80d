import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb } from '../../../tests/helpers/testDb';
import type { Db } from '../store/db';
import { sharedRateLimit, storedHits, type RateLimit } from './rate-limits';

/**
 * The store side of a shared limit: what a merge writes and what another instance learns from it
 * (the limit as visitors meet it is tested in visitor-quotes.test.ts, on two servers and both stores).
 */
let db: Db;
beforeAll(async () => {
  db = await freshDb();
});
afterAll(() => db.close());

const windowMs = 60_000;
// Within one window: a clock that stands still.
const now = () => 10 * windowMs + 1;
const limitIn = (bucket: string): RateLimit => ({ bucket, max: 2, windowMs, mergeMs: 60_000 });
const refused = (take: () => void) => {
  try {
    take();
    return false;
  } catch {
    return true;
  }
};
const rowsOf = async (bucket: string) => (await db.query('SELECT 1 FROM rate_limit_merges WHERE bucket = $1', [bucket])).length;

describe('a shared rate limit in the store', () => {
  it("writes a merge of thousands of clients as a few rows, from which another instance learns each client's count", async () => {
    const limit = limitIn('many');
    const first = sharedRateLimit(db, limit, now);
    const second = sharedRateLimit(db, limit, now);
    const clients = Array.from({ length: 4500 }, (_, i) => `10.0.${i >> 8}.${i & 255}`);
    for (const client of clients) first.take(client, now());
    first.take('198.51.100.1', now());
    first.take('198.51.100.1', now());
    await first.merge();
    // 4,501 clients at 2,000 per row.
    expect(await rowsOf('many')).toBe(3);
    expect((await storedHits(db, 'many')).size).toBe(4501);

    // Before it reads them, the second instance knows only its own hits.
    expect(refused(() => second.take('198.51.100.1', now()))).toBe(false);
    await second.merge();
    expect(refused(() => second.take('198.51.100.1', now()))).toBe(true);
    // A client the first saw once: one more is within the limit of 2, the next is not.
    expect(refused(() => second.take(clients[4499] as string, now()))).toBe(false);
    expect(refused(() => second.take(clients[4499] as string, now()))).toBe(true);
  });

  it('reads a backlog of rows over several merges, each row once', async () => {
    const limit = { ...limitIn('backlog'), max: 30 };
    const first = sharedRateLimit(db, limit, now);
    const second = sharedRateLimit(db, limit, now);
    /** How many more requests of the client the second instance admits before it refuses one. */
    const admitted = (client: string) => {
      let count = 0;
      while (!refused(() => second.take(client, now()))) count += 1;
      return count;
    };
    // 25 merges of one hit each, more rows than one merge reads (20): 'early' in the first 24, 'last' in the 25th.
    for (let i = 0; i < 25; i += 1) {
      first.take(i === 24 ? 'last' : 'early', now());
      await first.merge();
    }
    await second.merge();
    // It read 20 rows: 'early' has 20 hits it knows of, so 10 more pass (and the 11th, refused, is counted too).
    expect(admitted('early')).toBe(10);
    await second.merge();
    // Then the 5 rows left: 'last' has 1 hit, read once, so 29 more pass.
    expect(admitted('last')).toBe(29);
    await second.merge();
    expect(admitted('early')).toBe(0);
    expect(await storedHits(db, 'backlog')).toEqual(
      new Map([
        ['early', 24 + 11],
        ['last', 1 + 30],
      ]),
    );
  });

  it('flushes on close: writes what it has not merged yet and reads nothing; with nothing left, sends no statement', async () => {
    const statements: string[] = [];
    const counted = { ...db, query: (...args: Parameters<Db['query']>) => (statements.push(String(args[0])), db.query(...args)) } as Db;
    const instance = sharedRateLimit(counted, limitIn('flush'), now);
    await instance.flush();
    expect(statements).toEqual([]);
    instance.take('198.51.100.9', now());
    await instance.flush();
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/^INSERT INTO rate_limit_merges/);
    expect((await storedHits(db, 'flush')).get('198.51.100.9')).toBe(1);
  });

  it('keeps the hits of a merge the store refused, and writes them with the next', async () => {
    const limit = limitIn('away');
    let away = false;
    const flaky: Db = { ...db, query: (...args: Parameters<Db['query']>) => (away ? Promise.reject(new Error('the store is away')) : db.query(...args)) } as Db;
    const instance = sharedRateLimit(flaky, limit, now);
    instance.take('198.51.100.7', now());
    away = true;
    await instance.merge();
    expect((await storedHits(db, 'away')).get('198.51.100.7')).toBeUndefined();
    away = false;
    await instance.merge();
    expect((await storedHits(db, 'away')).get('198.51.100.7')).toBe(1);
  });

  it('counts each window apart: a client at the limit is served again in the next window, and hits of an ended window still go to the store', async () => {
    let at = 20 * windowMs + 1;
    const clock = () => at;
    const limit = limitIn('windows');
    const instance = sharedRateLimit(db, limit, clock);
    instance.take('198.51.100.3', at);
    await instance.merge();
    instance.take('198.51.100.3', at);
    expect(refused(() => instance.take('198.51.100.3', at))).toBe(true);
    at += windowMs;
    expect(refused(() => instance.take('198.51.100.3', at))).toBe(false);
    expect(refused(() => instance.take('198.51.100.3', at))).toBe(false);
    expect(refused(() => instance.take('198.51.100.3', at))).toBe(true);
    await instance.merge();
    // Three hits of the ended window (one refused) and three of this one, all written.
    expect((await storedHits(db, 'windows')).get('198.51.100.3')).toBe(6);
    // After the merge this instance knows only the current window: still at the limit here.
    expect(refused(() => instance.take('198.51.100.3', at))).toBe(true);
  });
});
