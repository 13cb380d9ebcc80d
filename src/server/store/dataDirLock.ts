import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { StartupError, systemReason } from '../startup-error';

/** The lock file in DATA_DIR: the process that has the embedded store open. */
export const lockFileName = 'gangway.lock';

interface LockHolder {
  pid: number;
  host: string;
  startedAt: string;
}

/** The lock files this process holds: a second store on one of them in this process is refused too. */
const heldHere = new Set<string>();

export interface DataDirLock {
  /** Removes the lock file, if it is still this process's. */
  release(): void;
}

function readHolder(file: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    if (typeof holder.pid === 'number' && typeof holder.host === 'string' && typeof holder.startedAt === 'string') return holder as LockHolder;
  } catch {
    // Unreadable or half written (the holder died while writing it): nobody holds it.
  }
  return undefined;
}

/** Whether the process named in the lock may still be running. */
function holderAlive(holder: LockHolder, me: LockHolder): boolean {
  // Another machine's process cannot be looked up from here: it holds the lock until someone removes it.
  if (holder.host !== me.host) return true;
  // Our own pid in an old lock: an earlier life of this process slot (pid 1 in a restarted container).
  if (holder.pid === me.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Creates the lock file; false when one exists already. */
function createLock(dataDir: string, file: string, me: LockHolder): boolean {
  try {
    writeFileSync(file, `${JSON.stringify(me)}\n`, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw new StartupError(`DATA_DIR ${dataDir} is not writable (${systemReason(error)}).`);
  }
}

/**
 * Takes DATA_DIR for this process alone. PGlite is one PostgreSQL in this process's memory: two
 * processes on one directory each write their own view over the other's files, and writes are lost.
 * A lock left by a process that no longer runs (a crash, a kill -9) is taken over.
 */
export function lockDataDir(dataDir: string, me: LockHolder = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() }): DataDirLock {
  const file = join(dataDir, lockFileName);
  if (heldHere.has(file)) throw new StartupError(`DATA_DIR ${dataDir} is in use by this process (${me.pid}) already.`);
  const release = () => {
    heldHere.delete(file);
    const holder = readHolder(file);
    if (holder?.pid === me.pid && holder.startedAt === me.startedAt) rmSync(file, { force: true });
  };
  // A few tries: each after removing a lock whose process is gone (another starting server may do the same).
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (createLock(dataDir, file, me)) {
      heldHere.add(file);
      return { release };
    }
    const holder = readHolder(file);
    if (holder && holderAlive(holder, me)) {
      const where = holder.host === me.host ? '' : ` on ${holder.host}`;
      throw new StartupError(
        `DATA_DIR ${dataDir} is in use by process ${holder.pid}${where} (since ${holder.startedAt}); stop it or give this server another DATA_DIR. If that process is gone, delete ${file}.`,
      );
    }
    try {
      rmSync(file, { force: true });
    } catch (error) {
      throw new StartupError(`DATA_DIR ${dataDir}: cannot remove the stale lock ${file} (${systemReason(error)}).`);
    }
  }
  throw new StartupError(`DATA_DIR ${dataDir}: cannot take the lock ${file}, other processes keep taking it.`);
}
