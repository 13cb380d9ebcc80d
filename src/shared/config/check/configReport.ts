/**
 * validate:config's output for one config directory, as lines: one per problem,
 * "<dir>/<file> <JSON pointer>: <message>", then a count; or one line saying all is valid. The
 * server prints the same lines when it refuses to start, so an operator sees one format.
 */
import { relative } from 'node:path';
import { ConfigDirError, readConfigDir, type ConfigFile } from './configDir';
import { validateConfigFiles } from './validateConfigFiles';

export interface ConfigReport {
  valid: boolean;
  lines: string[];
}

/** How the lines name a config directory: relative to the caller's directory when inside it, else absolute. */
export function dirLabel(dir: string, cwd: string): string {
  const fromCwd = relative(cwd, dir);
  if (fromCwd === '') return '.';
  return fromCwd.startsWith('..') || fromCwd.startsWith('/') ? dir : fromCwd;
}

/** The report on `dir`, from its files as given when the caller has read them already. */
export function configReport(dir: string, cwd: string, files?: ConfigFile[]): ConfigReport {
  const label = dirLabel(dir, cwd);
  let problems;
  try {
    problems = validateConfigFiles(files ?? readConfigDir(dir), { dirLabel: label });
  } catch (error) {
    if (error instanceof ConfigDirError) return { valid: false, lines: [error.message] };
    throw error;
  }
  if (problems.length === 0) return { valid: true, lines: [`${label}: every config file is valid`] };
  return {
    valid: false,
    lines: [
      ...problems.map((p) => `${label}/${p.file}${p.pointer ? ` ${p.pointer}` : ''}: ${p.message}`),
      `${problems.length} problem${problems.length === 1 ? '' : 's'} in ${label}`,
    ],
  };
}
