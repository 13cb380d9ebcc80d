import type { CodeKeywordDefinition, KeywordCxt, KeywordErrorDefinition, Options } from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import { _, and, getProperty, Name, not, or, str, strConcat, stringify } from 'ajv/dist/compile/codegen';
import ajvErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import { namedFormats } from './formats';
import { namedFormatDefinitions } from './formats/definitions';
import { normalizationNames } from './payout/normalize';

/** The schema of the `joinedFormat` keyword: check a named format over several fields read as one string. */
export interface JoinedFormat {
  format: string;
  fields: string[];
}

/** What ajv's generated code calls the errors found so far and the data's path (ajv/lib/compile/names.ts). */
const errorsSoFar = new Name('vErrors');
const dataPath = new Name('instancePath');

const joinedFormatError: KeywordErrorDefinition = {
  message: ({ schema }) => str`must match format "${(schema as JoinedFormat).format}" together with ${(schema as JoinedFormat).fields.join(', ')}`,
  params: ({ schema }) => _`{format: ${(schema as JoinedFormat).format}, fields: ${stringify((schema as JoinedFormat).fields)}}`,
};

/**
 * Some check digits span two fields (a NUBAN's digit covers the bank code too), which no
 * per-property `format` can see. `joinedFormat` concatenates the fields, checks the named format,
 * and reports the failure on the last field. It stays silent while any field is missing, not a
 * string or failing its own property rules (an error already at that field): those report
 * themselves, at the right field. Written as generated code, like ajv's own keywords, so the
 * browser bundle can carry it precompiled (payout/precompile.ts).
 */
const joinedFormatKeyword: CodeKeywordDefinition = {
  keyword: 'joinedFormat',
  type: 'object',
  schemaType: 'object',
  error: joinedFormatError,
  metaSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['format', 'fields'],
    properties: {
      format: { type: 'string', enum: Object.keys(namedFormats) },
      fields: { type: 'array', minItems: 2, items: { type: 'string' } },
    },
  },
  code(cxt: KeywordCxt) {
    const { gen, data, it } = cxt;
    const { format, fields } = cxt.schema as JoinedFormat;
    const last = fields[fields.length - 1] ?? '';
    const definition = it.self.formats[format];
    const formatsCode = it.opts.code.formats;
    const check = gen.scopeValue('formats', { key: format, ref: definition, code: formatsCode ? _`${formatsCode}${getProperty(format)}` : undefined });
    const values = fields.map((field) => gen.const('joined', _`${data}${getProperty(field)}`));
    const pathOf = (field: string) => strConcat(dataPath, str`${it.errorPath}/${field}`);
    const fieldFailed = _`${errorsSoFar} !== null && ${errorsSoFar}.some((e) => ${or(...fields.map((field) => _`e.instancePath === ${pathOf(field)}`))})`;
    const joined = values.slice(1).reduce((sum, value) => _`${sum} + ${value}`, _`${values[0] ?? ''}`);
    gen.if(and(...values.map((value) => _`typeof ${value} == "string"`), not(fieldFailed)), () => {
      gen.if(not(_`${check}.validate(${joined})`), () => cxt.error(false, undefined, { instancePath: gen.const('field', _`${last}`) }));
    });
  },
};

/** Formats, the `joinedFormat` check and the annotation keywords every ajv of the project knows. */
function addProjectVocabulary(ajv: Ajv2020): Ajv2020 {
  addFormats(ajv);
  for (const [name, definition] of Object.entries(namedFormatDefinitions)) ajv.addFormat(name, definition);
  ajv.addKeyword(joinedFormatKeyword);
  // Annotations only: normalizePayout reads `normalize` before the data is checked; the server
  // reads `tokenize` when it saves an account and `sensitive` when it shows one
  // (schemas/payout-form.schema.json describes all three).
  ajv.addKeyword({ keyword: 'normalize', schemaType: 'string', metaSchema: { type: 'string', enum: normalizationNames } });
  ajv.addKeyword({ keyword: 'tokenize', schemaType: 'object' });
  ajv.addKeyword({ keyword: 'sensitive', schemaType: 'boolean' });
  return ajv;
}

/**
 * The ajv of what people fill in (payout and identity forms) and of config files: JSON Schema
 * 2020-12, every error reported (a form marks each wrong field at once; ajv-errors needs it),
 * strict mode to catch typos in schemas, standard and named formats, and `errorMessage`.
 * strictRequired is off because cross-field rules are written `anyOf: [{ required: [a] }, { required: [b] }]`
 * against properties declared once at the form's top level.
 */
export function createAjv(options: Options = {}): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, ...options });
  ajvErrors(ajv);
  return addProjectVocabulary(ajv);
}

/**
 * The ajv of API requests: the same vocabulary, but validation stops at the first error. With every
 * error reported, a body of 60,000 unknown keys costs 60,000 errors to build and describe; a
 * request needs only one reason to be refused, whatever its size or shape. No `errorMessage`:
 * the API schemas name no form messages.
 */
export function createRequestAjv(options: Omit<Options, 'allErrors'> = {}): Ajv2020 {
  return addProjectVocabulary(new Ajv2020({ strict: true, strictRequired: false, ...options, allErrors: false }));
}
