import autocannon from 'autocannon';
import type { ServerProcess } from './serverProcess';
import { warmUp } from './warmUp';

/** A load on one server, and what its slices summed: the server's CPU time (user and system, µs), requests answered, seconds loaded, each slice's p99. */
export interface SlicedLoad {
  name: string;
  server: ServerProcess;
  options: autocannon.Options;
  user: number;
  system: number;
  requests: number;
  seconds: number;
  p99s: number[];
}

export function slicedLoad(name: string, server: ServerProcess, options: autocannon.Options): SlicedLoad {
  return { name, server, options, user: 0, system: 0, requests: 0, seconds: 0, p99s: [] };
}

/** The server's CPU microseconds per request over the slices: `user`, `system`, or both (the default). */
export function cpuPerRequest(load: SlicedLoad, part: 'user' | 'system' | 'both' = 'both'): number {
  const micros = part === 'both' ? load.user + load.system : load[part];
  return micros / Math.max(1, load.requests);
}

async function slice(load: SlicedLoad, seconds: number): Promise<void> {
  const before = load.server.cpuTimes();
  const result = await autocannon({ ...load.options, duration: seconds });
  const after = load.server.cpuTimes();
  load.user += after.user - before.user;
  load.system += after.system - before.system;
  load.requests += result.requests.total;
  load.seconds += result.duration;
  load.p99s.push(result.latency.p99);
}

/**
 * Each load warmed up (BENCH_WARMUP_SECONDS), then all loaded in turn in `sliceSeconds` slices over
 * `rounds` rounds, the order reversed every other round: with every server up at once, a slow minute
 * of a shared machine falls on every load alike. The figures are summed into the loads.
 */
export async function loadInSlices(loads: SlicedLoad[], rounds: number, sliceSeconds: number): Promise<void> {
  for (const load of loads) await warmUp(load.options);
  for (let round = 0; round < rounds; round += 1) {
    for (const load of round % 2 === 0 ? loads : [...loads].reverse()) await slice(load, sliceSeconds);
  }
}
