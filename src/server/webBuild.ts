import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the web build is made from, relative to the repo root (vite.config.ts reads these). */
const webSources = ['index.html', 'vite.config.ts', 'package-lock.json', 'public', 'config', 'src/ui', 'src/engine', 'src/api', 'src/shared'];

/** The newest modification time under a file or folder, 0 when it does not exist. */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/**
 * Whether `npm start` must (re)build the web app: there is no build yet, or a source it is made
 * from (the repo's files, or the config directory the build reads) changed after it, e.g. after a
 * `git pull`. A stale bundle would serve yesterday's screens against today's API.
 */
export function webBuildIsStale(repoRoot: string, builtIndex: string, configDir?: string): boolean {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  const sources = [...webSources.map((source) => join(repoRoot, source)), ...(configDir ? [configDir] : [])];
  return sources.some((source) => newestMtime(source) > builtAt);
}
