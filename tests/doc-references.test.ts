import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 26 item 12: what the code and the docs cite can be followed from a clone. The product rules
 * are docs/product.md (cited `product §N`), the layout and the house rules docs/architecture.md
 * (cited `house rule N`), and a path written in a comment or a doc is a file or folder of the repository.
 */

const root = join(import.meta.dirname, '..');
const scanned = ['src', 'tests', 'scripts', 'docs', 'schemas', 'config', 'deploy', 'examples', 'README.md', '.dependency-cruiser.cjs'];
const skipped = new Set(['node_modules', 'generated', 'dist', 'data']);
const textFile = /\.(ts|tsx|js|cjs|mjs|json|md|sql|css|sh|conf)$/;

function filesUnder(path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return textFile.test(path) ? [path] : [];
  return readdirSync(full).flatMap((name) => (skipped.has(name) ? [] : filesUnder(join(path, name))));
}

const sources = scanned.flatMap(filesUnder).filter((path) => path !== relative(root, import.meta.filename));
const texts = sources.map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));

/** Every match of `pattern` in the scanned files, as "file: match" so a failure names where. */
function citations(pattern: RegExp): { where: string; match: RegExpExecArray }[] {
  return texts.flatMap(({ path, text }) => [...text.matchAll(new RegExp(pattern.source, 'g'))].map((match) => ({ where: `${path}: ${match[0]}`, match })));
}

/** Paths a test creates in a copy of the repository, to see how a tool treats them. */
const writtenByTests = new Set(['src/ui/App.test.tsx']);

const headings = (document: string) =>
  readFileSync(join(root, document), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('#'));

describe('the references of the code and the docs', () => {
  it('cite product sections that docs/product.md has', () => {
    const sections = new Set(headings('docs/product.md').flatMap((line) => /^## (\d+)\./.exec(line)?.[1] ?? []));
    const cited = citations(/[Pp]roduct §(\d+)/);
    expect(cited.length).toBeGreaterThan(100);
    expect(cited.filter(({ match }) => !sections.has(match[1] ?? '')).map(({ where }) => where)).toEqual([]);
  });

  it('cite house rules that docs/architecture.md lists', () => {
    const text = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
    const rules = text.slice(text.indexOf('## House rules')).match(/^\d+\. \*\*/gm)?.length ?? 0;
    expect(rules).toBeGreaterThan(0);
    expect(
      citations(/house rule (\d+)/)
        .filter(({ match }) => Number(match[1]) > rules)
        .map(({ where }) => where),
    ).toEqual([]);
  });

  it('cite no document the repository does not hold: the first specification and the design notes it came with', () => {
    expect(citations(/\b[Ss]pec §|\bARCHITECTURE\.md|\bSTYLE\.md|checkout-spec\.md/).map(({ where }) => where)).toEqual([]);
  });

  it('name files and folders that exist', () => {
    // A path in the repository: a top folder, then segments; placeholders (<ISO2>, {id}, *) are patterns, not paths.
    const cited = citations(/(?<![\w/.-])(?:src|tests|scripts|docs|schemas|config|deploy|examples)\/[\w./-]*[\w/]/);
    const missing = cited.filter(({ match }) => {
      const next = match.input.charAt(match.index + match[0].length);
      if (/[<{*$]/.test(next)) return false;
      const path = match[0].replace(/[./]+$/, '');
      // A module is cited as it is imported, without its extension.
      return !['', '.ts', '.tsx', '.js'].some((extension) => existsSync(join(root, path + extension))) && !writtenByTests.has(path);
    });
    expect(cited.length).toBeGreaterThan(100);
    expect(missing.map(({ where }) => where)).toEqual([]);
  });
});
