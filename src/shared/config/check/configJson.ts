/**
 * What every config check shares: the problem line's parts, readers that tolerate a value of the
 * wrong shape (the schema reports that shape once; the checks skip it), and the files by path.
 */
import type { ConfigFile } from './configDir';
import { pointer } from './jsonPointer';

export interface Problem {
  file: string;
  pointer: string;
  message: string;
}

export type Json = Record<string, unknown>;
export type JsonPath = Array<string | number>;

export const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const asObject = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
export const asString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The files of one config directory as the checks see them, and where problems are collected. */
export class ConfigSet {
  readonly problems: Problem[] = [];
  private readonly parsed: Map<string, unknown>;
  private readonly present: Set<string>;

  constructor(
    readonly files: ConfigFile[],
    /** How a message names a config file: "config/routes.json", or under --dir the path given. */
    readonly fileName: (path: string) => string,
  ) {
    this.parsed = new Map(files.filter((f) => f.parseError === undefined).map((f) => [f.path, f.data]));
    this.present = new Set(files.map((f) => f.path));
  }

  /** The file exists, even if it could not be parsed. */
  has(path: string): boolean {
    return this.present.has(path);
  }

  /**
   * The file was read and parsed. Checks that look things up in a file skip when it was not: its
   * one "not valid JSON" line says everything, where a lookup would fail for every reference.
   */
  usable(path: string): boolean {
    return this.parsed.has(path);
  }

  doc(path: string): Json {
    return asObject(this.parsed.get(path));
  }

  parsedFiles(): Array<{ path: string; data: unknown }> {
    return this.files.filter((f) => f.parseError === undefined);
  }

  report(file: string, path: JsonPath, message: string): void {
    this.problems.push({ file, pointer: pointer(...path), message });
  }
}

/** The values one file defines, for checking references to them. */
export interface Catalogue {
  file: string;
  what: string;
  values: ReadonlySet<unknown>;
}

/** Reports `value` at `path` when it is a string that `catalogue` does not define (and its file was parsed). */
export function requireRef(set: ConfigSet, file: string, path: JsonPath, value: unknown, catalogue: Catalogue): void {
  if (typeof value !== 'string' || !set.usable(catalogue.file) || catalogue.values.has(value)) return;
  set.report(file, path, `"${value}" is not a ${catalogue.what} in ${set.fileName(catalogue.file)}`);
}

/** What the cross-file checks need to know beyond the files themselves. */
export interface CheckContext {
  /** Named string formats the shared ajv instance knows (ours and ajv-formats'). */
  knownFormats: ReadonlySet<string>;
  /** Checksum formats a network's addressFormat may name. */
  addressFormats: ReadonlySet<string>;
  /** How a message names a config file; "config/<path>" unless another directory is checked. */
  fileName?: (path: string) => string;
}
