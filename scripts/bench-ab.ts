/**
 * `BENCH_AB_BASELINE=<dir> npm run bench:ab`: this build's API against an earlier build, for a
 * before-and-after on a shared machine. Here the bare route's CPU per request swung from 17 to 44 µs
 * within one hour, so two `npm run bench` runs minutes apart compare the minutes as much as the builds.
 * So the servers (this build, the baseline, and the bare Fastify route) are all up at once and loaded
 * in turn in short slices, BENCH_AB_SLICES rounds (default 12) of BENCH_AB_SLICE_SECONDS each
 * (default 1), the order reversed every other round: a slow minute falls on every server alike.
 *
 * Each figure is the server process's own CPU time (user and system, from /proc) per request served,
 * summed over its slices: what a request costs the server, which moves less than requests per second
 * with what else runs. Loads, at 50 connections after BENCH_WARMUP_SECONDS of each:
 * - GET /ping on the bare route;
 * - GET /api/index/client/ip, a Gangway route doing nothing (every plugin, no work of its own);
 * - the buy quote, each request from its own client address (TRUST_PROXY, X-Forwarded-For), as `npm run bench` sends it.
 * Then order creation as `npm run bench` loads it (scripts/lib/orders.ts) on each build in turn,
 * BENCH_AB_ORDER_ROUNDS rounds (default 2) of BENCH_AB_ORDER_SECONDS each (default 5): orders per
 * second and the server's CPU per order, on PGlite and, when DATABASE_URL is set, on PostgreSQL
 * (both builds on that database, the baseline started first).
 * The servers log at BENCH_LOG_LEVEL (default info, the operators' default).
 *
 * <dir> is a checkout of the earlier commit with its dist/ built (`npm run build` there; its
 * node_modules may be a link to this one's). Not a test: figures vary with the machine.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { benchLogLevel, startBareFastify, startBuiltGangway, startGangway, type ServerProcess } from './lib/serverProcess';
import { orderLoad } from './lib/orders';
import { visitorQuoteRequests } from './lib/visitors';
import { cpuPerRequest, loadInSlices, slicedLoad, type SlicedLoad } from './lib/slices';
import { warmUpSeconds } from './lib/warmUp';

const baseline = process.env.BENCH_AB_BASELINE;
const rounds = Number(process.env.BENCH_AB_SLICES ?? 12);
const sliceSeconds = Number(process.env.BENCH_AB_SLICE_SECONDS ?? 1);
const connections = 50;

function target(name: string, server: ServerProcess, path: string, quote: boolean): SlicedLoad {
  return slicedLoad(name, server, { url: `${server.url}${path}`, connections, ...(quote ? { requests: visitorQuoteRequests() } : {}) });
}

const orderRounds = Number(process.env.BENCH_AB_ORDER_ROUNDS ?? 2);
const orderSeconds = Number(process.env.BENCH_AB_ORDER_SECONDS ?? 5);

/**
 * Order creation on each server in turn (scripts/lib/orders.ts), orderRounds rounds of orderSeconds
 * each, the order reversed every other round: accepted orders per second, and the server's CPU per
 * order over the whole load (the order's own signed quote and the users' sign-up included).
 */
async function compareOrders(servers: [string, ServerProcess][]): Promise<void> {
  const totals = servers.map(() => ({ orders: 0, seconds: 0, cpu: 0, p99s: [] as number[] }));
  for (let round = 0; round < orderRounds; round += 1) {
    const order = round % 2 === 0 ? [...servers.keys()] : [...servers.keys()].reverse();
    for (const index of order) {
      const [name, server] = servers[index] as [string, ServerProcess];
      const total = totals[index] as (typeof totals)[number];
      const before = server.cpuTimes();
      const row = await orderLoad(server, name, orderSeconds, connections);
      const after = server.cpuTimes();
      total.orders += row.accepted;
      total.seconds += row.timedSeconds;
      total.cpu += after.user + after.system - before.user - before.system;
      total.p99s.push(row['p99 ms']);
    }
  }
  console.log(`\nOrder creation, ${orderRounds} rounds of ${orderSeconds} s each, ${connections} connections\n`);
  console.table(
    servers.map(([name], index) => {
      const total = totals[index] as (typeof totals)[number];
      return {
        server: name,
        'orders/s': Math.round(total.orders / total.seconds),
        'CPU ms per order': Number((total.cpu / 1000 / total.orders).toFixed(2)),
        'median round p99 ms': median(total.p99s),
        orders: total.orders,
      };
    }),
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main() {
  if (!baseline) throw new Error('BENCH_AB_BASELINE=<dir>: a checkout of the earlier commit, built there with npm run build');
  const dataDirs = [mkdtempSync(join(tmpdir(), 'gangway-bench-ab-')), mkdtempSync(join(tmpdir(), 'gangway-bench-ab-'))];
  const env = (dataDir: string) => ({ DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test', TRUST_PROXY: '1' });
  const servers: ServerProcess[] = [];
  try {
    const bare = await startBareFastify();
    servers.push(bare);
    const current = await startGangway(env(dataDirs[0] as string));
    servers.push(current);
    const before = await startBuiltGangway(resolve(baseline), env(dataDirs[1] as string));
    servers.push(before);
    const targets = [
      target('bare Fastify GET /ping', bare, '/ping', false),
      target('baseline: a route doing nothing', before, '/api/index/client/ip', false),
      target('this build: a route doing nothing', current, '/api/index/client/ip', false),
      target('baseline: buy quote', before, '/api/index/v2/trade/quote', true),
      target('this build: buy quote', current, '/api/index/v2/trade/quote', true),
    ];
    await loadInSlices(targets, rounds, sliceSeconds);
    const bareCost = cpuPerRequest(targets[0] as SlicedLoad);
    console.log(
      `\n${rounds} rounds of ${sliceSeconds} s slices, ${connections} connections, after ${warmUpSeconds} s of warm-up each; servers log at ${benchLogLevel}; baseline ${baseline}\n`,
    );
    console.table(
      targets.map((each) => ({
        load: each.name,
        'CPU µs per request': Number(cpuPerRequest(each).toFixed(1)),
        // The share a throughput ratio would show if CPU were all that limited it.
        'bare ÷ this (CPU)': `${((bareCost / cpuPerRequest(each)) * 100).toFixed(0)} %`,
        'req/s': Math.round(each.requests / each.seconds),
        'median slice p99 ms': median(each.p99s),
      })),
    );
    const change = (name: string) => {
      const [was, now] = targets.filter((each) => each.name.endsWith(name)).map((each) => cpuPerRequest(each)) as [number, number];
      return `${name}: ${was.toFixed(1)} → ${now.toFixed(1)} µs (${(((now - was) / was) * 100).toFixed(1)} %)`;
    };
    console.log(`CPU per request, baseline → this build: ${change('a route doing nothing')}; ${change('buy quote')}`);
    console.log(`RSS at the end: baseline ${before.rssMb()} MB, this build ${current.rssMb()} MB`);
    await compareOrders([
      ['baseline', before],
      ['this build', current],
    ]);
    if (process.env.DATABASE_URL) {
      // On PostgreSQL: each build in turn on the same database (the baseline first, so it meets the schema it knows or a newer one).
      const onPostgres = { DATABASE_URL: process.env.DATABASE_URL, NODE_ENV: 'test', TRUST_PROXY: '1' };
      const beforePg = await startBuiltGangway(resolve(baseline), onPostgres);
      servers.push(beforePg);
      const currentPg = await startGangway(onPostgres);
      servers.push(currentPg);
      await compareOrders([
        ['baseline on PostgreSQL', beforePg],
        ['this build on PostgreSQL', currentPg],
      ]);
    }
  } finally {
    for (const server of servers) await server.stop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
