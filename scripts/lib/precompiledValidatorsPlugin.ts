import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import { configDirFromEnv } from '../../src/shared/config/check/configLocation.js';

type Generator = typeof import('./precompiledValidators.js');

/** `virtual:payout-validators`: each payout form's validator as a loader of its own chunk, by form name ("BR", "shared/sepa"). */
const payoutIndexId = 'virtual:payout-validators';
/** `virtual:payout-validator/<name>`: one form's validator. */
const payoutFormPrefix = 'virtual:payout-validator/';
/** `virtual:kyc-identity-validator`: the API's KYC identity schema (schemas/api/kyc.schema.json $defs/kycIdentity). */
const kycIdentityId = 'virtual:kyc-identity-validator';
/** The ids above, as imported and as resolved, so that Vite calls this plugin for them only. */
const ours = /^virtual:(payout-validators$|payout-validator\/|kyc-identity-validator$)/;
const resolvedOurs = /^\0virtual:(payout-validators$|payout-validator\/|kyc-identity-validator$)/;

const schemasDir = fileURLToPath(new URL('../../schemas/api/', import.meta.url));

let generator: Promise<Generator> | undefined;
/**
 * The generator and the project's ajv behind it, run through Vite's module runner when first
 * needed: imported statically, their TypeScript would be bundled into the Vite config itself.
 */
function loadGenerator(): Promise<Generator> {
  generator ??= runnerImport<Generator>(fileURLToPath(new URL('./precompiledValidators.ts', import.meta.url)), { configFile: false, logLevel: 'error' }).then(
    (result) => result.module,
  );
  return generator;
}
const readJson = (file: string): Record<string, unknown> => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

/** Every payout form file under the config directory by name, with the schema it holds (an alias holds none). */
function payoutFormFiles(configDir: string): Map<string, string> {
  const dir = join(configDir, 'payout-forms');
  const files = new Map<string, string>();
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.json'))
        files.set(
          relative(dir, full)
            .split(sep)
            .join('/')
            .replace(/\.json$/, ''),
          full,
        );
    }
  };
  if (existsSync(dir)) walk(dir);
  return files;
}

/** The code of one of the virtual modules, or undefined for an id that is not one. */
async function moduleCode(source: string, configDir: string, watch: (file: string) => void): Promise<string | undefined> {
  if (source === payoutIndexId) {
    const files = payoutFormFiles(configDir);
    for (const file of files.values()) watch(file);
    const withSchema = [...files].filter(([, file]) => 'schema' in readJson(file)).map(([name]) => name);
    const entries = withSchema.map(
      (name) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(payoutFormPrefix + name)}).then((module) => module.default),`,
    );
    return `export const payoutValidators = {\n${entries.join('\n')}\n};\n`;
  }
  if (source.startsWith(payoutFormPrefix)) {
    const name = source.slice(payoutFormPrefix.length);
    const file = payoutFormFiles(configDir).get(name);
    if (!file) throw new Error(`${name}: no payout form file in ${join(configDir, 'payout-forms')}`);
    watch(file);
    const form = readJson(file);
    if (!('schema' in form)) throw new Error(`${file}: an alias has no schema of its own to precompile`);
    return (await loadGenerator()).validatorModule(form.schema as Record<string, unknown>, relative(configDir, file));
  }
  if (source === kycIdentityId) {
    const files = ['common.schema.json', 'kyc.schema.json'].map((name) => join(schemasDir, name));
    for (const file of files) watch(file);
    const [common, kyc] = files.map(readJson);
    return (await loadGenerator()).namedValidatorsModule(
      [common ?? {}, kyc ?? {}],
      { validateKycIdentity: `${String(kyc?.$id)}#/$defs/kycIdentity` },
      'schemas/api/kyc.schema.json',
    );
  }
  return undefined;
}

/**
 * Serves the browser its validators precompiled (precompiledValidators.ts) as virtual modules, from
 * the config directory the build reads (GANGWAY_CONFIG_DIR, as the `@gangway-config` alias of vite.config.ts does), so a seller
 * downloads only their form's validator and no page ever compiles a schema.
 */
export function precompiledValidatorsPlugin(env: Record<string, string | undefined> = process.env): Plugin {
  const configDir = configDirFromEnv(env);
  return {
    name: 'gangway-precompiled-validators',
    resolveId: {
      filter: { id: ours },
      handler: (source) => `\0${source}`,
    },
    load: {
      filter: { id: resolvedOurs },
      async handler(id) {
        return (await moduleCode(id.slice(1), configDir, (file) => this.addWatchFile(file))) ?? null;
      },
    },
  };
}
