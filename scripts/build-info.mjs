// Plain JavaScript: `npm start` runs this with node alone, where an install made with
// `npm ci --omit=dev` has no TypeScript runner. Types: build-info.d.mts.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, where package.json, config/ and dist/ are. */
export const appRoot = fileURLToPath(new URL('..', import.meta.url));

/** What the web app and the compiled server are made from, relative to the root (tests excepted). */
const buildSources = [
  'package.json',
  'package-lock.json',
  'index.html',
  'vite.config.ts',
  'vite.server.config.ts',
  'public',
  'schemas',
  'src',
  'scripts/build',
  'scripts/build.mjs',
  'scripts/build-info.mjs',
  'scripts/lib',
];

const testFile = /\.test\.tsx?$/;

/**
 * The files of one source entry, as paths relative to `base`: the entry itself when it is a file,
 * else every file under it; sorted, so the order never depends on the disk.
 */
function sourceFiles(base, path) {
  const full = join(base, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !testFile.test(entry.name))
    .map((entry) => relative(base, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** sha256 over the names and contents of the files, so a copy (new mtimes) of the same sources matches. */
function digestFiles(digest, base, files, label) {
  for (const file of files) {
    const content = readFileSync(join(base, file));
    digest.update(`${label}/${file}\0${content.length}\0`);
    digest.update(content);
  }
}

/** The config directory this process runs on (the server's rule: GANGWAY_CONFIG_DIR, else config/). */
export function configDirOf(env, root = appRoot) {
  return env.GANGWAY_CONFIG_DIR ? resolve(env.GANGWAY_CONFIG_DIR) : join(root, 'config');
}

/** NODE_ENV as the server reads it: unset is development. */
export function nodeEnvOf(env) {
  return env.NODE_ENV || 'development';
}

/** Source maps are built (and served) outside production, or in production when GANGWAY_SOURCE_MAPS=on. */
export function sourceMapsWanted(env) {
  return env.GANGWAY_SOURCE_MAPS === 'on' || nodeEnvOf(env) !== 'production';
}

/** The checkout's own config directory, as build-info names it wherever the checkout was copied to. */
const ownConfig = 'config/';

/**
 * What a build made now, in this environment, would be: recorded in dist/build-info.json. Paths in
 * it are relative to the checkout, so a built checkout copied elsewhere still runs its build.
 */
export function buildFingerprint(env, root = appRoot) {
  const configDir = configDirOf(env, root);
  const digest = createHash('sha256');
  digestFiles(
    digest,
    root,
    buildSources.flatMap((source) => sourceFiles(root, source)),
    'app',
  );
  digestFiles(digest, configDir, sourceFiles(configDir, '.'), 'config');
  return {
    nodeEnv: nodeEnvOf(env),
    configDir: configDir === join(root, 'config') ? ownConfig : configDir,
    sourceMaps: sourceMapsWanted(env),
    sources: digest.digest('hex'),
  };
}

export const buildInfoFile = (root = appRoot) => join(root, 'dist', 'build-info.json');

/** The fingerprint of the build in dist/, or undefined when there is none (or it was never finished). */
export function readBuildInfo(root = appRoot) {
  const file = buildInfoFile(root);
  if (!existsSync(file) || !existsSync(join(root, 'dist/server/main.js')) || !existsSync(join(root, 'dist/web/index.html'))) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Why `npm start` must build before it runs, or undefined when dist/ is what a build made now
 * would be: there is none; it was made for another NODE_ENV (a development build would serve
 * React's development bundle and source maps in production); from another config directory (it
 * would show that directory's methods and texts); with source maps when they are not wanted or
 * the other way round; or from other sources (after a `git pull`).
 */
export function staleReason(env, root = appRoot) {
  const built = readBuildInfo(root);
  if (!built) return 'there is no build in dist/ yet';
  const wanted = buildFingerprint(env, root);
  if (built.nodeEnv !== wanted.nodeEnv) return `dist/ was built for NODE_ENV=${built.nodeEnv}, this start runs NODE_ENV=${wanted.nodeEnv}`;
  if (built.configDir !== wanted.configDir) return `dist/ was built from the config in ${built.configDir}, this start reads ${wanted.configDir}`;
  if (built.sourceMaps !== wanted.sourceMaps)
    return `dist/ was built ${built.sourceMaps ? 'with' : 'without'} source maps, this start wants them ${wanted.sourceMaps ? 'on' : 'off'}`;
  if (built.sources !== wanted.sources) return 'the sources or the config changed since dist/ was built';
  return undefined;
}
