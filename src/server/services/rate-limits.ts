import { isIPv4, isIPv6 } from 'node:net';
import ipaddr from 'ipaddr.js';
import { ApiError } from '../errors';
import type { Db } from '../store/db';
import { groupCommit } from '../store/group-commit';

/** A limit of `max` requests per client key in each fixed window of `windowMs` (table rate_limit_windows, migration 062). */
export interface RateLimit {
  /** Names the limit in the table, so limits never share counters. */
  bucket: string;
  max: number;
  windowMs: number;
}

/** The 64-bit network prefix of an IPv6 address, written in full ("2001:db8:0:1"). */
function ipv6Network(ip: string): string {
  return ipaddr.IPv6.parse(ip).parts.slice(0, 4).map((part) => part.toString(16)).join(':');
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

/** Counters per upsert (5 parameters each, far below PostgreSQL's 65535). */
const maxCountersPerUpsert = 200;

const counterKey = (bucket: string, clientKey: string, windowStart: number | string) => `${bucket}\0${clientKey}\0${windowStart}`;

/**
 * Adds the hits of one batch in one upsert, each counter once with its number of hits, and answers
 * each request its own place in its window: the n requests of one counter get the n counts that
 * end at the stored total, in the order they came.
 */
async function countBatch(db: Db, batch: Counter[]): Promise<number[]> {
  const groups = new Map<string, { counter: Counter; hits: number }>();
  const keys = batch.map((counter) => {
    const key = counterKey(counter.bucket, counter.clientKey, counter.windowStart);
    const group = groups.get(key);
    if (group) group.hits += 1;
    else groups.set(key, { counter, hits: 1 });
    return key;
  });
  const rows: string[] = [];
  const params: unknown[] = [];
  for (const { counter, hits } of groups.values()) {
    const at = params.length;
    rows.push(`($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}::int)`);
    params.push(counter.bucket, counter.clientKey, counter.windowStart, counter.windowEnd, hits);
  }
  const stored = await db.query<{ bucket: string; client_key: string; window_start: number | string; hits: number }>(
    `INSERT INTO rate_limit_windows (bucket, client_key, window_start, window_end, hits) VALUES ${rows.join(', ')}
     ON CONFLICT (bucket, client_key, window_start) DO UPDATE SET hits = rate_limit_windows.hits + excluded.hits
     RETURNING bucket, client_key, window_start, hits`,
    params,
  );
  // Each key's next count starts where the batch's hits on it began.
  const next = new Map<string, number>();
  for (const row of stored) {
    const key = counterKey(row.bucket, row.client_key, row.window_start);
    next.set(key, Number(row.hits) - (groups.get(key)?.hits ?? 0) + 1);
  }
  return keys.map((key) => {
    const count = next.get(key) ?? Number.POSITIVE_INFINITY;
    next.set(key, count + 1);
    return count;
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
    count = groupCommit((batch: Counter[]) => countBatch(db, batch), maxCountersPerUpsert);
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
