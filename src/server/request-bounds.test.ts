/**
 * An API body is refused in bounded time whatever its size or shape, and one caller's refusal never
 * holds up another's request: each route reads at most the bytes its largest valid body needs
 * (constants.requestBodyMaxBytes, 413 beyond), validation stops at the first error, and the answer
 * names a bounded number of problems.
 */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/testApp';
import { constants } from '../shared/config/constants';
import { createRequestAjv } from '../shared/ajv';
import { describeValidation, maxDescribedIssues } from './plugins/envelope';

let test: TestApp;
let port = 0;
beforeAll(async () => {
  test = await buildTestApp();
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  port = (test.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  // A refused upload may leave its connection half-read; it is of no further use.
  test.app.server.closeAllConnections();
  await test.close();
});

/** A send-code body with `count` unknown keys before its e-mail. */
function objectWithKeys(count: number): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (let i = 0; i < count; i += 1) body[`k${i}`] = 0;
  body.email = 'bounds@example.com';
  return body;
}

/** The same as JSON: 60,000 keys make 634 KB, 600,000 make 7 MB (under the 8 MB Fastify default). */
function bodyWithKeys(count: number): Buffer {
  return Buffer.from(JSON.stringify(objectWithKeys(count)));
}

interface Answer {
  status: number;
  text: string;
  ms: number;
}

/**
 * A request over its own connection, sent whole (Content-Length) or chunked (no length known in
 * advance). The server may answer before it has read the whole body and close the connection: the
 * answer counts, the client's failed write of the rest does not.
 */
function send(method: 'GET' | 'POST', path: string, body?: Buffer, chunked = false): Promise<Answer> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const headers = body === undefined ? {} : { 'content-type': 'application/json', ...(chunked ? {} : { 'content-length': String(body.length) }) };
    let answered = false;
    const req = request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      answered = true;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text, ms: performance.now() - start }));
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    if (body === undefined) req.end();
    else if (!chunked) req.end(body);
    else {
      for (let at = 0; at < body.length; at += 64 * 1024) req.write(body.subarray(at, at + 64 * 1024));
      req.end();
    }
  });
}

const tooLarge = { returnCode: '40000', returnMsg: 'body: Request body is too large', data: null, success: false };

describe('a hostile body to an unauthenticated route', () => {
  it.each([
    { keys: 60_000, chunked: false },
    { keys: 600_000, chunked: false },
    { keys: 60_000, chunked: true },
    { keys: 600_000, chunked: true },
  ])('refuses $keys unknown keys (chunked: $chunked) with a 413 envelope at once, while a parallel request is served', async ({ keys, chunked }) => {
    const body = bodyWithKeys(keys);
    const [refused, parallel] = await Promise.all([send('POST', '/api/mail/sending', body, chunked), send('GET', '/api/index/v2/activity/time')]);
    console.info(
      `${keys}-key body (${body.length} bytes, chunked: ${chunked}): ${refused.status} in ${refused.ms.toFixed(0)} ms, parallel request ${parallel.ms.toFixed(0)} ms`,
    );
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.text)).toEqual(tooLarge);
    expect(parallel.status).toBe(200);
    expect(refused.ms).toBeLessThan(1000);
    expect(parallel.ms).toBeLessThan(1000);
  });

  it('answers a body within the limit that holds only unknown keys with one 400 naming the first of them', async () => {
    const body = bodyWithKeys(150);
    expect(body.length).toBeLessThan(constants.requestBodyMaxBytes.credentials);
    const refused = await send('POST', '/api/mail/sending', body);
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.text)).toEqual({ returnCode: '40000', returnMsg: 'k0: must NOT have additional properties', data: null, success: false });
  });

  it('reads a login body of a few hundred bytes and refuses one over constants.requestBodyMaxBytes.credentials', async () => {
    const padded = Buffer.from(JSON.stringify({ email: `${'a'.repeat(constants.requestBodyMaxBytes.credentials)}@example.com`, code: '123456' }));
    const refused = await send('POST', '/api/user/login', padded);
    expect(refused.status).toBe(413);
    const wrongCode = await send('POST', '/api/user/login', Buffer.from(JSON.stringify({ email: 'nobody@example.com', code: '123456' })));
    expect(wrongCode.status).toBe(400);
    expect(JSON.parse(wrongCode.text).returnCode).toBe('40103');
  });
});

describe('request validation', () => {
  it('stops at the first error of a 600k-key object', () => {
    const validate = createRequestAjv().compile({
      type: 'object',
      additionalProperties: false,
      required: ['email'],
      properties: { email: { type: 'string' } },
    });
    const data = objectWithKeys(600_000);
    const start = performance.now();
    expect(validate(data)).toBe(false);
    const ms = performance.now() - start;
    console.info(`600k-key object: refused by the request validator in ${ms.toFixed(1)} ms`);
    expect(validate.errors).toHaveLength(1);
  });

  it(`describes at most ${maxDescribedIssues} distinct problems of any number of issues, in one pass`, () => {
    const issues = Array.from({ length: 60_000 }, (_, i) => ({
      instancePath: '',
      params: { additionalProperty: `k${i % 30_000}` },
      message: 'must NOT have additional properties',
    }));
    const start = performance.now();
    const described = describeValidation(issues, 'body');
    const ms = performance.now() - start;
    console.info(`60k validation issues described in ${ms.toFixed(1)} ms`);
    expect(described).toEqual(['k0', 'k1', 'k2', 'k3', 'k4'].map((field) => ({ field, reason: 'must NOT have additional properties' })));
    expect(ms).toBeLessThan(1000);
  });

  it('drops repeated problems however they are spread out', () => {
    const issue = (field: string) => ({ instancePath: `/${field}`, message: 'must be string' });
    expect(describeValidation([issue('a'), issue('b'), issue('a'), issue('b'), issue('c')], 'body')).toEqual([
      { field: 'a', reason: 'must be string' },
      { field: 'b', reason: 'must be string' },
      { field: 'c', reason: 'must be string' },
    ]);
  });
});
