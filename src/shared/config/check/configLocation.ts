import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's own config/, which the code imports; GANGWAY_CONFIG_DIR stands in for it. */
export const repoConfigDir = fileURLToPath(new URL('../../../../config', import.meta.url));

/**
 * The config directory this process runs on: GANGWAY_CONFIG_DIR (an ops or QA copy, as the
 * config-only test makes) or the repository's config/. The web build and the server read the same one.
 */
export function configDirFromEnv(env: Record<string, string | undefined> = process.env): string {
  const chosen = env.GANGWAY_CONFIG_DIR;
  return chosen ? resolve(chosen) : repoConfigDir;
}
