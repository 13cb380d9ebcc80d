import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../tests/helpers/testApp';
import { constants } from '../../shared/config/constants';

interface SchemaNode {
  $ref?: string;
  allOf?: SchemaNode[];
  properties?: Record<string, SchemaNode>;
}

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: SchemaNode }> }>;
  parameters?: { in: string; name: string; required?: boolean }[];
  security?: Record<string, string[]>[];
  requestBody?: { content?: Record<string, { schema?: SchemaNode & { type?: string; format?: string } }> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Operation & { tags?: string[] }>>;
  webhooks: Record<string, unknown>;
  components: { schemas: Record<string, SchemaNode>; securitySchemes?: Record<string, unknown> };
}

let test: TestApp;
let doc: OpenApiDocument;
let integrators: OpenApiDocument;

beforeAll(async () => {
  test = await buildTestApp();
  doc = (await test.inject('GET', '/api/docs/json')).json<OpenApiDocument>();
  integrators = (await test.inject('GET', '/api/openapi.json')).json<OpenApiDocument>();
});
afterAll(async () => {
  await test.close();
});

function resolve(node: SchemaNode | undefined): SchemaNode | undefined {
  const name = node?.$ref?.replace('#/components/schemas/', '');
  return name === undefined ? node : doc.components.schemas[name];
}

/** The envelope's data property of a success schema, following its $ref and allOf. */
function dataOf(node: SchemaNode | undefined): SchemaNode | undefined {
  const schema = resolve(node);
  return schema?.properties?.data ?? schema?.allOf?.map(dataOf).find(Boolean);
}

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })),
  );

/**
 * Every method and path Fastify registered under /api, rebuilt from printRoutes' tree (one line
 * per node, children indented by four characters and written as the rest of their parent's path).
 */
function registeredRoutes(): string[] {
  const parents: string[] = [];
  return test.app
    .printRoutes({ commonPrefix: false })
    .split('\n')
    .flatMap((line) => {
      const node = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
      if (!node) return [];
      const depth = (node[1] ?? '').length / 4;
      const path = `${parents[depth - 1] ?? ''}${node[2]}`;
      parents[depth] = path;
      const methods = (node[3] ?? '').split(', ').filter((method) => method !== '' && method !== 'HEAD');
      return methods.map((method) => `${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
    })
    .filter((route) => route.includes(' /api/') && !route.includes(' /api/docs') && !route.endsWith(' /api/openapi.json'));
}

describe('the OpenAPI document of every call, at /api/docs/json', () => {
  it('lists every route Fastify registered under /api', () => {
    const documented = operations().map((entry) => entry.route);
    expect(registeredRoutes()).toEqual(expect.arrayContaining(['POST /api/trade/create/sell/coin/order', 'GET /api/trade/{id}', 'POST /api/user/login']));
    expect([...documented].sort()).toEqual([...registeredRoutes()].sort());
  });

  it("gives every registered route a 200 answer: the envelope with a described data, or for the sandbox provider's pages their HTML", () => {
    const isPage = (operation: Operation) => operation.responses?.['200']?.content?.['text/html'] !== undefined;
    const pages = operations()
      .filter(({ operation }) => isPage(operation))
      .map((entry) => entry.route);
    expect(pages.sort()).toEqual([
      'GET /api/sandbox/card/challenge/{reference}',
      'GET /api/sandbox/card/fields',
      'GET /api/sandbox/gateway/{orderNo}',
      'POST /api/sandbox/card/challenge/{reference}',
      'POST /api/sandbox/gateway/{orderNo}',
    ]);
    const withoutData = operations()
      .filter(({ operation }) => !isPage(operation) && dataOf(operation.responses?.['200']?.content?.['application/json']?.schema) === undefined)
      .map((entry) => entry.route);
    expect(withoutData).toEqual([]);
  });

  it('shows the product §3 fields of a buy order in the order answers', () => {
    const order = resolve(dataOf(doc.paths['/api/trade/create']?.post?.responses?.['200']?.content?.['application/json']?.schema));
    expect(Object.keys(order?.properties ?? {})).toEqual(
      expect.arrayContaining(['orderNo', 'status', 'price', 'fiatAmount', 'rampFee', 'networkFee', 'address', 'txId', 'payerAccount', 'createdAt', 'paidAt']),
    );
  });

  it('declares the signed-call headers as security schemes, required by signed routes and optional where a visitor may call', () => {
    expect(doc.components.securitySchemes).toEqual({
      token: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'token' }),
      timestamp: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'timestamp' }),
      sign: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'sign' }),
    });
    const signedCall = { token: [], timestamp: [], sign: [] };
    expect(doc.paths['/api/trade/list']?.get?.security).toEqual([signedCall]);
    expect(doc.paths['/api/index/v2/world/fiat/list']?.get?.security).toEqual([{}, signedCall]);
    expect(doc.paths['/api/mail/sending']?.post?.security).toBeUndefined();
  });

  it('lists the client headers on every operation and submit-token, required, on order creation', () => {
    for (const { route, operation } of operations()) {
      const headers = (operation.parameters ?? []).filter((parameter) => parameter.in === 'header').map((parameter) => parameter.name);
      expect(headers, route).toEqual(expect.arrayContaining(['appid', 'fingerprint-id', 'accept-language']));
    }
    for (const path of ['/api/trade/create', '/api/trade/create/sell/coin/order']) {
      expect(doc.paths[path]?.post?.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'submit-token', required: true }));
    }
  });

  it('describes the photo uploads as a binary body in each accepted image type', () => {
    for (const path of ['/api/kyc/legend/idFileUpload', '/api/kyc/legend/selfieFileUpload', '/api/sandbox/kyc/{token}/documents/{kind}']) {
      const content = doc.paths[path]?.post?.requestBody?.content ?? {};
      expect(Object.keys(content), path).toEqual(constants.photoTypes);
      expect(resolve(content['image/jpeg']?.schema)).toMatchObject({ type: 'string', format: 'binary' });
    }
  });
});

describe('the integrators’ OpenAPI document, at /api/openapi.json', () => {
  it('holds the calls of a merchant’s or wallet’s server, as the document of every call has them, and none of the browser’s', () => {
    const tagged = Object.entries(doc.paths).filter(([, byMethod]) =>
      Object.values(byMethod).some((operation) => operation.tags?.some((tag) => ['merchants', 'availability'].includes(tag))),
    );
    expect(Object.keys(integrators.paths).sort()).toEqual(tagged.map(([path]) => path).sort());
    expect(Object.keys(integrators.paths)).toEqual(expect.arrayContaining(['/api/merchant/order', '/api/merchant/webhooks/replay', '/api/availability']));
    expect(integrators.paths['/api/merchant/order']).toEqual(doc.paths['/api/merchant/order']);
  });

  it('lists a webhook for every event type of the schema, and carries only the components its calls and webhooks use', () => {
    expect(Object.keys(integrators.webhooks)).toEqual([
      'order.created',
      'order.awaiting_payment',
      'order.paid',
      'order.processing',
      'order.completed',
      'order.failed',
      'order.crypto_not_sent',
      'order.closed',
      'order.refunding',
      'order.refunded',
    ]);
    expect(integrators.webhooks).toEqual(doc.webhooks);
    expect(Object.keys(integrators.components.schemas)).toEqual(expect.arrayContaining(['MerchantOrder', 'WebhookEvent', 'Availability']));
    expect(Object.keys(integrators.components.schemas)).not.toContain('BuyOrder');
  });
});
