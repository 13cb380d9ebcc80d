/**
 * `npm run size`: builds the web app into a temporary directory and prints, gzipped, what a visit
 * downloads: the shell (entry chunk, its static imports and CSS), then for each route of
 * config/routes.json its screen chunk with the static imports the shell does not already hold, and
 * the lazy parts that screen may load later (form renderer, wallet sheet, …), and the locale files.
 *
 * Weight is a feature (issue 5: "route-level code splitting; the form renderer and its validators
 * load only on the screens that need them"): this is how anyone measures it, never a timed test.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';
import routesJson from '../config/routes.json' with { type: 'json' };
import type { RouteTable } from '../src/shared/generated/routes.schema';
import { screenModules } from './lib/screenModules';

const root = new URL('..', import.meta.url).pathname;
const outDir = mkdtempSync(join(tmpdir(), 'gangway-size-'));

function gzipKb(files: Iterable<string>): string {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
  return (bytes / 1024).toFixed(1);
}

/** The files a chunk brings: itself, its CSS, and (transitively) its static imports. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return new Set();
  seen.add(key);
  const files = new Set<string>([chunk.file, ...(chunk.css ?? [])]);
  for (const child of chunk.imports ?? []) for (const file of closure(manifest, child, seen)) files.add(file);
  return files;
}

/** The screen's own lazy parts (a dialog, the form renderer): what its dynamic imports bring. */
function lazyParts(manifest: Manifest, key: string): Set<string> {
  const files = new Set<string>();
  for (const child of manifest[key]?.dynamicImports ?? []) for (const file of closure(manifest, child)) files.add(file);
  return files;
}

const minus = (a: Set<string>, b: Set<string>) => new Set([...a].filter((file) => !b.has(file)));

async function main() {
  await build({ root, logLevel: 'warn', build: { outDir, manifest: true, sourcemap: false, emptyOutDir: true } });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const shell = closure(manifest, 'index.html');
  console.log(`gzip level 9, kB. Shell (every route): ${gzipKb(shell)} kB in ${shell.size} files`);

  const modules = screenModules(root);
  const rows: string[][] = [['route', 'screen', 'on visit', 'with lazy parts']];
  for (const route of (routesJson as RouteTable).routes) {
    const module = modules.get(route.screen);
    if (!module || !manifest[module]) {
      rows.push([route.path, route.screen, 'no chunk', '']);
      continue;
    }
    const visit = minus(closure(manifest, module), shell);
    const lazy = minus(new Set([...visit, ...lazyParts(manifest, module)]), shell);
    rows.push([route.path, route.screen, `+${gzipKb(visit)}`, `+${gzipKb(lazy)}`]);
  }
  const locales = Object.entries(manifest).filter(([key]) => /^config\/locales\/[^/]+\.json$/.test(key));
  for (const [key, chunk] of locales) rows.push([key, 'locale', `+${gzipKb([chunk.file])}`, '']);
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
  rmSync(outDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  rmSync(outDir, { recursive: true, force: true });
  process.exit(1);
});
