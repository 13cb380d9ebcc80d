import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's nginx, which .ci/run installs. */
export const nginxBin = '/usr/sbin/nginx';
export const nginxInstalled = existsSync(nginxBin);

const repoRoot = join(import.meta.dirname, '..', '..');

export interface NginxFront {
  base: string;
  /** The access log's lines so far (deploy/nginx.conf's `gangway` format). */
  served(): string[];
  stop(): void;
}

/** One replacement in the operator's file, which must be there: a changed example fails here, not silently. */
function replaceExactly(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`deploy/nginx.conf no longer has "${from}": update tests/helpers/nginxFront.ts`);
  return text.replaceAll(from, to);
}

/**
 * deploy/nginx.conf as the operator gets it, run unprivileged in a folder of its own (STACK.md):
 * only the listen port, the upstream ports, the paths of the pid, logs and temp files, and one
 * worker (round robin state is per worker, so one worker alternates strictly, which the test relies
 * on to send a request to a chosen instance) are replaced.
 */
export function startNginx(port: number, upstreamPorts: [number, number]): Promise<NginxFront> {
  const dir = mkdtempSync(join(tmpdir(), 'gangway-nginx-'));
  // As root nginx's workers run as nobody, who must reach the temp folders.
  chmodSync(dir, 0o755);
  let conf = readFileSync(join(repoRoot, 'deploy', 'nginx.conf'), 'utf8');
  conf = replaceExactly(conf, 'worker_processes auto;', 'worker_processes 1;');
  conf = replaceExactly(conf, 'pid /run/nginx-gangway.pid;', `pid ${dir}/nginx.pid;`);
  conf = replaceExactly(conf, '/var/log/nginx/', `${dir}/`);
  conf = replaceExactly(conf, '/var/lib/nginx/', `${dir}/`);
  conf = replaceExactly(conf, 'listen 80;', `listen 127.0.0.1:${port};`);
  conf = replaceExactly(conf, 'server 127.0.0.1:8081 ', `server 127.0.0.1:${upstreamPorts[0]} `);
  conf = replaceExactly(conf, 'server 127.0.0.1:8082 ', `server 127.0.0.1:${upstreamPorts[1]} `);
  const confPath = join(dir, 'nginx.conf');
  writeFileSync(confPath, conf);
  const accessLog = join(dir, 'gangway-access.log');
  let output = '';
  const child: ChildProcess = spawn(nginxBin, ['-p', dir, '-c', confPath, '-e', join(dir, 'startup-error.log'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const front: NginxFront = {
    base,
    served: () => (existsSync(accessLog) ? readFileSync(accessLog, 'utf8').trim().split('\n').filter(Boolean) : []),
    stop() {
      child.kill('SIGQUIT');
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return new Promise((resolve, reject) => {
    const until = Date.now() + 10_000;
    const probe = () => {
      if (child.exitCode !== null)
        return reject(
          new Error(`nginx stopped: ${output}${existsSync(join(dir, 'gangway-error.log')) ? readFileSync(join(dir, 'gangway-error.log'), 'utf8') : ''}`),
        );
      fetch(`${base}/nginx-probe`).then(
        () => resolve(front),
        () => (Date.now() > until ? reject(new Error(`nginx did not answer: ${output}`)) : setTimeout(probe, 100)),
      );
    };
    probe();
  });
}

/** The upstream port that served an access-log line, or undefined when none did. */
export function upstreamPort(line: string): number | undefined {
  const match = /upstream=([\d.]+):(\d+)/.exec(line);
  return match ? Number(match[2]) : undefined;
}
