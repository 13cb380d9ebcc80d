/**
 * Schema validation of a config directory's files plus the cross-file checks, as one list of
 * problems, one per problem. The same ajv factory as the browser and server, so formats mean the
 * same everywhere.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ErrorObject } from 'ajv';
import { createAjv } from '../../ajv';
import { configFileOf } from '../gangwayConfig';
import { addressFormatNames } from '../../address/address-formats';
import { checkAvailability } from './availabilityChecks';
import type { ConfigFile } from './configDir';
import { checkConfig, type Problem } from './configChecks';
import { pointer } from './jsonPointer';
import { payoutFormKind } from './payoutFormChecks';
import { listSchemaFiles, schemasDir } from './schemaFiles';

const requiredFiles = Object.values(configFileOf);

/** Which schema (path under schemas/) describes a config file. */
export function schemaFileFor(configPath: string): string {
  if (configPath.startsWith('payout-forms/')) return 'payout-form.schema.json';
  if (configPath.startsWith('locales/')) return 'locale.schema.json';
  return configPath.replace(/\.json$/, '.schema.json');
}

/** The value at a JSON pointer of `data`, or undefined. */
function valueAt(data: unknown, at: string): unknown {
  let node = data;
  for (const segment of at
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/** Why a string is not a JavaScript regex (ajv-formats' "regex" format says only that it fails). */
function regexReason(source: unknown): string {
  if (typeof source !== 'string') return 'must match format "regex"';
  try {
    new RegExp(source, 'u');
  } catch (error) {
    return `regex does not compile: ${(error as Error).message}`;
  }
  return 'regex uses \\Z, which JavaScript does not know (use $)';
}

/**
 * The errors of an anyOf or oneOf whose branches are written in place (a locale message is a string
 * or a group): a branch of another type than the value is dropped, and the anyOf error itself when a
 * branch of the right type says more. A value of no branch's type gets one "must be A or B".
 */
function pruneBranchErrors(errors: ErrorObject[]): ErrorObject[] {
  const dropped = new Set<ErrorObject>();
  const replaced = new Map<ErrorObject, ErrorObject>();
  for (const choice of errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf')) {
    const at = choice.instancePath;
    const branchPrefix = `${choice.schemaPath}/`;
    const wrongType = errors.filter(
      (e) =>
        e.keyword === 'type' && e.instancePath === at && /^\d+\/type$/.test(e.schemaPath.slice(branchPrefix.length)) && e.schemaPath.startsWith(branchPrefix),
    );
    wrongType.forEach((e) => dropped.add(e));
    const saidMore = errors.some(
      (e) => e !== choice && !dropped.has(e) && ((e.instancePath === at && e.schemaPath.startsWith(branchPrefix)) || e.instancePath.startsWith(`${at}/`)),
    );
    if (saidMore) dropped.add(choice);
    else if (wrongType.length > 0) {
      const types = wrongType.map((e) => String((e.params as { type: unknown }).type));
      replaced.set(choice, { ...choice, keyword: 'type', message: `must be ${types.join(' or ')}` });
    }
  }
  return errors.filter((e) => !dropped.has(e)).map((e) => replaced.get(e) ?? e);
}

/** One problem per ajv error, at the pointer of the value at fault (an unknown property's own pointer, not its parent's). */
function describeAjvErrors(file: ConfigFile, errors: ErrorObject[]): Problem[] {
  const pruned = pruneBranchErrors(errors);
  const namedProperties = new Set(pruned.filter((e) => e.propertyName !== undefined).map((e) => `${e.instancePath}\u0000${e.propertyName}`));
  const problems: Problem[] = [];
  for (const error of pruned) {
    const params = error.params as Record<string, unknown>;
    const at = (name: unknown) => `${error.instancePath}${pointer(String(name))}`;
    // "must match then schema" adds nothing to the errors of the then (or else) branch that follow it.
    if (error.keyword === 'if') continue;
    if (error.keyword === 'propertyNames' && namedProperties.has(`${error.instancePath}\u0000${String(params.propertyName)}`)) continue;
    // 'must match "then" schema' only repeats that the branch's own errors (reported too) apply.
    if (error.keyword === 'if') continue;
    if (error.propertyName !== undefined)
      problems.push({ file: file.path, pointer: at(error.propertyName), message: `property name ${error.message ?? 'is invalid'}` });
    else if (error.keyword === 'additionalProperties')
      problems.push({ file: file.path, pointer: at(params.additionalProperty), message: `unknown property "${String(params.additionalProperty)}"` });
    else if (error.keyword === 'enum')
      problems.push({
        file: file.path,
        pointer: error.instancePath,
        message: `${error.message}: ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
      });
    else if (error.keyword === 'format' && params.format === 'regex')
      problems.push({ file: file.path, pointer: error.instancePath, message: regexReason(valueAt(file.data, error.instancePath)) });
    else problems.push({ file: file.path, pointer: error.instancePath, message: error.message ?? error.keyword });
  }
  return problems;
}

export interface ValidateOptions {
  /** How messages name the config directory ("config", or the --dir path), as the lines' prefix does. */
  dirLabel?: string;
}

export function validateConfigFiles(files: ConfigFile[], { dirLabel = 'config' }: ValidateOptions = {}): Problem[] {
  const ajv = createAjv();
  const schemaIds = new Map<string, string>();
  for (const schemaFile of listSchemaFiles()) {
    const schema = JSON.parse(readFileSync(join(schemasDir, schemaFile), 'utf8')) as { $id: string };
    ajv.addSchema(schema);
    schemaIds.set(schemaFile, schema.$id);
  }

  const schemaProblems: Problem[] = [];
  const present = new Set(files.map((f) => f.path));
  for (const name of requiredFiles) {
    if (!present.has(name)) schemaProblems.push({ file: name, pointer: '', message: 'file is missing' });
  }
  for (const file of files) {
    if (file.parseError !== undefined) {
      schemaProblems.push({ file: file.path, pointer: '', message: file.parseError });
      continue;
    }
    const schemaFile = schemaFileFor(file.path);
    const schemaId = schemaIds.get(schemaFile);
    if (!schemaId) {
      schemaProblems.push({ file: file.path, pointer: '', message: `no schema describes this file (expected schemas/${schemaFile})` });
      continue;
    }
    if (file.path.startsWith('payout-forms/shared/') && payoutFormKind(file.path, file.data) !== 'sharedForm') {
      schemaProblems.push({
        file: file.path,
        pointer: '/use',
        message: 'a file under payout-forms/shared/ is a shared form, not an alias (an alias is payout-forms/<ISO 3166 alpha-2>.json)',
      });
      continue;
    }
    // A payout form is checked as the kind its place makes it, not as whichever oneOf branch it happens to match.
    const validate = ajv.getSchema(file.path.startsWith('payout-forms/') ? `${schemaId}#/$defs/${payoutFormKind(file.path, file.data)}` : schemaId);
    if (validate && !validate(file.data)) schemaProblems.push(...describeAjvErrors(file, validate.errors ?? []));
  }

  const knownFormats = new Set(Object.keys(ajv.formats));
  const crossProblems = checkConfig(files, { knownFormats, addressFormats: new Set(addressFormatNames), fileName: (path) => `${dirLabel}/${path}` });
  // A value that fails its schema is reported once, by the schema; the rules across files judge the rest.
  const schemaPointers = new Set(schemaProblems.map((p) => `${p.file} ${p.pointer}`));
  const problems = [...schemaProblems, ...crossProblems.filter((p) => !schemaPointers.has(`${p.file} ${p.pointer}`))];
  problems.push(...compilePayoutSchemas(files, ajv, problems));
  problems.push(...checkAvailability(files, problems));
  const lines = new Set<string>();
  return problems.filter((p) => {
    const line = `${p.file} ${p.pointer} ${p.message}`;
    if (lines.has(line)) return false;
    lines.add(line);
    return true;
  });
}

/**
 * A payout form's own schema must compile (a typo in a keyword fails here rather than in a user's
 * browser). A schema already reported at or under /schema is not compiled: it would fail for the
 * same reason.
 */
function compilePayoutSchemas(files: ConfigFile[], ajv: ReturnType<typeof createAjv>, reported: Problem[]): Problem[] {
  const problems: Problem[] = [];
  for (const file of files) {
    if (!file.path.startsWith('payout-forms/') || file.parseError !== undefined) continue;
    const schema = (file.data as { schema?: unknown }).schema;
    if (!schema || typeof schema !== 'object') continue;
    if (reported.some((p) => p.file === file.path && (p.pointer === '' || p.pointer === '/schema' || p.pointer.startsWith('/schema/')))) continue;
    try {
      ajv.compile(schema);
    } catch (error) {
      problems.push({ file: file.path, pointer: '/schema', message: `schema does not compile: ${(error as Error).message.replace(/\s+/g, ' ')}` });
    }
  }
  return problems;
}
