import { randomBytes } from 'node:crypto';
import SwaggerParser from '@apidevtools/swagger-parser';
import { Validator } from '@seriousme/openapi-schema-validator';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/server/app';
import { serverConfigFromEnv } from '../src/server/config';
import { buildTestApp, type TestApp } from './helpers/testApp';
import { freshDb } from './helpers/testDb';

/**
 * Issue 27: the documents the server publishes, fed to tools integrators use and we did not write,
 * with no network: @apidevtools/swagger-parser, @seriousme/openapi-schema-validator (the official
 * schema of the document's OpenAPI version) and openapi-typescript. The integrators' document is
 * taken from a production server, where it is the only one.
 */

type Document = Record<string, unknown> & { openapi: string; components: { schemas: Record<string, unknown> } };

let test: TestApp;
let production: { integrators: Document; docsStatus: number };
let integrators: Document;
let everyone: Document;

async function fromProduction(): Promise<typeof production> {
  const db = await freshDb();
  const app = await buildApp({
    db,
    config: serverConfigFromEnv({ NODE_ENV: 'production', DATA_KEY: randomBytes(32).toString('base64'), QUOTE_KEY: randomBytes(32).toString('base64') }),
    logger: false,
  });
  try {
    const served = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(served.statusCode).toBe(200);
    return { integrators: served.json<Document>(), docsStatus: (await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode };
  } finally {
    await app.close();
    await db.close();
  }
}

beforeAll(async () => {
  production = await fromProduction();
  test = await buildTestApp();
  integrators = (await test.inject('GET', '/api/openapi.json')).json<Document>();
  everyone = (await test.inject('GET', '/api/docs/json')).json<Document>();
});
afterAll(async () => {
  await test.close();
});

/** Every $ref of the document, with where it is. */
function refsOf(node: unknown, at = '#'): { at: string; ref: string }[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => refsOf(item, `${at}/${index}`));
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => (key === '$ref' && typeof value === 'string' ? [{ at, ref: value }] : refsOf(value, `${at}/${key}`)));
}

const documents = () =>
  [
    ['the integrators’ document served in production', production.integrators],
    ['the document of every call served outside production', everyone],
  ] as const;

describe('the published OpenAPI documents', () => {
  it('serves the integrators’ document in production, the same as in any other mode, and not the document of every call', () => {
    expect(production.integrators).toEqual(integrators);
    expect(production.docsStatus).toBe(404);
  });

  it('are OpenAPI 3.1 and self-contained: every $ref names one of their own components, and no schema carries an $id', () => {
    for (const [what, document] of documents()) {
      expect(document.openapi, what).toBe('3.1.0');
      const outside = refsOf(document).filter(
        ({ ref }) => !(ref.startsWith('#/components/schemas/') && ref.slice('#/components/schemas/'.length) in document.components.schemas),
      );
      expect(outside, what).toEqual([]);
      expect(JSON.stringify(document), what).not.toContain('"$id"');
    }
  });

  it('pass @apidevtools/swagger-parser, which refuses a copy missing a component', async () => {
    for (const [what, document] of documents()) {
      await expect(SwaggerParser.validate(structuredClone(document) as never, { resolve: { external: false } }), what).resolves.toBeDefined();
    }
    const broken = structuredClone(production.integrators);
    delete broken.components.schemas.MerchantOrder;
    await expect(SwaggerParser.validate(broken as never, { resolve: { external: false } })).rejects.toThrow(/MerchantOrder/);
  });

  it('pass @seriousme/openapi-schema-validator against the official OpenAPI 3.1 schema, which refuses a copy with an operation without answers', async () => {
    for (const [what, document] of documents()) {
      const validator = new Validator();
      expect(await validator.validate(structuredClone(document)), what).toEqual({ valid: true });
      expect(validator.version, what).toBe('3.1');
    }
    const broken = structuredClone(production.integrators) as unknown as { paths: Record<string, Record<string, { responses?: unknown }>> };
    const order = broken.paths['/api/merchant/order']?.get;
    if (order) order.responses = 'none';
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('generate TypeScript with openapi-typescript: the merchant calls and every webhook', async () => {
    for (const [what, document] of documents()) {
      const types = astToString(await openapiTS(structuredClone(document) as never));
      expect(types, what).toContain('"/api/merchant/order": {');
      expect(types, what).toContain('export interface webhooks {');
      expect(types, what).toContain('"order.refunded": {');
    }
  });
});
