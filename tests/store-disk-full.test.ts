import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pollUntil } from './server-flows-client';
import { freePort } from '../scripts/lib/freePort';

/**
 * On a real disk: the embedded store's DATA_DIR on a small tmpfs that fills up
 * while the server runs (what a full disk does to PGlite: PostgreSQL's disk_full on the next write
 * that needs a new page). Mounting needs root, as CI runs; elsewhere this is skipped and
 * src/server/operations/operations.test.ts covers the same behaviour with the failure injected.
 */
const repoRoot = join(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'gangway-disk-full-'));
const mountPoint = join(work, 'disk');
mkdirSync(mountPoint);
const mounted = (() => {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=160m', 'tmpfs', mountPoint], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
let server: ChildProcess | undefined;

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (mounted) execFileSync('umount', [mountPoint]);
  rmSync(work, { recursive: true, force: true });
});

describe.skipIf(!mounted)('the embedded store on a disk that fills up while the server runs', () => {
  it('answers busy and is not ready while writes fail, and recovers without a restart once there is space', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        SERVE_WEB: 'false',
        PORT: String(port),
        HOST: '',
        DATABASE_URL: '',
        DATA_DIR: join(mountPoint, 'data'),
        TRUST_PROXY: 'true',
        SHUTDOWN_DELAY_MS: '0',
      },
      stdio: 'ignore',
    });
    await pollUntil(
      () =>
        fetch(`${base}/api/health/ready`).then(
          (answer) => answer.status,
          () => 0,
        ),
      (status) => status === 200,
      180_000,
    );

    // Each login code sent is a row in the store (and the dev outbox's mail another): a write per
    // request, to an e-mail and from a client address of its own, so no per-e-mail or per-address limit applies.
    let client = 0;
    const write = () => {
      client += 1;
      return fetch(`${base}/api/mail/sending`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${client >> 8}.${client & 255}` },
        body: JSON.stringify({ email: `disk-full-${client}@example.com` }),
      });
    };
    const ready = async () => (await (await fetch(`${base}/api/health/ready`)).json()).data as { status: string; reason?: string };
    expect((await write()).status).toBe(200);

    const filler = join(mountPoint, 'filler');
    try {
      execFileSync('dd', ['if=/dev/zero', `of=${filler}`, 'bs=1M'], { stdio: 'ignore' });
    } catch {
      // dd stops with "No space left on device": the disk is full, as intended.
    }
    let refused: Response | undefined;
    let attempts = 0;
    while (!refused && attempts < 400) {
      attempts += 1;
      const answer = await write();
      if (answer.status !== 200) refused = answer;
    }
    console.log(`disk full: the first refused write came after ${attempts} login codes`);
    expect(refused?.status).toBe(503);
    expect(await refused?.json()).toMatchObject({ returnCode: '10005', success: false });
    expect(await ready()).toEqual({ status: 'notReady', reason: 'storeNotWritable' });

    rmSync(filler);
    expect((await write()).status).toBe(200);
    expect(await ready()).toEqual({ status: 'ready' });
    expect(server.exitCode).toBeNull();
  }, 300_000);
});
