/**
 * `npm run bench:counts`: the visitor-quote count (services/rate-limits.ts) under a flood of fresh
 * addresses, as `npm run bench` sends its quotes: BENCH_COUNT_CLIENTS clients (default 300,000), one
 * request each, in one window, on PGlite in memory. Prints what one count costs (take), the heap the
 * counts hold, one instance's merge of them all into the store, and another instance's reads of them
 * (20 rows per merge, so many merges). Run with --expose-gc (the npm script does) for the heap figure.
 * Not a test: figures vary with the machine.
 */
import { freshDb } from '../helpers/testDb';
import { sharedRateLimit } from '../../src/server/services/rate-limits';
import { clientAddress } from '../../scripts/lib/visitors';

const clients = Number(process.env.BENCH_COUNT_CLIENTS ?? 300_000);
const windowMs = 60_000;
const at = 100 * windowMs + 1;
const limit = { bucket: 'bench', max: 100, windowMs, mergeMs: 3_600_000 };

const collect = () => (globalThis as { gc?: () => void }).gc?.();
const heapMb = () => process.memoryUsage().heapUsed / 1024 / 1024;

async function main() {
  const db = await freshDb();
  const first = sharedRateLimit(db, limit, () => at);
  const second = sharedRateLimit(db, limit, () => at);
  // The addresses exist before the count, as each request's own does.
  const addresses = Array.from({ length: clients }, () => clientAddress());
  collect();
  const heapBefore = heapMb();
  let started = performance.now();
  for (const address of addresses) first.take(address, at);
  const takeMicros = ((performance.now() - started) * 1000) / clients;
  collect();
  const heldMb = heapMb() - heapBefore;
  started = performance.now();
  await first.merge();
  const mergeMs = performance.now() - started;
  started = performance.now();
  const rows = Math.ceil(clients / 2000);
  for (let read = 0; read < rows; read += 20) await second.merge();
  const readMs = performance.now() - started;
  await db.close();
  console.table([
    { figure: 'one count (take), µs', value: Number(takeMicros.toFixed(2)) },
    { figure: `heap held by ${clients} clients, MB${(globalThis as { gc?: unknown }).gc ? '' : ' (run with --expose-gc)'}`, value: Number(heldMb.toFixed(1)) },
    { figure: `one merge writing them (${rows} rows), ms`, value: Math.round(mergeMs) },
    { figure: `another instance reading them (${Math.ceil(rows / 20)} merges), ms`, value: Math.round(readMs) },
  ]);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
