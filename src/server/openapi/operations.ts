import type { RouteOptions } from 'fastify';
import { optionalSession, requireSession } from '../plugins/auth';
import { apiRef } from '../routes/schemaRefs';
import type { Components, Json } from './components';

interface Ref {
  $ref: string;
}
/** A body or an answer: JSON of a schema, or a content map by media type (a photo upload, an HTML page). */
type Payload = Ref | { content: Record<string, { schema: Ref }> };

/** What a route's schema holds, as the route files write it (schemaRefs.ts). */
interface RouteSchema {
  tags?: string[];
  querystring?: Ref;
  params?: Ref;
  headers?: Ref;
  body?: Payload;
  response?: Record<string, Payload>;
}

/** OpenAPI's header API-key scheme. */
interface HeaderScheme {
  type: 'apiKey';
  in: 'header';
  name: string;
  description?: string;
}

export interface ObjectSchema {
  description?: string;
  title?: string;
  properties?: Record<string, Json>;
  required?: string[];
}

/** One operation of the document, with the tags that decide which document carries it. */
export interface DocumentedOperation {
  path: string;
  method: string;
  tags: string[];
  operation: Json;
}

/** The three signed-call headers of common signedHeaders as security schemes. */
export function securitySchemes(components: Components): Record<string, HeaderScheme> {
  const signed = (components.resolve(apiRef('common', 'signedHeaders').$ref) as ObjectSchema).properties ?? {};
  return Object.fromEntries(
    Object.entries(signed).map(([name, header]): [string, HeaderScheme] => [
      name,
      { type: 'apiKey', in: 'header', name, ...(typeof header.description === 'string' ? { description: header.description } : {}) },
    ]),
  );
}

/** The parameters of an object schema's properties: the description beside the schema, as OpenAPI places it. */
export function parameters(where: 'query' | 'path' | 'header', schema: ObjectSchema): Json[] {
  return Object.entries(schema.properties ?? {}).map(([name, { description, ...property }]) => ({
    name,
    in: where,
    required: where === 'path' || (schema.required ?? []).includes(name),
    ...(typeof description === 'string' ? { description } : {}),
    schema: property,
  }));
}

/** A response or body schema's description (OpenAPI requires one of a response), else its title. */
function describe(components: Components, ref: string): string {
  const schema = components.resolve(ref) as ObjectSchema;
  return schema.description ?? schema.title ?? '';
}

/** The content map of a payload, and the ref of its (first) schema, whose description describes it. */
function content(components: Components, payload: Payload): { content: Json; ref: string } {
  if ('$ref' in payload) return { content: { 'application/json': { schema: components.local(payload) } }, ref: payload.$ref };
  const [first] = Object.values(payload.content);
  return { content: components.local(payload.content), ref: first?.schema.$ref ?? '' };
}

function responses(components: Components, response: Record<string, Payload>): Json {
  return Object.fromEntries(
    Object.entries(response).map(([status, answer]) => {
      const { content: media, ref } = content(components, answer);
      // Fastify takes 4xx, OpenAPI 4XX.
      return [status.toUpperCase(), { description: describe(components, ref), content: media }];
    }),
  );
}

/**
 * The document's operations, one per method of each route under `prefix`, from the schemas the
 * routes validate and serialise with: query, path and header parameters, the body, the answers by
 * status. Every operation lists the headers of common clientHeaders beside its own (submit-token);
 * the signed-call headers are security schemes, required by routes whose onRequest or preHandler is
 * requireSession, optional with optionalSession.
 */
export function documentedOperations(routes: RouteOptions[], prefix: string, components: Components): DocumentedOperation[] {
  const client = components.resolve(apiRef('common', 'clientHeaders').$ref) as ObjectSchema;
  const signedCall = Object.fromEntries(Object.keys(securitySchemes(components)).map((name) => [name, []]));
  return routes
    .filter((route) => route.url.startsWith(`${prefix}/`))
    .flatMap((route) => {
      const schema = (route.schema ?? {}) as RouteSchema;
      // A photo upload authenticates in onRequest, before its body is read; every other route in preHandler.
      const hooks = [route.onRequest, route.preHandler].flat();
      const security = hooks.includes(requireSession) ? [signedCall] : hooks.includes(optionalSession) ? [{}, signedCall] : undefined;
      const own = schema.headers ? (components.resolve(schema.headers.$ref) as ObjectSchema) : {};
      const body = schema.body ? content(components, schema.body) : undefined;
      const operation: Json = {
        ...(schema.tags ? { tags: schema.tags } : {}),
        parameters: [
          ...(schema.params ? parameters('path', components.resolve(schema.params.$ref) as ObjectSchema) : []),
          ...(schema.querystring ? parameters('query', components.resolve(schema.querystring.$ref) as ObjectSchema) : []),
          ...parameters('header', { properties: { ...client.properties, ...own.properties }, required: own.required }),
        ],
        ...(body ? { requestBody: { description: describe(components, body.ref), required: true, content: body.content } } : {}),
        responses: responses(components, schema.response ?? {}),
        ...(security ? { security } : {}),
      };
      const methods = [route.method].flat().filter((method) => method !== 'HEAD');
      return methods.map((method) => ({ path: route.url.replace(/:(\w+)/g, '{$1}'), method: method.toLowerCase(), tags: schema.tags ?? [], operation }));
    });
}
