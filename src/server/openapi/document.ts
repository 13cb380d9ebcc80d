import type { RouteOptions } from 'fastify';
import type { ApiSchema } from '../plugins/schemas';
import { schemaComponents, usedComponents, type Json } from './components';
import { documentedOperations, securitySchemes } from './operations';
import { documentedWebhooks } from './webhooks';

/**
 * Who a document is for. integrators: the calls a merchant's or a wallet's own server makes, and
 * the webhooks merchants receive; every deployment publishes it. everyone: the checkout's own
 * browser calls too, served with the API explorer outside production.
 */
export type Audience = 'integrators' | 'everyone';

/** The tags of the operations integrators' servers call (docs/embedding.md): their document holds those. */
const integratorTags = new Set(['merchants', 'availability']);

const descriptions: Record<Audience, string> = {
  integrators:
    "The calls a merchant's or a wallet's server makes to a Gangway checkout, and the webhooks Gangway POSTs to a merchant's webhookUrl (docs/embedding.md). Every answer is an envelope: returnCode '0000' with success true when the call worked, else a code of config/errors.json with returnMsg in the caller's Accept-Language.",
  everyone:
    "Every call of the Gangway checkout, its browser's included, and the webhooks Gangway POSTs to a merchant's webhookUrl. Every answer is an envelope (returnCode, returnMsg, data, success); signed-in calls send token, timestamp and sign (src/shared/sign.ts).",
};

/**
 * The OpenAPI 3.1 document of the routes registered under `prefix`, built from the schemas they
 * validate and serialise with. Self-contained: every ref points into its own components, which hold
 * only the schemas its operations and webhooks use.
 */
export function openapiDocument(routes: RouteOptions[], schemas: ApiSchema[], prefix: string, audience: Audience): Json {
  const components = schemaComponents(schemas);
  const paths: Record<string, Json> = {};
  for (const { path, method, tags, operation } of documentedOperations(routes, prefix, components)) {
    if (audience === 'integrators' && !tags.some((tag) => integratorTags.has(tag))) continue;
    paths[path] = { ...paths[path], [method]: operation };
  }
  const webhooks = documentedWebhooks(components);
  return {
    openapi: '3.1.0',
    info: { title: 'Gangway API', version: '1', description: descriptions[audience] },
    servers: [{ url: '/' }],
    paths,
    webhooks,
    components: { schemas: usedComponents({ paths, webhooks }, components.schemas), securitySchemes: securitySchemes(components) },
  };
}
