import { register } from 'node:module';
import { configDirFromEnv, repoConfigDir } from './configDir';

/**
 * Points this process's config imports at GANGWAY_CONFIG_DIR. Call it before anything that imports
 * config/ is loaded (src/server/main.ts imports the app afterwards, dynamically): static imports
 * are resolved once, when their module is first loaded.
 */
export function registerConfigDir(env: Record<string, string | undefined> = process.env): void {
  const configDir = configDirFromEnv(env);
  if (configDir === repoConfigDir) return;
  register('./configDirHook.ts', import.meta.url, { data: { configDir } });
}
