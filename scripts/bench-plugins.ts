/**
 * `npm run bench:plugins`: what each of the app's plugins costs a request. The do-nothing route
 * (GET /api/index/client/ip) is served by a ladder of servers (tests/bench/pluginLadder.ts), each
 * with one plugin more than the one before, in buildApp's order; then by the Gangway server itself.
 * Each runs in a process of its own, loaded by autocannon (50 connections) from this one, with the
 * bare Fastify route loaded again just before it (a share is only fair between neighbours on a
 * shared machine). Per step: requests per second, the share of the bare route, and the server's CPU
 * time per request, user (its JavaScript, V8 and libuv: what a plugin adds shows there, above the
 * noise of the rate) and system (the kernel's, mostly the response's writev on the loopback). Each
 * figure is the median of BENCH_PLUGIN_ROUNDS rounds (default 2; the order of the steps is reversed
 * every other round). BENCH_SECONDS sets each run (default 5), after BENCH_WARMUP_SECONDS (default
 * 3) of unmeasured load. The servers log at BENCH_LOG_LEVEL (default info, a line per request). Not
 * a test.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { benchLogLevel, startBareFastify, startGangway, startProcess, type ServerProcess } from './lib/serverProcess';
import { warmUp } from './lib/warmUp';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_PLUGIN_ROUNDS ?? 2);
const connections = 50;
const path = '/api/index/client/ip';

interface Run {
  rate: number;
  /** The server's CPU time per request during the measured run, in microseconds: its own (JavaScript, V8, libuv) and the kernel's for it. */
  user: number;
  system: number;
}

async function run(server: ServerProcess, url: string): Promise<Run> {
  await warmUp({ url, connections });
  const before = server.cpuTimes();
  const result = await autocannon({ url, connections, duration: seconds });
  const after = server.cpuTimes();
  const requests = Math.max(1, result.requests.total);
  return { rate: result.requests.average, user: (after.user - before.user) / requests, system: (after.system - before.system) / requests };
}

const ladder = ['--import', 'tsx', 'tests/bench/pluginLadder.ts'];

/** The ladder's rungs, by name, from its own process. */
const rungs = (
  JSON.parse(
    execFileSync(process.execPath, [...ladder, '--names'], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .at(-1) ?? '[]',
  ) as string[]
).map((name) => ({ name }));

function startRung(rung: number): Promise<ServerProcess> {
  return startProcess(ladder, { PLUGIN_RUNG: String(rung), LOG_LEVEL: benchLogLevel, TRUST_PROXY: '1', NODE_ENV: 'test' }, path);
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function main(): Promise<void> {
  const bare = await startBareFastify();
  const dataDir = mkdtempSync(join(tmpdir(), 'gangway-bench-plugins-'));
  const steps = [
    ...rungs.map((rung, index) => ({ name: `+ ${rung.name}`, start: () => startRung(index) })),
    { name: 'the Gangway server (npm start)', start: () => startGangway({ DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test', TRUST_PROXY: '1' }) },
  ];
  /** Per step, each round's run and the bare route's run just before it. */
  const runs = steps.map(() => [] as { bare: Run; step: Run }[]);
  try {
    for (let round = 0; round < rounds; round += 1) {
      const order = steps.map((_, index) => index);
      if (round % 2) order.reverse();
      for (const index of order) {
        const server = await steps[index]!.start();
        try {
          runs[index]!.push({ bare: await run(bare, `${bare.url}/ping`), step: await run(server, `${server.url}${path}`) });
        } finally {
          await server.stop();
        }
        console.log(`round ${round + 1}: ${steps[index]!.name}: ${Math.round(runs[index]!.at(-1)!.step.rate)} req/s`);
      }
    }
  } finally {
    await bare.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const all = runs.flat();
  const bareUser = median(all.map((each) => each.bare.user));
  console.table([
    {
      step: 'bare Fastify GET /ping',
      'req/s': Math.round(median(all.map((each) => each.bare.rate))),
      'share of bare %': 100,
      'user µs/req': bareUser.toFixed(1),
      'added user µs': '',
      'system µs/req': median(all.map((each) => each.bare.system)).toFixed(1),
    },
    ...steps.map((step, index) => {
      const user = median(runs[index]!.map((each) => each.step.user));
      const below = index > 0 && index < rungs.length ? median(runs[index - 1]!.map((each) => each.step.user)) : undefined;
      return {
        step: step.name,
        'req/s': Math.round(median(runs[index]!.map((each) => each.step.rate))),
        'share of bare %': Math.round(median(runs[index]!.map((each) => each.step.rate / each.bare.rate)) * 100),
        'user µs/req': user.toFixed(1),
        'added user µs': below === undefined ? '' : (user - below).toFixed(1),
        'system µs/req': median(runs[index]!.map((each) => each.step.system)).toFixed(1),
      };
    }),
  ]);
}

await main();
