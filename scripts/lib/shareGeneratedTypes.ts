/**
 * json-schema-to-typescript writes every type a schema reaches through `$ref` into that schema's
 * own file, so the envelope, the common codes and the shared data shapes are declared again in
 * each API file. This keeps one declaration: the first file (in the order given) that declares a
 * name keeps it, and every other file whose declaration of that name is the very same text
 * imports it from there instead (and re-exports it, so its importers are unchanged). A name
 * declared differently in two files is left alone in both.
 */

/** One top-level declaration of a generated file: its JSDoc (if any) and the declaration itself. */
interface Declaration {
  name: string;
  text: string;
  start: number;
  end: number;
}

const declarationStart = /^export (?:interface|type) ([A-Za-z0-9_$]+)/;

/** The top-level declarations of a generated file, as line ranges [start, end). */
export function declarationsOf(source: string): Declaration[] {
  const lines = source.split('\n');
  const found: Declaration[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const match = declarationStart.exec(lines[i] ?? '');
    if (!match?.[1]) continue;
    let start = i;
    // Its JSDoc is the comment right above it.
    if (lines[i - 1] === ' */') {
      let j = i - 1;
      while (j > 0 && !(lines[j] ?? '').startsWith('/**')) j -= 1;
      start = j;
    }
    let depth = 0;
    let end = i;
    for (; end < lines.length; end += 1) {
      const line = lines[end] ?? '';
      for (const char of line) {
        if (char === '{' || char === '(' || char === '[') depth += 1;
        else if (char === '}' || char === ')' || char === ']') depth -= 1;
      }
      if (depth === 0 && (line.endsWith(';') || line.endsWith('}'))) break;
    }
    found.push({ name: match[1], text: lines.slice(start, end + 1).join('\n'), start, end: end + 1 });
    i = end;
  }
  return found;
}

const moduleOf = (from: string, to: string): string => {
  const fromParts = from.split('/').slice(0, -1);
  const toParts = to.replace(/\.ts$/, '').split('/');
  let common = 0;
  while (common < fromParts.length && fromParts[common] === toParts[common]) common += 1;
  const up = fromParts.length - common;
  const path = [...Array<string>(up).fill('..'), ...toParts.slice(common)].join('/');
  return up === 0 ? `./${path}` : path;
};

/**
 * `files`: generated file path (relative, '/'-separated) → text, in the order that decides who
 * keeps a shared declaration. Returns the texts with the repeated declarations imported.
 */
export function shareGeneratedTypes(files: Map<string, string>): Map<string, string> {
  const owner = new Map<string, { file: string; text: string }>();
  const conflicting = new Set<string>();
  for (const [file, source] of files) {
    for (const declaration of declarationsOf(source)) {
      const first = owner.get(declaration.name);
      if (!first) owner.set(declaration.name, { file, text: declaration.text });
      else if (first.text !== declaration.text) conflicting.add(declaration.name);
    }
  }
  const shared = new Map<string, string>();
  for (const [file, source] of files) {
    const lines = source.split('\n');
    const imports = new Map<string, string[]>();
    const dropped: Declaration[] = [];
    for (const declaration of declarationsOf(source)) {
      const first = owner.get(declaration.name);
      if (!first || first.file === file || conflicting.has(declaration.name) || first.text !== declaration.text) continue;
      dropped.push(declaration);
      imports.set(first.file, [...(imports.get(first.file) ?? []), declaration.name]);
    }
    if (dropped.length === 0) {
      shared.set(file, source);
      continue;
    }
    for (const declaration of [...dropped].reverse()) lines.splice(declaration.start, declaration.end - declaration.start);
    const importLines = [...imports].flatMap(([from, names]) => {
      const list = names.sort().join(', ');
      const module = moduleOf(file, from);
      return [`import type { ${list} } from '${module}';`, `export type { ${list} } from '${module}';`];
    });
    // After the banner comment (the file's first line).
    lines.splice(1, 0, '', ...importLines);
    shared.set(file, lines.join('\n'));
  }
  return shared;
}
