import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's PostgreSQL server programs (the newest installed), or undefined when none is. */
export const postgresBin = (() => {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((version) => existsSync(join(base, version, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? join(base, newest, 'bin') : undefined;
})();

export interface Cluster {
  url: string;
  stop(): void;
  start(): void;
  remove(): void;
}

/**
 * A PostgreSQL cluster of the test's own (as scripts/ci/start-postgres.sh makes one), which the
 * test may stop and start: initdb refuses to run as root, so as root it runs as the postgres user.
 */
export function createCluster(port: number): Cluster {
  const bin = postgresBin;
  if (!bin) throw new Error('no PostgreSQL server installed (apt-get install postgresql)');
  const dataDir = mkdtempSync(join(tmpdir(), 'gangway-pg-cluster-'));
  const root = process.getuid?.() === 0;
  const asPostgres = (program: string, args: string[]) =>
    execFileSync(root ? 'runuser' : join(bin, program), root ? ['-u', 'postgres', '--', join(bin, program), ...args] : args, { stdio: 'ignore' });
  if (root) execFileSync('chown', ['postgres:postgres', dataDir]);
  asPostgres('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres']);
  const start = () =>
    asPostgres('pg_ctl', ['-D', dataDir, '-o', `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off`, '-l', join(dataDir, 'log'), '-w', 'start']);
  start();
  execFileSync(join(bin, 'psql'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-qc', 'create database gangway_restart'], { stdio: 'ignore' });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/gangway_restart`,
    stop: () => asPostgres('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    start,
    remove() {
      try {
        asPostgres('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
