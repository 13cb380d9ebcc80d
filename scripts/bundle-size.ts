/**
 * `npm run size`: builds the web app into a temporary directory and prints, gzipped, what a visit
 * downloads: the shell (entry chunk, its static imports and CSS), then for each route of
 * config/routes.json its screen chunk with the static imports the shell does not already hold, and
 * the lazy parts that screen may load later (form renderer, wallet sheet, …), the locale files,
 * and each route's total on a first visit (shell + screen + default locale, only its landing part on
 * the landing route) against its budget in scripts/size-budgets.json. The landing route's first
 * visit is also split in two: the design card's libraries (the build's `libraries` chunk,
 * vite.config.ts) and the app's own code, which has a budget of its own.
 *
 * `npm run size -- --check` (run by `npm test`) exits 1 when a route is over its budget or has none,
 * or the app's own code on the landing route is over its budget.
 * Weight is a feature: this is how anyone measures it, never a timed test.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';
import { gangwayConfig } from '../src/shared/config/nodeSource';
import budgetsJson from './size-budgets.json' with { type: 'json' };
import { librariesChunk } from './lib/libraries';
import { screenModules } from './lib/screenModules';

const root = new URL('..', import.meta.url).pathname;
const outDir = mkdtempSync(join(tmpdir(), 'gangway-size-'));
const check = process.argv.includes('--check');
/** Route name → kB gzip (level 9) of a first visit: shell, the route's screen chunks and the default locale. */
const budgets: Record<string, number> = budgetsJson.routes;
/** kB gzip of the app's own code on the landing route's first visit: all of it but the libraries chunk. */
const ownBudget: number = budgetsJson.landingOwnCode;

function gzipBytes(files: Iterable<string>): number {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
  return bytes;
}
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
/** The modules of the app's rest besides the locale's: what the landing page leaves out, fetched before any other page. */
const restOfApp = ['src/shared/config/browserRest.ts', 'src/ui/styles/rest.css'];

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

function printTable(rows: string[][]): void {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  for (const row of rows)
    console.log(
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    );
}

async function main(): Promise<number> {
  await build({ root, logLevel: 'warn', build: { outDir, manifest: true, sourcemap: false, emptyOutDir: true } });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const shell = closure(manifest, 'index.html');
  const shellBytes = gzipBytes(shell);
  // The default language in its two parts (src/ui/i18n/localeParts.ts): the landing route's first visit
  // loads the landing part, and the rest once the page shows; any other route waits for both.
  const localePart = (part: string) => {
    const key = `config/locales/${gangwayConfig.constants.defaultLanguage}.json?part=${part}`;
    if (!manifest[key]) throw new Error(`the build has no ${key}`);
    return gzipBytes(closure(manifest, key));
  };
  const localeBytes = localePart('landing');
  // The rest of the config and of the styles (src/ui/app/WholeApp.tsx), which every other route waits for too.
  const appRest = restOfApp.map((key) => {
    if (!manifest[key]) throw new Error(`the build has no ${key}`);
    return closure(manifest, key);
  });
  const appRestBytes = gzipBytes(minus(new Set(appRest.flatMap((files) => [...files])), shell));
  const restBytes = localePart('rest') + appRestBytes;
  console.log(
    `gzip level 9, kB. Shell (every route): ${kb(shellBytes)} kB in ${shell.size} files; ${gangwayConfig.constants.defaultLanguage} locale, landing part ${kb(localeBytes)} kB; the rest of locale, config and styles ${kb(restBytes)} kB`,
  );

  const libraries = Object.values(manifest)
    .filter((chunk) => chunk.name === librariesChunk)
    .map((chunk) => chunk.file);
  const modules = screenModules(root);
  const landing = gangwayConfig.routes.routes.find((route) => route.name === gangwayConfig.routes.fallback);
  const rows: string[][] = [['route', 'screen', 'on visit', 'with lazy parts', 'first visit', 'budget']];
  let ownLine: string | undefined;
  const over: string[] = [];
  for (const route of gangwayConfig.routes.routes) {
    const module = modules.get(route.screen);
    const budget = budgets[route.name];
    if (budget === undefined) over.push(`${route.name} (${route.path}) has no budget in scripts/size-budgets.json`);
    if (!module || !manifest[module]) {
      rows.push([route.path, route.screen, 'no chunk', '', '', '']);
      continue;
    }
    const visit = minus(closure(manifest, module), shell);
    const lazy = minus(new Set([...visit, ...lazyParts(manifest, module)]), shell);
    const firstVisit = shellBytes + gzipBytes(visit) + localeBytes + (route === landing ? 0 : restBytes);
    if (budget !== undefined && firstVisit / 1024 > budget)
      over.push(`${route.name} (${route.path}): ${kb(firstVisit)} kB gzip, over its budget of ${budget} kB`);
    if (route === landing) {
      const libraryBytes = gzipBytes(libraries.filter((file) => shell.has(file) || visit.has(file)));
      const own = firstVisit - libraryBytes;
      ownLine = `${route.path} first visit ${kb(firstVisit)} kB gzip: the design card's libraries ${kb(libraryBytes)} kB (${librariesChunk} chunk), the app's own code ${kb(own)} kB (budget ${ownBudget})`;
      if (own / 1024 > ownBudget) over.push(`${route.name} (${route.path}): the app's own code is ${kb(own)} kB gzip, over its budget of ${ownBudget} kB`);
    }
    rows.push([
      route.path,
      route.screen,
      `+${kb(gzipBytes(visit))}`,
      `+${kb(gzipBytes(lazy))}`,
      kb(firstVisit),
      budget === undefined ? 'none' : String(budget),
    ]);
  }
  const locales = Object.entries(manifest).filter(([key]) => /^config\/locales\/[^/]+\.json\?part=\w+$/.test(key));
  for (const [key, chunk] of locales) rows.push([key, 'locale', `+${kb(gzipBytes([chunk.file]))}`, '', '', '']);
  if (ownLine === undefined) throw new Error(`no screen chunk for the landing route ${gangwayConfig.routes.fallback}: its own code cannot be told apart`);
  if (!check) {
    printTable(rows);
    console.log(ownLine);
    return 0;
  }
  console.log(ownLine);
  for (const line of over) console.error(line);
  if (over.length === 0)
    console.log(`Every route is within its budget (scripts/size-budgets.json); ${gangwayConfig.routes.routes[0]?.path} first visit ${rows[1]?.[4]} kB gzip.`);
  return over.length === 0 ? 0 : 1;
}

main().then(
  (code) => {
    rmSync(outDir, { recursive: true, force: true });
    process.exit(code);
  },
  (error: unknown) => {
    console.error(error);
    rmSync(outDir, { recursive: true, force: true });
    process.exit(1);
  },
);
