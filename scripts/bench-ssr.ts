/**
 * `npm run bench:ssr`: the landing page the server renders, under load. The server runs
 * as `npm start` runs it, in a process of its own, and autocannon (50 connections) in this one.
 * Prints pages per second, p50 and p99 for GET / served from the reuse window (a rendered page is
 * served again for the quote's refresh interval) and rendered afresh for every request
 * (LANDING_REUSE_MS=0: a render and its in-process quote each time), against a bare Fastify route
 * measured in the same run. Each request comes from its own client address (TRUST_PROXY set), as
 * many phones would, and asks for brotli as a browser does.
 * BENCH_SECONDS sets each run's length (default 10); each is preceded by BENCH_WARMUP_SECONDS (default 3)
 * of the same load, not measured (scripts/lib/warmUp.ts). Not a test: figures vary with the machine.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startBareFastify, startGangway } from './lib/serverProcess';
import { clientAddress } from './lib/visitors';
import { warmUp, warmUpSeconds } from './lib/warmUp';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
/** The goals, pages per second on this machine. */
const goals = { reused: 1000, fresh: 100 };

interface Row {
  run: string;
  'pages/s': number;
  'p50 ms': number;
  'p99 ms': number;
  errors: number;
  non2xx: number;
}

async function load(run: string, url: string): Promise<Row> {
  const options: autocannon.Options = {
    connections,
    url,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          headers: { 'accept-encoding': 'br, gzip', 'accept-language': 'en-US,en;q=0.9', 'x-forwarded-for': clientAddress() },
        }),
      },
    ],
  };
  await warmUp(options);
  const result = await autocannon({ ...options, duration: seconds });
  return {
    run,
    'pages/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** GET / on a server with this reuse window; refuses to measure a page that is not the rendered landing. */
async function landingLoad(run: string, reuseMs: string | undefined): Promise<Row> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gangway-bench-ssr-'));
  // DATABASE_URL emptied: the server inherits this environment, and a set one would put the run on PostgreSQL.
  const server = await startGangway({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    NODE_ENV: 'test',
    TRUST_PROXY: '1',
    ...(reuseMs === undefined ? {} : { LANDING_REUSE_MS: reuseMs }),
  });
  try {
    const page = await (await fetch(`${server.url}/`)).text();
    if (!page.includes('id="landing-state"'))
      throw new Error('GET / is not the rendered landing page (no landing state): is dist/web built with its render bundle?');
    return await load(run, `${server.url}/`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const bare = await startBareFastify();
  const rows: Row[] = [];
  try {
    rows.push(await load('bare Fastify GET /ping', `${bare.url}/ping`));
    const reused = await landingLoad('GET /, from the reuse window', undefined);
    const fresh = await landingLoad('GET /, rendered afresh (LANDING_REUSE_MS=0)', '0');
    rows.push(reused, fresh);
    console.log(`\n${connections} connections, ${seconds} s each after ${warmUpSeconds} s of warm-up; load generator in its own process\n`);
    console.table(rows);
    console.log(
      `from the reuse window: ${reused['pages/s']} pages/s (goal ≥ ${goals.reused}); rendered afresh: ${fresh['pages/s']} renders/s (goal ≥ ${goals.fresh})`,
    );
  } finally {
    await bare.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
