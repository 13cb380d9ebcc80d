import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configDirFromEnv } from '../../shared/config/check/configLocation';

/**
 * In the compiled server, what a static import of `config/<file>` gives: the file of the config
 * directory this process runs on (GANGWAY_CONFIG_DIR, else the repository's config/), read when the
 * importing module loads. main.ts has checked the whole directory before that.
 */
export function readConfigJson(file: string): unknown {
  return JSON.parse(readFileSync(join(configDirFromEnv(), file), 'utf8'));
}
