import { schemaIdBase } from '../plugins/schemas';

/** `$ref` to a `$defs` entry of schemas/api/<file> (loaded with addSchema by plugins/schemas.ts). */
export function apiRef(file: string, def: string): { $ref: string } {
  return { $ref: `${schemaIdBase}api/${file}.schema.json#/$defs/${def}` };
}

/** The failure answers every route can give, for the OpenAPI document and serialisation. */
export const errorResponses = {
  '4xx': apiRef('common', 'errorEnvelope'),
  '5xx': apiRef('common', 'errorEnvelope'),
};

/**
 * A route's answers: the success envelope of schemas/api/<file> `$defs/<def>` and the error
 * envelope. Fastify serialises the 200 answer with it (a field it does not list is not sent) and
 * the OpenAPI document at /api/docs shows it.
 */
export function answers(file: string, def: string) {
  return { 200: apiRef(file, def), ...errorResponses };
}
