import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { isProduction } from '../config';
import { apiPrefix } from '../paths';
import type { ApiSchema } from '../plugins/schemas';
import type { Json } from './components';
import { openapiDocument, type Audience } from './document';

declare module 'fastify' {
  interface FastifyInstance {
    /** The OpenAPI document of the API routes for the audience, built once (publishOpenapi). */
    openapiDocument(audience: Audience): Json;
  }
}

/** What @fastify/swagger holds for the explorer, which replaces it with the document of every call (transformSpecification). */
const unbuilt: StaticDocumentSpec['document'] = { openapi: '3.0.3', info: { title: 'Gangway API', version: '1' }, paths: {} };

/** Any tool may fetch the document, from anywhere; a config change shows within five minutes. */
const documentHeaders = { 'cache-control': 'public, max-age=300', 'access-control-allow-origin': '*' };

/** Every route as it is registered, from now on: call before registering the routes the documents describe. */
export function collectRoutes(app: FastifyInstance): RouteOptions[] {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  return routes;
}

/**
 * Once every API route is registered: GET /api/openapi.json, the integrators' document, in every
 * mode; and, outside production or when the operator sets GANGWAY_DOCS=on, the API explorer at
 * /api/docs with the document of every call at /api/docs/json. Each document is built when first
 * asked for, and neither lists these routes themselves.
 */
export async function publishOpenapi(app: FastifyInstance, registered: RouteOptions[], schemas: ApiSchema[]): Promise<void> {
  const routes = [...registered];
  const built = new Map<Audience, Json>();
  app.decorate('openapiDocument', (audience: Audience) => {
    const document = built.get(audience) ?? openapiDocument(routes, schemas, apiPrefix, audience);
    built.set(audience, document);
    return document;
  });
  app.get(`${apiPrefix}/openapi.json`, async (_request, reply) => reply.headers(documentHeaders).send(app.openapiDocument('integrators')));
  if (isProduction(app.config) && app.config.env.GANGWAY_DOCS !== 'on') return;
  // The explorer needs @fastify/swagger registered, but shows the document of every call, built when first asked for.
  await app.register(swagger, { mode: 'static', specification: { document: unbuilt } });
  await app.register(swaggerUi, {
    routePrefix: `${apiPrefix}/docs`,
    transformSpecification: () => app.openapiDocument('everyone'),
    transformSpecificationClone: false,
  });
}
