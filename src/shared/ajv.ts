import type { AnySchemaObject, ErrorObject, Options } from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import type { DataValidateFunction, DataValidationCxt } from 'ajv/dist/types';
import ajvErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import { namedFormats } from './formats';
import { normalizationNames } from './payout/normalize';

/** The schema of the `joinedFormat` keyword: check a named format over several fields read as one string. */
export interface JoinedFormat {
  format: string;
  fields: string[];
}

/**
 * Some check digits span two fields (a NUBAN's digit covers the bank code too), which no
 * per-property `format` can see. `joinedFormat` concatenates the fields, checks the named format,
 * and reports the failure on the last field. It stays silent while any field is missing, not a
 * string or failing its own property rules: those report themselves, at the right field.
 */
function compileJoinedFormat(ajv: Ajv2020) {
  return (schema: JoinedFormat, parentSchema: AnySchemaObject): DataValidateFunction => {
    const properties = (parentSchema.properties ?? {}) as Record<string, AnySchemaObject>;
    const fieldChecks = schema.fields.map((field) => {
      const own = properties[field];
      return own === undefined ? () => true : ajv.compile(own);
    });
    const check = namedFormats[schema.format];
    const validate: DataValidateFunction = (data: unknown, cxt?: DataValidationCxt) => {
      validate.errors = [];
      if (typeof data !== 'object' || data === null) return true;
      const record = data as Record<string, unknown>;
      const values = schema.fields.map((field) => record[field]);
      if (!values.every((value): value is string => typeof value === 'string')) return true;
      if (!values.every((value, i) => fieldChecks[i]?.(value) ?? true)) return true;
      if (check?.(values.join(''))) return true;
      const field = schema.fields[schema.fields.length - 1] ?? '';
      const error: Partial<ErrorObject> = {
        keyword: 'joinedFormat',
        instancePath: `${cxt?.instancePath ?? ''}/${field}`,
        params: { format: schema.format, fields: schema.fields },
        message: `must match format "${schema.format}" together with ${schema.fields.join(', ')}`,
      };
      validate.errors = [error];
      return false;
    };
    return validate;
  };
}

/**
 * The project's one ajv: JSON Schema 2020-12, every error reported (ajv-errors needs it),
 * strict mode to catch typos in schemas, standard and named formats, and `errorMessage`.
 * strictRequired is off because cross-field rules are written `anyOf: [{ required: [a] }, { required: [b] }]`
 * against properties declared once at the form's top level.
 */
export function createAjv(options: Options = {}): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, ...options });
  addFormats(ajv);
  ajvErrors(ajv);
  for (const [name, validate] of Object.entries(namedFormats)) ajv.addFormat(name, { type: 'string', validate });
  ajv.addKeyword({
    keyword: 'joinedFormat',
    type: 'object',
    schemaType: 'object',
    errors: true,
    metaSchema: {
      type: 'object',
      additionalProperties: false,
      required: ['format', 'fields'],
      properties: {
        format: { type: 'string', enum: Object.keys(namedFormats) },
        fields: { type: 'array', minItems: 2, items: { type: 'string' } },
      },
    },
    compile: compileJoinedFormat(ajv),
  });
  // Annotations only: normalizePayout reads `normalize` before the data is checked; the server
  // reads `tokenize` when it saves an account and `sensitive` when it shows one
  // (schemas/payout-form.schema.json describes all three).
  ajv.addKeyword({ keyword: 'normalize', schemaType: 'string', metaSchema: { type: 'string', enum: normalizationNames } });
  ajv.addKeyword({ keyword: 'tokenize', schemaType: 'object' });
  ajv.addKeyword({ keyword: 'sensitive', schemaType: 'boolean' });
  return ajv;
}
