import type { InitializeHook, ResolveHook } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { redirectIntoConfigDir } from './configDir';

/**
 * Node module-resolution hook (module.register) that sends every import of a file under the
 * repository's config/ (the static JSON imports of src/server and src/shared) to the same file
 * under GANGWAY_CONFIG_DIR. Registered by registerConfigDir only when that setting is present.
 */
let configDir = '';

export const initialize: InitializeHook<{ configDir: string }> = (data) => {
  configDir = data.configDir;
};

export const resolve: ResolveHook = async (specifier, context, nextResolve) => {
  const resolved = await nextResolve(specifier, context);
  if (!resolved.url.startsWith('file:')) return resolved;
  const file = fileURLToPath(resolved.url);
  const redirected = redirectIntoConfigDir(file, configDir);
  return redirected === file ? resolved : { ...resolved, url: pathToFileURL(redirected).href };
};
