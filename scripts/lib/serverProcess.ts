import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { freePort } from './freePort';
import { staleReason } from '../build-info.mjs';
import { build } from '../build.mjs';

const root = new URL('../..', import.meta.url).pathname;

export interface ServerProcess {
  url: string;
  pid: number;
  /** Resident memory of the server process, in MB (Linux /proc). */
  rssMb(): number;
  /**
   * CPU time the server process has used so far, in microseconds (Linux /proc; 10 ms steps): user (the
   * process's own code: JavaScript, V8, libuv) and system (the kernel's work for it: sockets, files).
   */
  cpuTimes(): { user: number; system: number };
  stop(): Promise<void>;
}

/**
 * A server in a process of its own, so that a benchmark's load generator never shares its event
 * loop. `args` is what node runs (the Gangway server as `npm start` runs it, or a bare Fastify).
 */
export async function startProcess(args: string[], env: Record<string, string>, readyPath: string, cwd: string = root): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const up = await fetch(`${url}${readyPath}`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > until) throw new Error('the server did not start within 180 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // proc(5): utime and stime are fields 14 and 15, in clock ticks (100 per second on Linux), after the command in parentheses.
  const cpuTimes = () => {
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return { user: Number(fields[11]) * 10_000, system: Number(fields[12]) * 10_000 };
  };
  return {
    url,
    pid: child.pid ?? 0,
    rssMb() {
      const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
      return Math.round(Number(kb ?? 0) / 1024);
    },
    cpuTimes,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * dist/ as `npm start` makes it for `env`: built first when missing or stale (scripts/start.mjs), so
 * a benchmark measures the compiled server operators run.
 */
export async function ensureBuild(env: Record<string, string>): Promise<void> {
  const wanted = { ...process.env, ...env };
  const reason = staleReason(wanted);
  if (!reason) return;
  console.log(`Building first: ${reason}.`);
  const nodeEnv = process.env.NODE_ENV;
  await build(wanted);
  // build() sets NODE_ENV=production for Vite; the bench's own environment is left as it was.
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
}

/**
 * What `npm start` execs node with (package.json scripts.start of the checkout at `dir`): node's
 * arguments, and the environment it sets before `exec` (`NAME=${NAME:-default}`: the caller's value,
 * else the default), so that a benchmark runs the server the same way.
 */
function startCommand(dir: string): { args: string[]; env: Record<string, string> } {
  const start = (JSON.parse(readFileSync(`${dir}/package.json`, 'utf8')) as { scripts: { start: string } }).scripts.start;
  const command = /((?:\w+=\S+ )*)exec node (.+)$/.exec(start);
  if (!command?.[2]) throw new Error('package.json scripts.start does not end with `exec node …`');
  const env: Record<string, string> = {};
  for (const [, name = '', value = ''] of (command[1] ?? '').matchAll(/(\w+)=(\S+)/g)) {
    const fallback = /^\$\{(\w+):-(.*)\}$/.exec(value);
    // As sh reads ${NAME:-default}: an empty value takes the default too.
    env[name] = fallback ? process.env[fallback[1] ?? ''] || (fallback[2] ?? '') : value;
  }
  return { args: command[2].split(/\s+/), env };
}

/**
 * The log level of the benches' servers: the operators' default (info, a line per request), so a
 * request's figure includes its log line; BENCH_LOG_LEVEL sets another.
 */
export const benchLogLevel = process.env.BENCH_LOG_LEVEL ?? 'info';

/** The built server of the checkout at `dir`, started as its `npm start` would, on `env` (which wins over npm start's own settings). */
function startCheckout(dir: string, env: Record<string, string>): Promise<ServerProcess> {
  const command = startCommand(dir);
  // No load balancer waits on a benchmark's server: it stops at once.
  const serverEnv = { ...command.env, LOG_LEVEL: benchLogLevel, SHUTDOWN_DELAY_MS: '0', ...env };
  return startProcess(command.args, serverEnv, '/api/index/client/ip', dir);
}

/**
 * The Gangway server as `npm start` runs it (the compiled dist/server, node's flags included), on the
 * given environment, with dist/ built for `buildEnv`: by default `env` itself; another config
 * directory whose files differ only in what the server alone reads (providers.json) runs on the
 * same build, as the server reads its config directory when it starts.
 */
export async function startGangway(env: Record<string, string>, buildEnv: Record<string, string> = env): Promise<ServerProcess> {
  await ensureBuild({ LOG_LEVEL: benchLogLevel, ...buildEnv });
  return startCheckout(root, env);
}

/**
 * The server of another checkout at `dir`, already built there (`npm run build`), run as its own
 * `npm start` runs it: the baseline of a before-and-after measured in one run.
 */
export function startBuiltGangway(dir: string, env: Record<string, string>): Promise<ServerProcess> {
  return startCheckout(dir, env);
}

/** A bare Fastify route: the floor a Gangway endpoint is compared with. */
export function startBareFastify(): Promise<ServerProcess> {
  const code =
    "import Fastify from 'fastify'; const app = Fastify({ logger: false }); app.get('/ping', async () => ({ ok: true })); await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });";
  return startProcess(['--input-type=module', '-e', code], {}, '/ping');
}
