import { isIPv4, isIPv6 } from 'node:net';
import ipaddr from 'ipaddr.js';
import { ApiError } from '../errors';
import type { Db } from '../store/db';

/**
 * A limit of `max` requests per client key in each fixed window of `windowMs` (table
 * rate_limit_windows, migration 062), shared by the instances every `mergeMs`.
 */
export interface RateLimit {
  /** Names the limit in the table, so limits never share counters. */
  bucket: string;
  max: number;
  windowMs: number;
  mergeMs: number;
}

/** The 64-bit network prefix of an IPv6 address, written in full ("2001:db8:0:1"). */
function ipv6Network(ip: string): string {
  return ipaddr.IPv6.parse(ip)
    .parts.slice(0, 4)
    .map((part) => part.toString(16))
    .join(':');
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

/** One client's counter in one window: a row of rate_limit_windows. */
interface Counter {
  clientKey: string;
  windowStart: number;
  windowEnd: number;
  hits: number;
}

/**
 * Counters per upsert: a bound on one statement's work. PGlite runs a statement on the event loop,
 * so a merge of many clients goes in short statements with requests served between them.
 */
const maxCountersPerUpsert = 200;

const counterKey = (clientKey: string, windowStart: number | string) => `${clientKey}\0${windowStart}`;

/**
 * Adds each counter's hits to its row in one upsert; answers each row's total, every instance's hits
 * included. The counters go as arrays (unnest), not as a VALUES list of five parameters each: one
 * short statement to parse whatever the batch (on PGlite, about a fifth less time per row once warm).
 */
async function addHits(db: Db, bucket: string, counters: Counter[]): Promise<Map<string, number>> {
  const stored = await db.query<{ client_key: string; window_start: number | string; hits: number }>(
    `INSERT INTO rate_limit_windows (bucket, client_key, window_start, window_end, hits)
     SELECT $1, client_key, window_start, window_end, hits
       FROM unnest($2::text[], $3::bigint[], $4::bigint[], $5::int[]) AS counter (client_key, window_start, window_end, hits)
     ON CONFLICT (bucket, client_key, window_start) DO UPDATE SET hits = rate_limit_windows.hits + excluded.hits
     RETURNING client_key, window_start, hits`,
    [
      bucket,
      counters.map((counter) => counter.clientKey),
      counters.map((counter) => counter.windowStart),
      counters.map((counter) => counter.windowEnd),
      counters.map((counter) => counter.hits),
    ],
  );
  return new Map(stored.map((row) => [counterKey(row.client_key, row.window_start), Number(row.hits)]));
}

/** One instance's count of a limit: take() on each request, merge() into the store. */
export interface SharedRateLimit {
  /** Counts one request of the client; past the limit, refuses it with rateLimited (product §8 40029), saying when the window ends. */
  take(clientKey: string, now: number): void;
  /** Adds the hits not merged yet to the store and learns each one's total there; take() schedules it, at most once per mergeMs. */
  merge(): Promise<void>;
}

/**
 * A limit counted in memory and shared through the store. Each request is counted here, at no
 * cost to the store; at most once per mergeMs the hits not merged yet go to rate_limit_windows in
 * one upsert per maxCountersPerUpsert clients, which answers each client's total over every
 * instance. A request is refused on that total plus this instance's hits since. So instances agree
 * within one merge: a client can pass the limit by at most what it sends, within one mergeMs, to
 * instances that have not merged it since. Memory holds the clients of the current window, as the
 * table does. A merge the store refuses keeps its hits for the next one.
 */
export function sharedRateLimit(db: Db, limit: RateLimit, clock: () => number): SharedRateLimit {
  /** Each client's total in the store as of the last merge that carried its hits. */
  const merged = new Map<string, Counter>();
  /** This instance's hits not in the store yet; a merge subtracts what it wrote, so none goes uncounted while it runs. */
  const pending = new Map<string, Counter>();
  let scheduled: NodeJS.Timeout | undefined;
  /** Merges are paced in real time (performance.now), whatever the app's clock says. */
  let lastMergeAt = -Infinity;
  let running: Promise<void> = Promise.resolve();

  const mergeOnce = async (): Promise<void> => {
    lastMergeAt = performance.now();
    const batch = [...pending.values()].map((counter) => ({ ...counter }));
    try {
      for (let at = 0; at < batch.length; at += maxCountersPerUpsert) {
        const chunk = batch.slice(at, at + maxCountersPerUpsert);
        const totals = await addHits(db, limit.bucket, chunk);
        for (const counter of chunk) {
          const key = counterKey(counter.clientKey, counter.windowStart);
          const left = pending.get(key);
          if (left) left.hits -= counter.hits;
          if (left && left.hits <= 0) pending.delete(key);
          const total = totals.get(key);
          if (total !== undefined) merged.set(key, { ...counter, hits: total });
        }
      }
    } catch {
      // The store is away: the hits not written stay in pending, counted here, for the next merge.
    }
    const now = clock();
    for (const [key, counter] of merged) if (counter.windowEnd <= now) merged.delete(key);
  };

  const merge = (): Promise<void> => {
    running = running.then(mergeOnce);
    return running;
  };

  const schedule = () => {
    if (scheduled) return;
    scheduled = setTimeout(
      () => {
        scheduled = undefined;
        void merge();
      },
      Math.max(0, lastMergeAt + limit.mergeMs - performance.now()),
    );
    // A merge due never holds the process open; the app merges what is left when it closes.
    scheduled.unref();
  };

  return {
    take(clientKey, now) {
      const windowStart = now - (now % limit.windowMs);
      const windowEnd = windowStart + limit.windowMs;
      const key = counterKey(clientKey, windowStart);
      const counter = pending.get(key) ?? { clientKey, windowStart, windowEnd, hits: 0 };
      counter.hits += 1;
      pending.set(key, counter);
      schedule();
      if ((merged.get(key)?.hits ?? 0) + counter.hits > limit.max) {
        throw new ApiError('rateLimited', { seconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)) });
      }
    },
    merge,
  };
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
