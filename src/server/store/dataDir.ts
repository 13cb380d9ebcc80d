import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { StartupError, systemReason } from '../startup-error';

/**
 * Why `path` cannot be created. A recursive mkdir reports ENOENT for a read-only parent; making
 * the first missing folder on its own gives the real reason (EROFS, EACCES, ENOTDIR).
 */
function whyNotCreated(path: string, error: unknown): unknown {
  let missing = path;
  while (!existsSync(dirname(missing)) && dirname(missing) !== missing) missing = dirname(missing);
  try {
    mkdirSync(missing);
  } catch (precise) {
    return precise;
  }
  return error;
}

/**
 * Makes DATA_DIR ready for the embedded store: created when missing (the README's first command
 * on a fresh clone), and a directory. Anything else stops the start with the path and the reason,
 * instead of the embedded store's `ErrnoError { errno: 2 }`. Whether it is writable is found by
 * taking its lock (dataDirLock.ts), the store's first write.
 */
export function prepareDataDir(dataDir: string): string {
  const path = resolve(dataDir);
  if (existsSync(path) && !statSync(path).isDirectory()) throw new StartupError(`DATA_DIR ${path} is not a directory.`);
  try {
    mkdirSync(path, { recursive: true });
  } catch (error) {
    throw new StartupError(`DATA_DIR ${path} does not exist and cannot be created (${systemReason(whyNotCreated(path, error))}).`);
  }
  return path;
}
