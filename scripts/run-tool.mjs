#!/usr/bin/env node
/**
 * Runs one of the TypeScript command-line tools of scripts/ as plain JavaScript:
 *   node scripts/run-tool.mjs validate-config [args…]
 * The tool is bundled with esbuild into .cache/tools/ (git-ignored)
 * and the bundle is reused until a source is newer. Starting through tsx costs about a second per
 * run, most of it transforming TypeScript; a reused bundle starts like any Node script.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/**
 * What a tool may be built from: its own code, the shared code, the schemas it may import and the
 * packages (package.json maps `#config`). The config itself is read when the tool runs (src/shared/config/nodeSource.ts).
 */
const sources = ['scripts', 'src/shared', 'schemas', 'package.json', 'package-lock.json'];
const cacheDir = join(root, '.cache/tools');

const [tool, ...args] = process.argv.slice(2);
if (!tool || !/^[a-z0-9-]+$/.test(tool) || !existsSync(join(root, 'scripts', `${tool}.ts`))) {
  console.error(`usage: node scripts/run-tool.mjs <tool> [args…], where scripts/<tool>.ts exists`);
  process.exit(2);
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const bundle = join(cacheDir, `${tool}.mjs`);
const stale = !existsSync(bundle) || sources.some((source) => newestMtime(join(root, source)) > statSync(bundle).mtimeMs);

if (stale) {
  const { build } = await import('esbuild');
  const built = await build({
    entryPoints: [join(root, 'scripts', `${tool}.ts`)],
    outfile: bundle,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // ESM builds first: some packages' main is a UMD wrapper whose requires esbuild cannot follow.
    mainFields: ['module', 'main'],
    // Packages are bundled too: Node's ESM resolver would want file extensions that ajv's subpaths and others omit.
    // CommonJS code inside the bundle still needs a require for Node's own modules.
    banner: { js: "import { createRequire as gangwayCreateRequire } from 'node:module'; const require = gangwayCreateRequire(import.meta.url);" },
    logLevel: 'error',
    plugins: [
      {
        // A module that finds files next to itself (import.meta.url / dirname) keeps its own place once bundled.
        name: 'own-import-meta',
        setup(esbuild) {
          esbuild.onLoad({ filter: /\.ts$/ }, (file) => {
            const text = readFileSync(file.path, 'utf8');
            if (!text.includes('import.meta')) return undefined;
            return {
              loader: 'ts',
              contents: text
                .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file.path).href))
                .replaceAll('import.meta.dirname', JSON.stringify(dirname(file.path))),
            };
          });
        },
      },
    ],
  });
  // Written aside then renamed, so a run starting meanwhile never imports half a bundle.
  mkdirSync(cacheDir, { recursive: true });
  const partial = `${bundle}.${process.pid}.tmp`;
  writeFileSync(partial, built.outputFiles[0].contents);
  renameSync(partial, bundle);
}

process.argv = [process.argv[0], join(root, 'scripts', `${tool}.ts`), ...args];
await import(pathToFileURL(bundle).href);
