import { readdirSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { createRequestAjv } from '../../shared/ajv';

export interface ApiSchema {
  $id: string;
  [keyword: string]: unknown;
}

const schemasRoot = new URL('../../../schemas/', import.meta.url);
const apiSchemasDir = fileURLToPath(new URL('api', schemasRoot));
/**
 * The $id prefix of every schema file; the rest of an $id is its path under schemas/. A name, not a
 * location: nothing is served there, so no tool is sent looking for it.
 */
export const schemaIdBase = 'urn:gangway:schemas/';

/** A ref as a schema file writes it ("common.schema.json#/$defs/email", "../assets.schema.json#…", "#/$defs/x"), against the $id of the file. */
function absoluteRef(ref: string, baseId: string): string {
  const [file = '', pointer] = ref.split('#');
  const fragment = pointer === undefined ? '' : `#${pointer}`;
  if (file === '') return `${baseId}${fragment}`;
  return `${schemaIdBase}${posix.join(posix.dirname(baseId.slice(schemaIdBase.length)), file)}${fragment}`;
}

/**
 * The files write refs relative to themselves ("common.schema.json#/$defs/email") so that
 * json-schema-to-typescript resolves them on disk; Fastify's serializer and the OpenAPI document
 * resolve only absolute ones, so each ref is made absolute against the schema's $id here.
 */
function absoluteRefs(node: unknown, base: string): unknown {
  if (Array.isArray(node)) return node.map((item) => absoluteRefs(item, base));
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, key === '$ref' && typeof value === 'string' ? absoluteRef(value, base) : absoluteRefs(value, base)]),
  );
}

/** A schema file, whose $id must name its path (refs are resolved by path against it). */
function readSchema(path: string): ApiSchema {
  const schema = JSON.parse(readFileSync(path, 'utf8')) as ApiSchema;
  const id = `${schemaIdBase}${posix.relative(fileURLToPath(schemasRoot), path)}`;
  if (schema.$id !== id) throw new Error(`${path}: its $id must be ${id}`);
  return absoluteRefs(schema, id) as ApiSchema;
}

function refTargets(node: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => refTargets(item, found));
  else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.add(value.split('#')[0] ?? '');
      else refTargets(value, found);
    }
  }
  return found;
}

/**
 * Every schemas/api/*.schema.json (request and response bodies of the API), parsed with absolute
 * refs, plus the config schemas they reference (a quote carries a merchant's merchantConfig).
 */
export function loadApiSchemas(dir = apiSchemasDir): ApiSchema[] {
  const schemas = readdirSync(dir)
    .filter((file) => file.endsWith('.schema.json'))
    .sort()
    .map((file) => readSchema(`${dir}/${file}`));
  const loaded = new Set(schemas.map((schema) => schema.$id));
  for (let i = 0; i < schemas.length; i += 1) {
    for (const target of refTargets(schemas[i])) {
      if (loaded.has(target) || !target.startsWith(schemaIdBase)) continue;
      schemas.push(readSchema(fileURLToPath(new URL(target.slice(schemaIdBase.length), schemasRoot))));
      loaded.add(target);
    }
  }
  return schemas;
}

/** A number as people write it in a query: digits, an optional sign and fraction. */
const PLAIN_DECIMAL = /^-?[0-9]+(\.[0-9]+)?$/;

type TextValidator = ((data: unknown) => boolean) & { errors?: Partial<ErrorObject>[] | null };

/**
 * ajv coerces text with JavaScript's Number(), which also reads "Infinity", "1e309", "0x10" and
 * " 7" as numbers. A value ajv turned from such text into a number is refused as that field's type
 * error, so only plain decimals are read as numbers (text fields keep any text: ajv leaves them alone).
 */
function plainNumbersOnly(validate: ValidateFunction): TextValidator {
  const checked: TextValidator = (data) => {
    const sent = typeof data === 'object' && data !== null ? { ...(data as Record<string, unknown>) } : {};
    const valid = validate(data);
    const coerced = data as Record<string, unknown>;
    const misread = Object.keys(sent).find((key) => typeof sent[key] === 'string' && typeof coerced[key] === 'number' && !PLAIN_DECIMAL.test(sent[key]));
    if (misread === undefined) {
      checked.errors = validate.errors;
      return valid;
    }
    // ajv coerces to integer only what has no fraction, so a fraction here means the field is a number.
    const type = Number.isInteger(coerced[misread]) || !Number.isFinite(coerced[misread]) ? 'integer' : 'number';
    checked.errors = [{ instancePath: `/${misread}`, keyword: 'type', params: { type }, message: `must be ${type}` }];
    return false;
  };
  return checked;
}

/**
 * Routes `$ref` the API schemas by `$id`; the same files feed validation, response serialisation and
 * the OpenAPI document. Bodies are validated as sent; query strings, params and headers arrive as
 * text, so their validator coerces plain decimals ("20" → 20) before checking. Validation stops at
 * the first error (createRequestAjv), so refusing a request costs the same whatever it holds.
 */
export function setupSchemas(app: FastifyInstance, schemas: ApiSchema[] = loadApiSchemas()): void {
  const bodyAjv = createRequestAjv();
  const textAjv = createRequestAjv({ coerceTypes: true });
  for (const schema of schemas) {
    app.addSchema(schema);
    bodyAjv.addSchema(schema);
    textAjv.addSchema(schema);
  }
  app.setValidatorCompiler(({ schema, httpPart, contentType }) => {
    // A binary body (a photo upload) is bytes: its schema describes it in the OpenAPI document, the route checks the bytes.
    if (contentType !== undefined && !contentType.includes('json')) return () => true;
    return httpPart === 'body' ? (bodyAjv.compile(schema) as (data: unknown) => boolean) : plainNumbersOnly(textAjv.compile(schema));
  });
}
