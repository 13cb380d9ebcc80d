import { randomUUID } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import ipaddr from 'ipaddr.js';
import { ApiError } from '../errors';
import type { Db } from '../store/db';

/**
 * A limit of `max` requests per client key in each fixed window of `windowMs`, shared by the
 * instances through the store every `mergeMs` (table rate_limit_merges, migration 104).
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

/** A merge row's hits as JSON: [client key, window start, hits] per client. */
type MergedHits = [string, number, number][];

/** Clients per merge row: a bound on one row and one statement (PGlite runs a statement on the event loop). */
const maxCountersPerRow = 2000;
/** Rows of the other instances read per merge: a bound on one merge's work; a backlog is read by the next merges. */
const maxRowsPerRead = 20;

/**
 * Hits per client, one map per window (by its start). A client costs one entry of a number, and an
 * ended window goes as a whole: under a flood of fresh addresses (every request its own client) the
 * count holds hundreds of thousands of clients, and an object and a composed key for each kept the
 * collector busy and the memory high.
 */
type WindowCounts = Map<number, Map<string, number>>;

function addHits(counts: WindowCounts, windowStart: number, clientKey: string, hits: number): void {
  let clients = counts.get(windowStart);
  if (!clients) {
    clients = new Map();
    counts.set(windowStart, clients);
  }
  clients.set(clientKey, (clients.get(clientKey) ?? 0) + hits);
}

/** Takes back hits a merge wrote; a client with none left goes, and so does a window with no client left. */
function subtractHits(counts: WindowCounts, windowStart: number, clientKey: string, hits: number): void {
  const clients = counts.get(windowStart);
  if (!clients) return;
  const left = (clients.get(clientKey) ?? 0) - hits;
  if (left > 0) clients.set(clientKey, left);
  else clients.delete(clientKey);
  if (clients.size === 0) counts.delete(windowStart);
}

const hitsOf = (counts: WindowCounts, windowStart: number, clientKey: string): number => counts.get(windowStart)?.get(clientKey) ?? 0;

/** Writes one merge of this instance: its hits since its previous one, as one row. */
async function writeMerge(db: Db, limit: RateLimit, instanceId: string, seq: number, hits: MergedHits): Promise<void> {
  const lastWindowStart = hits.reduce((last, [, windowStart]) => Math.max(last, windowStart), -Infinity);
  await db.query('INSERT INTO rate_limit_merges (bucket, instance_id, seq, window_end, hits) VALUES ($1, $2, $3, $4, $5)', [
    limit.bucket,
    instanceId,
    seq,
    lastWindowStart + limit.windowMs,
    JSON.stringify(hits),
  ]);
}

/**
 * The other instances' merge rows of windows not ended that this one has not read: for each
 * instance, those numbered past the last one read (`read`), oldest first and at most
 * maxRowsPerRead, the instances taken in turn.
 */
async function unreadMerges(
  db: Db,
  bucket: string,
  instanceId: string,
  now: number,
  read: Map<string, { seq: number }>,
): Promise<{ instance_id: string; seq: number; hits: string }[]> {
  return db.query(
    `SELECT merge.instance_id, merge.seq, merge.hits
       FROM rate_limit_merges merge
       LEFT JOIN unnest($4::text[], $5::int[]) AS seen (instance_id, seq) ON seen.instance_id = merge.instance_id
      WHERE merge.bucket = $1 AND merge.instance_id <> $2 AND merge.window_end > $3 AND merge.seq > coalesce(seen.seq, 0)
      ORDER BY merge.seq, merge.instance_id
      LIMIT $6`,
    [bucket, instanceId, now, [...read.keys()], [...read.values()].map((entry) => entry.seq), maxRowsPerRead],
  );
}

/** One instance's count of a limit: take() on each request, merge() into the store. */
export interface SharedRateLimit {
  /** Counts one request of the client; past the limit, refuses it with rateLimited (product §8 40029), saying when the window ends. */
  take(clientKey: string, now: number): void;
  /** Writes the hits not merged yet to the store and reads the other instances' written since; take() schedules it, at most once per mergeMs. */
  merge(): Promise<void>;
  /** Writes the hits not merged yet and reads nothing (the instance is closing); nothing to write, no statement. */
  flush(): Promise<void>;
}

/**
 * A limit counted in memory and shared through the store. Each request is counted here, at no
 * cost to the store. At most once per mergeMs a merge writes the hits not merged yet as one row
 * of rate_limit_merges (one per maxCountersPerRow clients) and reads the rows the other
 * instances wrote since it last read, adding them to what this instance knows of each client.
 * A request is refused on that total plus this instance's hits since. So instances agree within
 * one merge: a client can pass the limit by at most what it sends, within one mergeMs, to
 * instances that have not read its hits since. The store's work per merge is a few statements
 * whatever the number of clients. Memory holds the clients of the current window, as the table
 * does. A merge the store refuses keeps its hits for the next one.
 */
export function sharedRateLimit(db: Db, limit: RateLimit, clock: () => number): SharedRateLimit {
  /** Names this instance's rows; a restarted instance is a new one, and counts its rows from 1. */
  const instanceId = randomUUID();
  let seq = 0;
  /** Each client's hits in the store that this instance knows of: its own merged ones and the other instances' it has read. */
  const known: WindowCounts = new Map();
  /** This instance's hits not in the store yet; a merge subtracts what it wrote, so none goes uncounted while it runs. */
  const pending: WindowCounts = new Map();
  /** Per other instance: the last of its rows read, and when (app clock). */
  const read = new Map<string, { seq: number; at: number }>();
  let scheduled: NodeJS.Timeout | undefined;
  /** Merges are paced in real time (performance.now), whatever the app's clock says. */
  let lastMergeAt = -Infinity;
  let running: Promise<void> = Promise.resolve();

  const writeOwn = async (): Promise<void> => {
    const batch: MergedHits = [];
    for (const [windowStart, clients] of pending) for (const [clientKey, hits] of clients) batch.push([clientKey, windowStart, hits]);
    for (let at = 0; at < batch.length; at += maxCountersPerRow) {
      const chunk = batch.slice(at, at + maxCountersPerRow);
      // Numbered before the write: a write that failed may still have landed, so its number is not reused.
      seq += 1;
      await writeMerge(db, limit, instanceId, seq, chunk);
      for (const [clientKey, windowStart, hits] of chunk) {
        subtractHits(pending, windowStart, clientKey, hits);
        addHits(known, windowStart, clientKey, hits);
      }
    }
  };

  const readOthers = async (now: number): Promise<void> => {
    for (const row of await unreadMerges(db, limit.bucket, instanceId, now, read)) {
      read.set(row.instance_id, { seq: row.seq, at: now });
      for (const [clientKey, windowStart, hits] of JSON.parse(row.hits) as MergedHits) {
        if (windowStart + limit.windowMs > now) addHits(known, windowStart, clientKey, hits);
      }
    }
  };

  const mergeOnce = async (): Promise<void> => {
    lastMergeAt = performance.now();
    try {
      await writeOwn();
      await readOthers(clock());
    } catch {
      // The store is away: the hits not written stay in pending, counted here, for the next merge.
    }
    const now = clock();
    for (const windowStart of known.keys()) if (windowStart + limit.windowMs <= now) known.delete(windowStart);
    // Every row read from an instance a window ago has ended since: should it write again, all of its rows left are unread.
    for (const [instance, last] of read) if (last.at + limit.windowMs <= now) read.delete(instance);
  };

  const merge = (): Promise<void> => {
    running = running.then(mergeOnce);
    return running;
  };

  const flush = (): Promise<void> => {
    running = running.then(() => writeOwn().catch(() => undefined));
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
    // A merge due never holds the process open; the app writes what is left when it closes (flush).
    scheduled.unref();
  };

  return {
    take(clientKey, now) {
      const windowStart = now - (now % limit.windowMs);
      addHits(pending, windowStart, clientKey, 1);
      schedule();
      if (hitsOf(known, windowStart, clientKey) + hitsOf(pending, windowStart, clientKey) > limit.max) {
        const windowEnd = windowStart + limit.windowMs;
        throw new ApiError('rateLimited', { seconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)) });
      }
    },
    merge,
    flush,
  };
}

/** Each client's hits in the store for a limit, every instance's merges added up (for tests and an operator's look). */
export async function storedHits(db: Db, bucket: string): Promise<Map<string, number>> {
  const rows = await db.query<{ client_key: string; hits: number }>(
    `SELECT entry->>0 AS client_key, sum((entry->>2)::int)::int AS hits
       FROM rate_limit_merges, json_array_elements(hits::json) AS entry
      WHERE bucket = $1
      GROUP BY 1`,
    [bucket],
  );
  return new Map(rows.map((row) => [row.client_key, row.hits]));
}

/** Deletes up to `batchSize` merge rows whose windows have all ended, skipping rows another instance holds; answers how many went. */
export async function deleteEndedWindows(db: Db, now: number, batchSize: number): Promise<number> {
  const row = await db.one<{ deleted: number }>(
    `WITH gone AS (
       DELETE FROM rate_limit_merges WHERE ctid IN (
         SELECT ctid FROM rate_limit_merges WHERE window_end <= $1 LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING 1)
     SELECT count(*)::int AS deleted FROM gone`,
    [now, batchSize],
  );
  return row?.deleted ?? 0;
}
