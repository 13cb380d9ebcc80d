/**
 * Generates TypeScript types from every JSON Schema in schemas/ into src/shared/generated/
 * (one .ts per schema, same relative path). With --check it writes nothing and exits 1 when
 * a committed file differs from what the schemas generate, so stale types fail `npm test`.
 */
import { compileFromFile } from 'json-schema-to-typescript';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { listSchemaFiles, repoRoot, schemasDir } from '../src/shared/config/check/schemaFiles';
import { shareGeneratedTypes } from './lib/shareGeneratedTypes';

const outDir = join(repoRoot, 'src/shared/generated');
const banner = '/* Generated from schemas/ by `npm run gen:types`. Do not edit: change the schema and run it again. */';

function outputPathFor(schemaFile: string): string {
  return join(outDir, schemaFile.replace(/\.json$/, '.ts'));
}

async function generate(schemaFile: string): Promise<string> {
  const full = join(schemasDir, schemaFile);
  return compileFromFile(full, {
    cwd: dirname(full),
    bannerComment: banner,
    additionalProperties: false,
    strictIndexSignatures: true,
    style: { singleQuote: true, printWidth: 120 },
  });
}

function existingGenerated(dir = outDir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? existingGenerated(full) : [full];
  });
}

const checkOnly = process.argv.includes('--check');
const schemaFiles = listSchemaFiles();
/** The common API schema keeps the declarations it shares with the others (shareGeneratedTypes). */
const commonFirst = [...schemaFiles].sort((a, b) => Number(b === 'api/common.schema.json') - Number(a === 'api/common.schema.json') || a.localeCompare(b));
const generated = new Map<string, string>();
for (const file of commonFirst) generated.set(relative(outDir, outputPathFor(file)).split('\\').join('/'), await generate(file));
const expected = new Map<string, string>();
for (const [file, text] of shareGeneratedTypes(generated)) expected.set(join(outDir, file), text);

const problems: string[] = [];
for (const [path, text] of expected) {
  const current = existsSync(path) ? readFileSync(path, 'utf8') : null;
  if (current === text) continue;
  if (checkOnly) problems.push(`${relative(repoRoot, path)} is stale: run npm run gen:types`);
  else {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
}
for (const path of existingGenerated()) {
  if (expected.has(path)) continue;
  if (checkOnly) problems.push(`${relative(repoRoot, path)} has no schema any more: run npm run gen:types`);
  else rmSync(path);
}

if (problems.length > 0) {
  for (const p of problems) console.error(p);
  process.exit(1);
}
if (!checkOnly) console.log(`generated ${expected.size} type files in ${relative(repoRoot, outDir)}`);
