import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's own config/; GANGWAY_CONFIG_DIR stands in for it. From the path, not a URL
 * object: a test under happy-dom has that library's URL, which node:url does not accept.
 */
export const repoConfigDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../config');

/**
 * The config directory this process runs on: GANGWAY_CONFIG_DIR (an ops or QA copy, as the
 * config-only test makes) or the repository's config/. The web build and the server read the same one.
 */
export function configDirFromEnv(env: Record<string, string | undefined> = process.env): string {
  const chosen = env.GANGWAY_CONFIG_DIR;
  return chosen ? resolve(chosen) : repoConfigDir;
}
