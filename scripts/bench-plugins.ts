/**
 * `npm run bench:plugins`: what each of the app's plugins costs a request. The do-nothing route
 * (GET /api/index/client/ip) is served by a ladder of servers (tests/bench/pluginLadder.ts), each
 * with one plugin more than the one before, in buildApp's order; then by the Gangway server itself,
 * and GET /ping by a bare Fastify. As in `npm run bench:ab`, all are up at once and loaded in turn in
 * short slices (BENCH_PLUGIN_SLICES rounds, default 8, of BENCH_PLUGIN_SLICE_SECONDS each, default
 * 1; the order reversed every other round), 50 connections after BENCH_WARMUP_SECONDS of each: a
 * slow minute of a shared machine falls on every step alike. Per step: requests per second, and the
 * server process's CPU time per request summed over its slices, user (its JavaScript, V8 and libuv:
 * what a plugin adds shows there) and system (the kernel's: mostly the answer's write on the
 * loopback); with what the step adds to the one before. The servers log at BENCH_LOG_LEVEL
 * (default info, a line per request). Not a test: figures vary with the machine.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchLogLevel, startBareFastify, startGangway, startProcess, type ServerProcess } from './lib/serverProcess';
import { cpuPerRequest, loadInSlices, slicedLoad, type SlicedLoad } from './lib/slices';
import { warmUpSeconds } from './lib/warmUp';

const rounds = Number(process.env.BENCH_PLUGIN_SLICES ?? 8);
const sliceSeconds = Number(process.env.BENCH_PLUGIN_SLICE_SECONDS ?? 1);
const connections = 50;
const path = '/api/index/client/ip';
const ladder = ['--import', 'tsx', 'tests/bench/pluginLadder.ts'];

/** The ladder's rungs, by name, from its own process. */
const rungNames = JSON.parse(
  execFileSync(process.execPath, [...ladder, '--names'], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .at(-1) ?? '[]',
) as string[];

function startRung(rung: number): Promise<ServerProcess> {
  return startProcess(ladder, { PLUGIN_RUNG: String(rung), LOG_LEVEL: benchLogLevel, TRUST_PROXY: '1', NODE_ENV: 'test' }, path);
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gangway-bench-plugins-'));
  const steps: SlicedLoad[] = [];
  const add = (name: string, server: ServerProcess, route: string) => steps.push(slicedLoad(name, server, { url: `${server.url}${route}`, connections }));
  try {
    add('bare Fastify GET /ping', await startBareFastify(), '/ping');
    for (const [index, name] of rungNames.entries()) add(`+ ${name}`, await startRung(index), path);
    add('the Gangway server (npm start)', await startGangway({ DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test', TRUST_PROXY: '1' }), path);
    await loadInSlices(steps, rounds, sliceSeconds);
  } finally {
    for (const step of steps) await step.server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const bare = steps[0]!;
  console.log(
    `\n${rounds} rounds of ${sliceSeconds} s slices, ${connections} connections, after ${warmUpSeconds} s of warm-up each; servers log at ${benchLogLevel}\n`,
  );
  console.table(
    steps.map((step, index) => {
      const cpu = cpuPerRequest(step);
      // A rung's cost is what it adds to the rung below; the first rung and the whole server have none below them.
      const below = index > 1 && index <= rungNames.length ? steps[index - 1] : undefined;
      return {
        step: step.name,
        'req/s': Math.round(step.requests / step.seconds),
        'user µs/req': cpuPerRequest(step, 'user').toFixed(1),
        'system µs/req': cpuPerRequest(step, 'system').toFixed(1),
        'added CPU µs': below ? (cpu - cpuPerRequest(below)).toFixed(1) : '',
        // The share a throughput ratio would show if CPU were all that limited it.
        'bare ÷ this (CPU)': `${((cpuPerRequest(bare) / cpu) * 100).toFixed(0)} %`,
      };
    }),
  );
}

await main();
