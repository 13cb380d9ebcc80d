/** `$ref` to a `$defs` entry of schemas/api/<file> (loaded with addSchema by plugins/schemas.ts). */
export function apiRef(file: string, def: string): { $ref: string } {
  return { $ref: `https://gangway.dev/schemas/api/${file}.schema.json#/$defs/${def}` };
}

/** The failure answers every route can give, for the OpenAPI document and serialisation. */
export const errorResponses = {
  '4xx': apiRef('common', 'errorEnvelope'),
  '5xx': apiRef('common', 'errorEnvelope'),
};
