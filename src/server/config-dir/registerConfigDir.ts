import { register } from 'node:module';
import { configDirFromEnv, repoConfigDir } from '../../shared/config/check/configLocation';

/**
 * Points this process's config imports at GANGWAY_CONFIG_DIR. Call it before anything that imports
 * config/ is loaded (src/server/main.ts imports the app afterwards, dynamically): static imports
 * are resolved once, when their module is first loaded. The compiled server needs no hook: its
 * config imports read the files at run time (scripts/build/serverCompilePlugin.ts), and Vite sets
 * import.meta.env.SSR there; under tsx import.meta.env does not exist.
 */
export function registerConfigDir(env: Record<string, string | undefined> = process.env): void {
  const configDir = configDirFromEnv(env);
  if (configDir === repoConfigDir || import.meta.env?.SSR) return;
  register('./configDirHook.ts', import.meta.url, { data: { configDir } });
}
