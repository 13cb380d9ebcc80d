/**
 * Reads a config directory into the one typed config the server and the CLIs run on, keeping the
 * files it read: the start-up check (checkConfigAtStart) validates those very files.
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

/** A config directory as read: its files, and the config built from them. */
export interface LoadedConfig {
  files: ConfigFile[];
  config: GangwayConfig;
}

/**
 * The config of `dir`, read once. A directory whose files cannot all be parsed, or that lacks one,
 * is refused with validate:config's lines; the schemas and cross-file rules are checked at server
 * start (checkConfigAtStart) and by validate:config, not on every import: they take about a second.
 */
export function loadConfig(dir: string, cwd = process.cwd()): LoadedConfig {
  let files: ConfigFile[];
  try {
    files = readConfigDir(dir);
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
  const config = {
    assets: data(configFileOf.assets),
    constants: data(configFileOf.constants),
    customerService: data(configFileOf.customerService),
    errors: data(configFileOf.errors),
    merchants: data(configFileOf.merchants),
    networks: data(configFileOf.networks),
    paymentMethods: data(configFileOf.paymentMethods),
    providers: data(configFileOf.providers),
    routes: data(configFileOf.routes),
    sandbox: data(configFileOf.sandbox),
    locales: Object.fromEntries(under('locales').map((file) => [file.path.slice('locales/'.length, -'.json'.length), file.data as LocaleMessages])),
    payoutForms: Object.fromEntries(under('payout-forms').map((file) => [file.path, file.data as PayoutForm])),
  } as GangwayConfig;
  return { files, config };
}
