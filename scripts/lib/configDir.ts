/**
 * Reads a config directory (the repo's config/ or one given with --dir) into memory, file by file,
 * keeping parse failures as problems instead of stopping at the first one.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface ConfigFile {
  /** Path relative to the config directory, with forward slashes: "payout-forms/BR.json". */
  path: string;
  /** Parsed JSON, or undefined when the file could not be parsed (see parseError). */
  data: unknown;
  parseError?: string;
}

export function readConfigDir(dir: string): ConfigFile[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new Error(`${dir} is not a directory`);
  const files: ConfigFile[] = [];
  const walk = (current: string) => {
    for (const name of readdirSync(current).sort()) {
      const full = join(current, name);
      if (statSync(full).isDirectory()) {
        walk(full);
        continue;
      }
      if (!name.endsWith('.json')) continue;
      const path = relative(dir, full).split('\\').join('/');
      try {
        files.push({ path, data: JSON.parse(readFileSync(full, 'utf8')) });
      } catch (error) {
        files.push({ path, data: undefined, parseError: (error as Error).message });
      }
    }
  };
  walk(dir);
  return files;
}
