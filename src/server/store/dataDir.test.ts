import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from './open';

const work = mkdtempSync(join(tmpdir(), 'gangway-datadir-'));
const noIdleErrors = () => undefined;

/** Mounting a read-only file system needs root (CI runs as root); elsewhere that case is skipped. */
function readOnlyMount(): string | undefined {
  const mount = join(work, 'read-only');
  mkdirSync(mount);
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'ro,size=1m', 'tmpfs', mount], { stdio: 'ignore' });
    return mount;
  } catch {
    return undefined;
  }
}
const readOnly = readOnlyMount();
afterAll(() => {
  if (readOnly) execFileSync('umount', [readOnly]);
});

describe('opening the embedded store', () => {
  it('creates a DATA_DIR that does not exist yet, and takes it', async () => {
    const dataDir = join(work, 'fresh', 'data');
    const db = await openStore({ DATA_DIR: dataDir }, noIdleErrors);
    expect(existsSync(join(dataDir, 'gangway.lock'))).toBe(true);
    await db.close();
    expect(existsSync(join(dataDir, 'gangway.lock'))).toBe(false);
  }, 120_000);

  it('refuses a DATA_DIR that is a file, with the path', async () => {
    const file = join(work, 'a-file');
    writeFileSync(file, 'x');
    await expect(openStore({ DATA_DIR: file }, noIdleErrors)).rejects.toThrow(`DATA_DIR ${file} is not a directory.`);
  });

  it('refuses a DATA_DIR that cannot be created, with the path and the reason', async () => {
    const file = join(work, 'another-file');
    writeFileSync(file, 'x');
    await expect(openStore({ DATA_DIR: join(file, 'data') }, noIdleErrors)).rejects.toThrow(
      `DATA_DIR ${join(file, 'data')} does not exist and cannot be created (ENOTDIR: not a directory).`,
    );
  });

  it.skipIf(!readOnly)('refuses a DATA_DIR on a read-only file system, with the path and the reason', async () => {
    const inside = join(readOnly ?? '', 'data');
    await expect(openStore({ DATA_DIR: inside }, noIdleErrors)).rejects.toThrow(
      `DATA_DIR ${inside} does not exist and cannot be created (EROFS: read-only file system).`,
    );
    await expect(openStore({ DATA_DIR: readOnly }, noIdleErrors)).rejects.toThrow(`DATA_DIR ${readOnly} is not writable (EROFS: read-only file system).`);
  });
});
