/**
 * Reads a config directory (the repo's config/ or one given with --dir) into memory, file by file,
 * keeping a file that cannot be read or parsed as a problem instead of stopping at the first one.
 */
import { lstatSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { findJsonSyntaxError } from './jsonSyntax';

export interface ConfigFile {
  /** Path relative to the config directory, with forward slashes: "payout-forms/BR.json". */
  path: string;
  /** Parsed JSON, or undefined when the file could not be read or parsed (see parseError). */
  data: unknown;
  /** Why the file could not be read or parsed, as the one-line message validate:config prints. */
  parseError?: string;
}

/** The directory given to readConfigDir is missing or not a directory: nothing in it can be checked. */
export class ConfigDirError extends Error {}

const systemReasons: Record<string, string> = {
  ENOENT: 'it is a symbolic link to nothing',
  ELOOP: 'it is a symbolic link that loops',
  EACCES: 'permission denied',
  EISDIR: 'it is a directory',
};

function reason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  return (code && systemReasons[code]) ?? (error as Error).message.split('\n')[0] ?? String(error);
}

/**
 * The parsed JSON of one file's text, or why it is not JSON. A byte order mark is refused rather
 * than skipped: the server reads payout forms and locales with JSON.parse, which rejects it too.
 */
export function parseConfigText(text: string): { data: unknown } | { parseError: string } {
  if (text.startsWith('\uFEFF')) return { parseError: 'not valid JSON: the file starts with a byte order mark (U+FEFF); save it as UTF-8 without BOM' };
  try {
    return { data: JSON.parse(text) };
  } catch (error) {
    const found = findJsonSyntaxError(text);
    const why = found ? `line ${found.line}, column ${found.column}: ${found.message}` : (error as Error).message.replace(/\s+/g, ' ');
    return { parseError: `not valid JSON: ${why}` };
  }
}

export function readConfigDir(dir: string): ConfigFile[] {
  let isDirectory: boolean;
  try {
    isDirectory = statSync(dir).isDirectory();
  } catch {
    throw new ConfigDirError(`${dir} does not exist`);
  }
  if (!isDirectory) throw new ConfigDirError(`${dir} is not a directory`);

  const files: ConfigFile[] = [];
  const visited = new Set<string>();
  const unreadable = (full: string, why: string) =>
    files.push({ path: relative(dir, full).split('\\').join('/'), data: undefined, parseError: `cannot be read: ${why}` });
  const walk = (current: string) => {
    visited.add(realpathSync(current));
    let names: string[];
    try {
      names = readdirSync(current).sort();
    } catch (error) {
      unreadable(current, reason(error));
      return;
    }
    for (const name of names) {
      const full = join(current, name);
      let isDir: boolean;
      try {
        isDir = statSync(full).isDirectory();
      } catch (error) {
        // A link whose target is missing or loops: its name says whether it was meant as config.
        if (name.endsWith('.json') || lstatSync(full).isSymbolicLink()) unreadable(full, reason(error));
        continue;
      }
      if (isDir) {
        if (visited.has(realpathSync(full))) unreadable(full, 'it is a symbolic link to a directory already read');
        else walk(full);
        continue;
      }
      if (!name.endsWith('.json')) continue;
      const path = relative(dir, full).split('\\').join('/');
      let text: string;
      try {
        text = readFileSync(full, 'utf8');
      } catch (error) {
        unreadable(full, reason(error));
        continue;
      }
      const parsed = parseConfigText(text);
      files.push('data' in parsed ? { path, data: parsed.data } : { path, data: undefined, parseError: parsed.parseError });
    }
  };
  walk(dir);
  return files;
}
