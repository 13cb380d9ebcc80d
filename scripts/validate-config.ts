/**
 * npm run validate:config [-- --dir PATH]
 * Validates every config file against its JSON Schema in schemas/, then the rules across files
 * (scripts/lib/configChecks.ts). Prints one line per problem, "<file> <JSON pointer>: <message>",
 * and exits 1 when there is any. --dir checks another config directory (a proposed change)
 * against this repo's schemas.
 */
import { relative, resolve } from 'node:path';
import { readConfigDir } from './lib/configDir';
import { repoRoot } from './lib/schemaFiles';
import { validateConfigFiles } from './lib/validateConfigFiles';

function parseDirArg(argv: string[]): string {
  const index = argv.indexOf('--dir');
  if (index === -1) return resolve(repoRoot, 'config');
  const value = argv[index + 1];
  if (!value) {
    console.error('--dir needs a path');
    process.exit(2);
  }
  return resolve(value);
}

const dir = parseDirArg(process.argv.slice(2));
let problems;
try {
  problems = validateConfigFiles(readConfigDir(dir));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const fromCwd = relative(process.cwd(), dir);
const shownDir = fromCwd === '' ? '.' : fromCwd.startsWith('..') ? dir : fromCwd;
for (const p of problems) console.log(`${shownDir}/${p.file}${p.pointer ? ` ${p.pointer}` : ''}: ${p.message}`);
if (problems.length > 0) {
  console.log(`${problems.length} problem${problems.length === 1 ? '' : 's'} in ${shownDir}`);
  process.exit(1);
}
console.log(`${shownDir}: every config file is valid`);
