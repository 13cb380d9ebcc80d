import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCluster, postgresBin, type Cluster } from './helpers/postgresCluster';
import { pollUntil } from './server-flows-client';
import { freePort } from '../scripts/lib/freePort';

/**
 * In the PostgreSQL suite (TEST_DATABASE_URL set, a PostgreSQL server installed):
 * the database restarts under a running server. Before, the pool's idle connections emitted an
 * 'error' nobody listened to and the process died; now it answers busy while the database is down
 * and serves again once it is back, without a restart.
 */
const repoRoot = join(import.meta.dirname, '..');
let cluster: Cluster | undefined;
let server: ChildProcess | undefined;

afterAll(() => {
  server?.kill('SIGKILL');
  cluster?.remove();
});

describe.skipIf(!process.env.TEST_DATABASE_URL || !postgresBin)('a PostgreSQL restart under a running server', () => {
  it('keeps the process up, answers busy while the database is down, and serves again after it is back', async () => {
    cluster = createCluster(await freePort());
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let output = '';
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'development', SERVE_WEB: 'false', PORT: String(port), HOST: '', DATABASE_URL: cluster.url, TRUST_PROXY: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let exitCode: number | null | undefined;
    server.once('exit', (code) => (exitCode = code));

    // A login code sent is a write to the store (a quote no longer is: quotes are sealed), each to an
    // e-mail and from a client address of its own, so no per-e-mail or per-address limit applies.
    let sent = 0;
    const write = () => {
      sent += 1;
      return fetch(`${base}/api/mail/sending`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.8.${sent >> 8}.${sent & 255}` },
        body: JSON.stringify({ email: `restart-${sent}@example.com` }),
      });
    };
    const ready = async () => (await (await fetch(`${base}/api/health/ready`)).json()).data as { status: string; reason?: string };
    await pollUntil(
      () =>
        fetch(`${base}/api/health/ready`).then(
          (answer) => answer.status,
          () => 0,
        ),
      (status) => status === 200,
      120_000,
    );
    // Several connections in the pool, idle when the database goes away.
    expect((await Promise.all([write(), write(), write()])).map((answer) => answer.status)).toEqual([200, 200, 200]);

    cluster.stop();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(exitCode).toBeUndefined();
    const down = await write();
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ returnCode: '10005', success: false });
    expect(await ready()).toEqual({ status: 'notReady', reason: 'storeUnreachable' });

    cluster.start();
    const restartedAt = Date.now();
    await pollUntil(
      async () => (await write()).status,
      (status) => status === 200,
      30_000,
    );
    console.log(`PostgreSQL restarted: writes answered again ${Date.now() - restartedAt} ms after the database was back`);
    expect(await ready()).toEqual({ status: 'ready' });
    expect(exitCode).toBeUndefined();
    expect(output).toContain('a store connection broke; the pool reconnects');
  }, 240_000);
});
