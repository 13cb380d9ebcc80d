import { isAbsolute, relative, resolve, sep } from 'node:path';
// The .js suffix: vite.config.ts loads this file through Node's ESM resolver.
import { repoConfigDir } from '../../shared/config/check/configLocation.js';

/** The same file under `configDir` when `file` lies under the repository's config/; otherwise `file`. */
export function redirectIntoConfigDir(file: string, configDir: string): string {
  const inside = relative(repoConfigDir, file);
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) return file;
  return resolve(configDir, inside.split(sep).join('/'));
}
