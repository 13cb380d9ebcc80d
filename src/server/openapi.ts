import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { optionalSession, requireSession } from './plugins/auth';
import type { ApiSchema } from './plugins/schemas';
import { apiRef } from './routes/schemaRefs';

/** OpenAPI's header API-key scheme (the shape @fastify/swagger takes in components.securitySchemes). */
interface HeaderScheme {
  type: 'apiKey';
  in: 'header';
  name: string;
  description?: string;
}

interface ObjectSchema {
  description?: string;
  properties?: Record<string, { description?: string }>;
  required?: string[];
}

/** The schema a `$ref` of schemas/api names, as the file writes it. */
function resolveRef(schemas: ApiSchema[], ref: string): ObjectSchema {
  const [id, pointer = ''] = ref.split('#');
  const found = pointer
    .split('/')
    .filter(Boolean)
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], schemas.find((schema) => schema.$id === id));
  if (found === undefined) throw new Error(`no schema at ${ref}`);
  return found as ObjectSchema;
}

/**
 * The OpenAPI document's auth and headers, from the schemas the routes use: the three signed-call
 * headers of common signedHeaders as security schemes, required by routes whose onRequest or
 * preHandler is requireSession (optional with optionalSession), and the headers of common clientHeaders beside
 * each route's own headers schema (submit-token) on every operation.
 */
export function openapiAuth(schemas: ApiSchema[]): Pick<FastifyDynamicSwaggerOptions, 'transform'> & { securitySchemes: Record<string, HeaderScheme> } {
  const signed = resolveRef(schemas, apiRef('common', 'signedHeaders').$ref).properties ?? {};
  const client = resolveRef(schemas, apiRef('common', 'clientHeaders').$ref).properties ?? {};
  const signedCall = Object.fromEntries(Object.keys(signed).map((name) => [name, []]));
  return {
    securitySchemes: Object.fromEntries(
      Object.entries(signed).map(([name, header]): [string, HeaderScheme] => [name, { type: 'apiKey', in: 'header', name, description: header.description }]),
    ),
    transform: ({ schema, url, route }) => {
      if (!schema || (schema as { hide?: boolean }).hide) return { schema, url };
      // A photo upload authenticates in onRequest, before its body is read; every other route in preHandler.
      const hooks = [route.onRequest, route.preHandler].flat();
      const security = hooks.includes(requireSession) ? [signedCall] : hooks.includes(optionalSession) ? [{}, signedCall] : undefined;
      const ownRef = (schema.headers as { $ref?: string } | undefined)?.$ref;
      const own = ownRef === undefined ? {} : resolveRef(schemas, ownRef);
      const headers = { type: 'object', properties: { ...client, ...own.properties }, required: own.required ?? [] };
      return { url, schema: { ...schema, headers, ...(security ? { security } : {}) } as FastifySchema };
    },
  };
}
