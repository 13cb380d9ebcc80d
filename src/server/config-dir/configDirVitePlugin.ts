import { dirname, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { configDirFromEnv, repoConfigDir } from '../../shared/config/check/configLocation.js';
import { redirectIntoConfigDir } from './configDir.js';

/** `import.meta.glob(` with its optional type argument, then the pattern or the array of patterns. */
const globCall = /import\.meta\.glob\s*(?:<[^>()]*>)?\s*\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/g;
const quoted = /(['"])(!?)([^'"]*)\1/g;

/** A glob pattern as written in `importer`, pointed at `configDir` when it reads the repository's config/. */
function redirectGlobPattern(pattern: string, importer: string, root: string, configDir: string): string {
  if (!pattern.startsWith('/') && !pattern.startsWith('./') && !pattern.startsWith('../')) return pattern;
  const absolute = pattern.startsWith('/') ? resolve(root, `.${pattern}`) : resolve(dirname(importer), pattern);
  const redirected = redirectIntoConfigDir(absolute, configDir);
  if (redirected === absolute) return pattern;
  const fromImporter = relative(dirname(importer), redirected).split(sep).join('/');
  return fromImporter.startsWith('.') ? fromImporter : `./${fromImporter}`;
}

/**
 * Rewrites the `import.meta.glob` patterns of one module that read the repository's config/ so
 * they read `configDir` instead (Vite expands relative patterns itself, without a resolve hook).
 */
export function redirectConfigGlobs(code: string, importer: string, root: string, configDir: string): string {
  return code.replace(globCall, (call: string, argument: string) =>
    call.slice(0, call.length - argument.length) +
    argument.replace(quoted, (_all: string, quote: string, negation: string, pattern: string) =>
      `${quote}${negation}${redirectGlobPattern(pattern, importer, root, configDir)}${quote}`),
  );
}

/**
 * GANGWAY_CONFIG_DIR for the web build: static imports of files under config/ and the
 * `import.meta.glob`s of locales and payout forms read the same relative paths under the setting,
 * so a config copy ships in the bundle with no code change. Without the setting it does nothing.
 */
export function configDirPlugin(env: Record<string, string | undefined> = process.env): Plugin {
  const configDir = configDirFromEnv(env);
  let root = process.cwd();
  return {
    name: 'gangway-config-dir',
    enforce: 'pre',
    apply: () => configDir !== repoConfigDir,
    configResolved(config) {
      root = config.root;
    },
    async resolveId(source, importer, options) {
      if (!importer || !source.includes('config/')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      const redirected = redirectIntoConfigDir(resolved.id, configDir);
      return redirected === resolved.id ? resolved : { ...resolved, id: redirected };
    },
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('import.meta.glob')) return null;
      const redirected = redirectConfigGlobs(code, id, root, configDir);
      return redirected === code ? null : { code: redirected, map: null };
    },
  };
}
