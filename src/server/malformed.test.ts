/**
 * Rule 6 of the guide: a malformed request gets a 4xx envelope, never a 500 or a stack trace.
 * This sweeps every operation of the OpenAPI document (so a new route is covered with no edit here)
 * with broken bodies, wrong-typed fields, hostile path parameters and query values, signed in as a
 * real user so that each request gets past authentication to the route's own checks.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signRequest } from '../shared/sign';
import { buildTestApp, type SignedInUser, type TestApp } from '../../tests/helpers/testApp';
import { apiPrefix } from './paths';

interface SchemaNode {
  $ref?: string;
  properties?: Record<string, SchemaNode>;
  allOf?: SchemaNode[];
  anyOf?: SchemaNode[];
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: SchemaNode }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, SchemaNode> };
}

let test: TestApp;
let user: SignedInUser;
let doc: OpenApiDocument;
let sent = 0;

beforeAll(async () => {
  test = await buildTestApp();
  user = await test.loginAs('malformed@example.com');
  doc = (await test.inject('GET', '/api/docs/json')).json<OpenApiDocument>();
});
afterAll(async () => {
  await test.close();
});

/** The field names a request body schema declares, following $ref, allOf and anyOf. */
function bodyFields(node: SchemaNode | undefined, seen = new Set<string>()): string[] {
  if (!node) return [];
  if (node.$ref) {
    const name = node.$ref.replace('#/components/schemas/', '');
    if (seen.has(name)) return [];
    seen.add(name);
    return bodyFields(doc.components.schemas[name], seen);
  }
  const nested = [...(node.allOf ?? []), ...(node.anyOf ?? [])].flatMap((part) => bodyFields(part, seen));
  return [...new Set([...Object.keys(node.properties ?? {}), ...nested])];
}

/** Values of the wrong type or shape that a careless or hostile client may send for any field. */
const hostileValues: unknown[] = [null, {}, [], -1, Infinity, 'x'.repeat(5000), '١٢٣', ' ', '0x', '<script>', true, 'a\u0000b', '\uD800'];
const hostileSegments = ['%00', '..%2F..%2Fetc', 'x'.repeat(600), '-1', '%E2%80%AE'];

/** A signed request with any body text, JSON or not. */
async function send(method: string, pathAndQuery: string, body?: string, contentType = 'application/json'): Promise<LightMyRequestResponse> {
  sent += 1;
  const timestamp = String(test.clock.now());
  const sign = await signRequest({ key: user.signingKey, timestamp, method, pathAndQuery, body: body ?? '' });
  return test.app.inject({
    method: method as 'GET',
    url: `${apiPrefix}${pathAndQuery}`,
    headers: { token: user.token, timestamp, sign, ...(body === undefined ? {} : { 'content-type': contentType }) },
    payload: body,
  });
}

/** What each answer must be: not a server error, an envelope, no stack trace. */
function expectEnvelope(response: LightMyRequestResponse, what: string): void {
  expect(response.statusCode, `${what} answered ${response.statusCode}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.headers['content-type']?.toString().includes('application/json')) {
    const body = response.json<Record<string, unknown>>();
    expect(typeof body.returnCode, `${what}: ${response.body.slice(0, 300)}`).toBe('string');
    expect(typeof body.success, what).toBe('boolean');
  }
  expect(response.body, what).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/);
}

describe('malformed requests to every operation', () => {
  it('never answer 500 or a stack trace', async () => {
    const operations = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({ method: method.toUpperCase(), path: path.replace(apiPrefix, ''), operation })),
    );
    expect(operations.length).toBeGreaterThan(60);
    for (const { method, path, operation } of operations) {
      if (path.startsWith('/docs')) continue;
      const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      const queryParams = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const withSegment = (segment: string) => pathParams.reduce((url, name) => url.replace(`{${name}}`, segment), path);
      const url = withSegment('ORD123');
      const label = `${method} ${path}`;

      for (const segment of pathParams.length > 0 ? hostileSegments : [])
        expectEnvelope(await send(method, withSegment(segment)), `${label} with path ${segment.slice(0, 20)}`);
      for (const name of queryParams) {
        for (const value of ['x'.repeat(3000), '-1', '1e309', 'NaN', '%ZZ', '%00']) {
          expectEnvelope(await send(method, `${url}?${name}=${value}`), `${label} ?${name}=${value.slice(0, 20)}`);
        }
        expectEnvelope(await send(method, `${url}?${name}=1&${name}=2`), `${label} with ${name} twice`);
      }
      if (method === 'GET' || method === 'DELETE') continue;

      const json = operation.requestBody?.content?.['application/json'];
      for (const body of ['', 'not json{', '[]', '"text"', 'null', '{}', '{"a":', '{"__proto__":{"polluted":1}}']) {
        expectEnvelope(await send(method, url, body), `${label} with body ${body || '(empty)'}`);
      }
      expectEnvelope(await send(method, url, '{"email":1}', 'text/plain'), `${label} as text/plain`);
      for (const field of bodyFields(json?.schema)) {
        for (const value of hostileValues) {
          expectEnvelope(await send(method, url, JSON.stringify({ [field]: value })), `${label} with ${field}=${JSON.stringify(value).slice(0, 20)}`);
        }
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(sent).toBeGreaterThan(1000);
  }, 240_000);

  it('answer hostile headers with an envelope', async () => {
    const hostileHeaders: Record<string, string>[] = [
      { token: 'x', timestamp: 'abc', sign: 'zz' },
      { token: user.token, timestamp: '-1', sign: '' },
      { token: user.token, timestamp: '1e309', sign: 'a'.repeat(64) },
      { appid: 'x'.repeat(500), 'accept-language': '*;q=x,,;', 'fingerprint-id': 'f'.repeat(2000), timezone: 'Mars/Olympus' },
      { 'submit-token': '\u00e9'.repeat(300), 'content-type': 'application/json; charset=latin1' },
    ];
    for (const [path, byMethod] of Object.entries(doc.paths)) {
      if (path.includes('/docs')) continue;
      for (const method of Object.keys(byMethod)) {
        for (const headers of hostileHeaders) {
          const upper = method.toUpperCase() as 'GET';
          const response = await test.app.inject({
            method: upper,
            url: path.replace(/\{\w+\}/g, 'ORD123'),
            headers,
            payload: upper === 'GET' ? undefined : '{}',
          });
          expectEnvelope(response, `${upper} ${path} with ${Object.keys(headers).join(', ')}`);
        }
      }
    }
  });
});
