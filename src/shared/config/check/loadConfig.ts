/**
 * Reads a config directory into the one typed config the server and the CLIs run on. The files are
 * read once per process: the start-up check (checkConfigAtStart) validates the very files the
 * config is built from.
 */
import type { LocaleMessages } from '../../generated/locale.schema';
import type { PayoutForm } from '../../generated/payout-form.schema';
import { configFileOf, type GangwayConfig } from '../gangwayConfig';
import { ConfigDirError, readConfigDir, type ConfigFile } from './configDir';
import { configReport } from './configReport';

/** A config directory the process cannot run on: what validate:config prints for it (`problems`), then the server's refusal (`lines`). */
export class ConfigRefusal extends Error {
  readonly lines: string[];

  constructor(
    readonly problems: string[],
    readonly dir: string,
  ) {
    super(problems.join('\n'));
    this.lines = [...problems, refusalLine(dir)];
  }
}

/** The line after the problems when a config directory is refused. */
export function refusalLine(dir: string): string {
  return `The server does not start: the config in ${dir} is not valid.`;
}

const read = new Map<string, ConfigFile[] | ConfigDirError>();

/** The files of `dir`, read on the first call only; a missing directory is remembered as its error. */
export function configFilesOnce(dir: string): ConfigFile[] {
  if (!read.has(dir)) {
    try {
      read.set(dir, readConfigDir(dir));
    } catch (error) {
      if (!(error instanceof ConfigDirError)) throw error;
      read.set(dir, error);
    }
  }
  const files = read.get(dir);
  if (files instanceof ConfigDirError) throw files;
  return files ?? [];
}

/**
 * The config of `dir`. A directory whose files cannot all be parsed, or that lacks one, is refused
 * with validate:config's lines; the schemas and cross-file rules are checked at server start
 * (checkConfigAtStart) and by validate:config, not on every import: they take about a second.
 */
export function loadConfig(dir: string, cwd = process.cwd()): GangwayConfig {
  let files: ConfigFile[];
  try {
    files = configFilesOnce(dir);
  } catch (error) {
    if (error instanceof ConfigDirError) throw new ConfigRefusal([error.message], dir);
    throw error;
  }
  const byPath = new Map(files.map((file) => [file.path, file]));
  const usable = (path: string) => byPath.get(path)?.parseError === undefined && byPath.has(path);
  if (files.some((file) => file.parseError !== undefined) || !Object.values(configFileOf).every(usable)) {
    throw new ConfigRefusal(configReport(dir, cwd, files).lines, dir);
  }
  const data = (path: string) => byPath.get(path)?.data;
  const under = (folder: string) => files.filter((file) => file.path.startsWith(`${folder}/`));
  return {
    assets: data(configFileOf.assets),
    constants: data(configFileOf.constants),
    customerService: data(configFileOf.customerService),
    errors: data(configFileOf.errors),
    merchants: data(configFileOf.merchants),
    networks: data(configFileOf.networks),
    paymentMethods: data(configFileOf.paymentMethods),
    routes: data(configFileOf.routes),
    sandbox: data(configFileOf.sandbox),
    locales: Object.fromEntries(under('locales').map((file) => [file.path.slice('locales/'.length, -'.json'.length), file.data as LocaleMessages])),
    payoutForms: Object.fromEntries(under('payout-forms').map((file) => [file.path, file.data as PayoutForm])),
  } as GangwayConfig;
}
