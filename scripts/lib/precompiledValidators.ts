/**
 * Precompiled validators for the browser bundle: ajv's standalone code for each payout form's
 * account schema and for the KYC identity, generated at build time with the project's own ajv
 * (src/shared/ajv.ts). The browser then validates with plain functions, never compiling a schema
 * with `new Function`, so its Content-Security-Policy needs no 'unsafe-eval' and it ships no ajv
 * compiler. The server keeps compiling the same schemas with the same ajv at start.
 */
import { _ } from 'ajv/dist/compile/codegen';
import standaloneCode from 'ajv/dist/standalone';
import type { AnySchemaObject } from 'ajv';
import { createAjv } from '../../src/shared/ajv';

/** The module the generated code imports its formats from (createAjv's very format definitions). */
const formatsModule = '/src/shared/formats/definitions.ts';

/**
 * ajv's few run-time helpers, written in its output as CommonJS `require`s: the same functions as
 * ES imports. A helper not listed here fails the build, naming itself, rather than the page.
 */
const runtimeHelpers: Record<string, string> = {
  'require("ajv/dist/runtime/ucs2length").default': '/src/shared/formats/ucs2length.ts',
};

function asEsModule(code: string, what: string): string {
  const imports = [`import { formatDefinitions as formats } from ${JSON.stringify(formatsModule)};`];
  let body = code;
  Object.entries(runtimeHelpers).forEach(([required, module], i) => {
    if (!body.includes(required)) return;
    imports.push(`import runtime${i} from ${JSON.stringify(module)};`);
    body = body.split(required).join(`runtime${i}`);
  });
  const unknown = /require\([^)]*\)/.exec(body);
  if (unknown) throw new Error(`${what}: the precompiled validator needs ${unknown[0]}, which scripts/lib/precompiledValidators.ts does not provide`);
  return `${imports.join('\n')}\n${body}`;
}

const standaloneAjv = () => createAjv({ code: { source: true, esm: true, formats: _`formats` } });

/** An ES module whose default export validates `schema` exactly as createAjv().compile(schema) does. */
export function validatorModule(schema: AnySchemaObject, what: string): string {
  const ajv = standaloneAjv();
  return asEsModule(standaloneCode(ajv, ajv.compile(schema)), what);
}

/** An ES module exporting, by name, the validators of `refs` (export name to `$id#pointer`) over `schemas`. */
export function namedValidatorsModule(schemas: AnySchemaObject[], refs: Record<string, string>, what: string): string {
  const ajv = standaloneAjv();
  for (const schema of schemas) ajv.addSchema(schema);
  return asEsModule(standaloneCode(ajv, refs), what);
}
