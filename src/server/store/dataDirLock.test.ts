import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { StartupError } from '../startup-error';
import { lockDataDir, lockFileName } from './dataDirLock';

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'gangway-lock-'));
  dirs.push(dir);
  return dir;
}

/** A process that runs while the test needs it, standing for another server. */
const sleeper = spawn('sleep', ['60'], { stdio: 'ignore' });
afterAll(() => sleeper.kill('SIGKILL'));

/** The pid of a process that has exited. */
function deadPid(): number {
  const exited = spawnSync('sh', ['-c', 'echo $$'], { encoding: 'utf8' });
  return Number(exited.stdout.trim());
}

const holder = (pid: number, host = hostname()) => `${JSON.stringify({ pid, host, startedAt: '2026-01-01T00:00:00.000Z' })}\n`;

describe('the DATA_DIR lock', () => {
  it('writes this process into the lock file and removes it on release', () => {
    const dir = dataDir();
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, lockFileName), 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
    lock.release();
    expect(existsSync(join(dir, lockFileName))).toBe(false);
  });

  it('refuses a directory another running process holds, naming that process', () => {
    const dir = dataDir();
    writeFileSync(join(dir, lockFileName), holder(sleeper.pid ?? 0));
    expect(() => lockDataDir(dir)).toThrow(
      new StartupError(
        `DATA_DIR ${dir} is in use by process ${sleeper.pid} (since 2026-01-01T00:00:00.000Z); stop it or give this server another DATA_DIR. If that process is gone, delete ${join(dir, lockFileName)}.`,
      ),
    );
    expect(readFileSync(join(dir, lockFileName), 'utf8')).toBe(holder(sleeper.pid ?? 0));
  });

  it('refuses a second store on the same directory in this process', () => {
    const dir = dataDir();
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(`DATA_DIR ${dir} is in use by this process (${process.pid}) already.`);
    lock.release();
    lockDataDir(dir).release();
  });

  it('takes over a lock whose process is gone (a crash or kill -9), or that is unreadable', () => {
    const dir = dataDir();
    writeFileSync(join(dir, lockFileName), holder(deadPid()));
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, lockFileName), 'utf8')).pid).toBe(process.pid);
    lock.release();
    writeFileSync(join(dir, lockFileName), '{"pid": 12');
    lockDataDir(dir).release();
  });

  it('keeps a lock held on another machine (a shared volume), saying where', () => {
    const dir = dataDir();
    writeFileSync(join(dir, lockFileName), holder(deadPid(), 'other-host'));
    expect(() => lockDataDir(dir)).toThrow(`is in use by process`);
    expect(() => lockDataDir(dir)).toThrow(` on other-host `);
  });

  it('says the directory is not writable when the lock file cannot be made', () => {
    const dir = dataDir();
    mkdirSync(join(dir, 'nested'));
    writeFileSync(join(dir, 'file'), 'x');
    expect(() => lockDataDir(join(dir, 'file'))).toThrow(`DATA_DIR ${join(dir, 'file')} is not writable (ENOTDIR: not a directory).`);
  });
});
