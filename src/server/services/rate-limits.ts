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

/**
 * Counts one request of the client against the limit, in the store: one row per client and window,
 * incremented by an upsert, so N instances agree and the store holds one row per active client
 * whatever the request rate. Past the limit it refuses with rateLimited (spec §8 40029), saying
 * when the window ends.
 */
export async function takeRateLimit(db: Db, limit: RateLimit, clientKey: string, now: number): Promise<void> {
  const windowStart = now - (now % limit.windowMs);
  const windowEnd = windowStart + limit.windowMs;
  const row = await db.one<{ hits: number }>(
    `INSERT INTO rate_limit_windows (bucket, client_key, window_start, window_end, hits) VALUES ($1, $2, $3, $4, 1)
     ON CONFLICT (bucket, client_key, window_start) DO UPDATE SET hits = rate_limit_windows.hits + 1
     RETURNING hits`,
    [limit.bucket, clientKey, windowStart, windowEnd],
  );
  if (row && row.hits > limit.max) throw new ApiError('rateLimited', { seconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)) });
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
