/**
 * Schema validation of a config directory's files plus the cross-file checks, as one list of
 * problems. The same ajv factory as the browser and server, so formats mean the same everywhere.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ErrorObject } from 'ajv';
import { createAjv } from '../../src/shared/ajv';
import { addressFormatNames } from '../../src/shared/address/address-formats';
import type { ConfigFile } from './configDir';
import { checkConfig, type Problem } from './configChecks';
import { listSchemaFiles, schemasDir } from './schemaFiles';

const requiredFiles = ['payment-methods.json', 'routes.json', 'networks.json', 'assets.json', 'errors.json', 'constants.json', 'merchants.json', 'customer-service.json', 'sandbox.json'];

/** Which schema (path under schemas/) describes a config file. */
export function schemaFileFor(configPath: string): string {
  if (configPath.startsWith('payout-forms/')) return 'payout-form.schema.json';
  if (configPath.startsWith('locales/')) return 'locale.schema.json';
  return configPath.replace(/\.json$/, '.schema.json');
}

function describeAjvError(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties') return `unknown property "${String(params.additionalProperty)}"`;
  if (error.keyword === 'enum') return `${error.message}: ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
  return error.message ?? error.keyword;
}

/**
 * A payout form file is one of three kinds (a country form, an alias {"country", "use"}, or a shared
 * form under shared/): its errors are those of the kind it tries to be, not every branch of the
 * oneOf (ajv's schemaPath does not say which branch an error came from, so that kind is re-checked).
 */
function relevantErrors(ajv: ReturnType<typeof createAjv>, schemaId: string, file: ConfigFile, errors: ErrorObject[]): ErrorObject[] {
  if (!file.path.startsWith('payout-forms/')) return errors;
  const isAlias = typeof file.data === 'object' && file.data !== null && 'use' in file.data;
  const kind = file.path.startsWith('payout-forms/shared/') ? 'sharedForm' : isAlias ? 'formAlias' : 'countryForm';
  const branch = ajv.getSchema(`${schemaId}#/$defs/${kind}`);
  return branch && !branch(file.data) && branch.errors ? branch.errors : errors;
}

export function validateConfigFiles(files: ConfigFile[]): Problem[] {
  const ajv = createAjv();
  const schemaIds = new Map<string, string>();
  for (const schemaFile of listSchemaFiles()) {
    const schema = JSON.parse(readFileSync(join(schemasDir, schemaFile), 'utf8')) as { $id: string };
    ajv.addSchema(schema);
    schemaIds.set(schemaFile, schema.$id);
  }

  const problems: Problem[] = [];
  const present = new Set(files.map((f) => f.path));
  for (const name of requiredFiles) {
    if (!present.has(name)) problems.push({ file: name, pointer: '', message: 'file is missing' });
  }
  for (const file of files) {
    if (file.parseError !== undefined) {
      problems.push({ file: file.path, pointer: '', message: `not valid JSON: ${file.parseError}` });
      continue;
    }
    const schemaFile = schemaFileFor(file.path);
    const schemaId = schemaIds.get(schemaFile);
    if (!schemaId) {
      problems.push({ file: file.path, pointer: '', message: `no schema describes this file (expected schemas/${schemaFile})` });
      continue;
    }
    const validate = ajv.getSchema(schemaId);
    if (validate && !validate(file.data)) {
      for (const error of relevantErrors(ajv, schemaId, file, validate.errors ?? [])) problems.push({ file: file.path, pointer: error.instancePath, message: describeAjvError(error) });
    }
  }

  const knownFormats = new Set(Object.keys(ajv.formats));
  problems.push(...checkConfig(files.filter((f) => f.parseError === undefined), { knownFormats, addressFormats: new Set(addressFormatNames) }));
  problems.push(...compilePayoutSchemas(files, ajv, knownFormats));
  return problems;
}

/** A payout form's own schema must compile (a typo in a keyword fails here rather than in a user's browser). */
function compilePayoutSchemas(files: ConfigFile[], ajv: ReturnType<typeof createAjv>, knownFormats: Set<string>): Problem[] {
  const problems: Problem[] = [];
  for (const file of files) {
    if (!file.path.startsWith('payout-forms/') || file.parseError !== undefined) continue;
    const schema = (file.data as { schema?: unknown }).schema;
    if (!schema || typeof schema !== 'object') continue;
    try {
      ajv.compile(schema);
    } catch (error) {
      const message = (error as Error).message;
      // Unknown formats are already reported with their pointer by the cross-file checks.
      if (/unknown format/.test(message) && [...message.matchAll(/"([^"]+)"/g)].some((m) => m[1] !== undefined && !knownFormats.has(m[1]))) continue;
      problems.push({ file: file.path, pointer: '/schema', message: `schema does not compile: ${message}` });
    }
  }
  return problems;
}
