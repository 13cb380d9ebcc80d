import { isIPv4, isIPv6 } from 'node:net';
import { ApiError } from '../errors';
import type { Db } from '../store/db';

/** A limit of `max` requests per client key in each fixed window of `windowMs` (table rate_limit_windows, migration 062). */
export interface RateLimit {
  /** Names the limit in the table, so limits never share counters. */
  bucket: string;
  max: number;
  windowMs: number;
}

/** The 64-bit network prefix of an IPv6 address, written in full ("2001:db8:0:1"). */
function ipv6Network(ip: string): string {
  const [head = '', tail] = ip.split('%')[0]?.split('::') ?? [];
  const groups = (text: string | undefined) => (text ? text.split(':') : []);
  // An embedded IPv4 address ("::ffff:1.2.3.4") fills the last two groups, never the prefix.
  const tailGroups = groups(tail).flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const headGroups = groups(head);
  const all = tail === undefined ? headGroups : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return all.slice(0, 4).map((group) => parseInt(group, 16).toString(16)).join(':');
}

/**
 * The key a client ip is counted under: an IPv4 address as it is (an IPv4-mapped IPv6 address is
 * that IPv4 address), an IPv6 address by its /64 network, since one subscriber is usually given a
 * whole /64 and could otherwise take a fresh address for every request.
 */
export function clientKeyOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped !== undefined && isIPv4(mapped)) return mapped;
  return isIPv6(ip) ? `${ipv6Network(ip)}::/64` : ip;
}

/** One window's counter: the row of rate_limit_windows a request increments. */
interface Counter {
  bucket: string;
  clientKey: string;
  windowStart: number;
  windowEnd: number;
}

interface PendingHit {
  counter: Counter;
  counted: (hits: number) => void;
  failed: (error: unknown) => void;
}

/** Counters per upsert (5 parameters each, far below PostgreSQL's 65535). */
const maxCountersPerUpsert = 200;

const counterKey = (bucket: string, clientKey: string, windowStart: number | string) => `${bucket}\0${clientKey}\0${windowStart}`;

/**
 * Adds the hits of one batch in one upsert, each counter once with its number of hits, and tells
 * each request its own place in its window: the n requests of one counter get the n counts that
 * end at the stored total, in the order they came.
 */
async function countBatch(db: Db, batch: PendingHit[]): Promise<void> {
  const groups = new Map<string, PendingHit[]>();
  for (const hit of batch) {
    const key = counterKey(hit.counter.bucket, hit.counter.clientKey, hit.counter.windowStart);
    const same = groups.get(key);
    if (same) same.push(hit);
    else groups.set(key, [hit]);
  }
  const counters = [...groups.values()];
  const rows = counters.map((_, row) => `($${row * 5 + 1}, $${row * 5 + 2}, $${row * 5 + 3}, $${row * 5 + 4}, $${row * 5 + 5}::int)`);
  const stored = await db.query<{ bucket: string; client_key: string; window_start: number | string; hits: number }>(
    `INSERT INTO rate_limit_windows (bucket, client_key, window_start, window_end, hits) VALUES ${rows.join(', ')}
     ON CONFLICT (bucket, client_key, window_start) DO UPDATE SET hits = rate_limit_windows.hits + excluded.hits
     RETURNING bucket, client_key, window_start, hits`,
    counters.flatMap((hits) => {
      const { bucket, clientKey, windowStart, windowEnd } = (hits[0] as PendingHit).counter;
      return [bucket, clientKey, windowStart, windowEnd, hits.length];
    }),
  );
  const totals = new Map(stored.map((row) => [counterKey(row.bucket, row.client_key, row.window_start), Number(row.hits)]));
  for (const [key, hits] of groups) {
    const total = totals.get(key) ?? Number.POSITIVE_INFINITY;
    hits.forEach((hit, index) => hit.counted(total - hits.length + index + 1));
  }
}

/**
 * Group commit for the counters, as for quotes (quote-store.ts): the hits of requests read in the
 * same event-loop turn, and any that arrive while an upsert runs, go to the store in one upsert;
 * each request waits for its own count, so none is answered before it is counted.
 */
function hitCounter(db: Db): (counter: Counter) => Promise<number> {
  const queue: PendingHit[] = [];
  let writing = false;
  const drain = async () => {
    while (queue.length > 0) {
      const batch = queue.splice(0, maxCountersPerUpsert);
      try {
        await countBatch(db, batch);
      } catch (error) {
        for (const hit of batch) hit.failed(error);
      }
    }
    writing = false;
  };
  return (counter) =>
    new Promise<number>((counted, failed) => {
      queue.push({ counter, counted, failed });
      if (!writing) {
        writing = true;
        setImmediate(() => void drain());
      }
    });
}

const counters = new WeakMap<Db, (counter: Counter) => Promise<number>>();

/**
 * Counts one request of the client against the limit, in the store: one row per client and window,
 * incremented by an upsert, so N instances agree and the store holds one row per active client
 * whatever the request rate. Past the limit it refuses with rateLimited (spec §8 40029), saying
 * when the window ends.
 */
export async function takeRateLimit(db: Db, limit: RateLimit, clientKey: string, now: number): Promise<void> {
  const windowStart = now - (now % limit.windowMs);
  const windowEnd = windowStart + limit.windowMs;
  let count = counters.get(db);
  if (!count) {
    count = hitCounter(db);
    counters.set(db, count);
  }
  const hits = await count({ bucket: limit.bucket, clientKey, windowStart, windowEnd });
  if (hits > limit.max) throw new ApiError('rateLimited', { seconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)) });
}

/** Deletes up to `batchSize` rows of windows that have ended, skipping rows another instance holds; answers how many went. */
export async function deleteEndedWindows(db: Db, now: number, batchSize: number): Promise<number> {
  const row = await db.one<{ deleted: number }>(
    `WITH gone AS (
       DELETE FROM rate_limit_windows WHERE ctid IN (
         SELECT ctid FROM rate_limit_windows WHERE window_end <= $1 LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING 1)
     SELECT count(*)::int AS deleted FROM gone`,
    [now, batchSize],
  );
  return row?.deleted ?? 0;
}
