import type { IncomingMessage } from 'node:http';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../tests/helpers/testApp';
import { buildApp } from '../app';
import { serverConfigFromEnv } from '../config';
import { freshDb } from '../../../tests/helpers/testDb';
import { requestIdGenerator, trustedPeer } from './request-id';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const raw = (remoteAddress: string, id?: string) =>
  ({ headers: id === undefined ? {} : { 'x-request-id': id }, socket: { remoteAddress } }) as unknown as IncomingMessage;

let test: TestApp | undefined;
afterEach(async () => {
  await test?.close();
  test = undefined;
});

// Each builds an app on a database of its own: seconds on a busy machine.
describe('request ids', { timeout: 90_000 }, () => {
  it('gives every answer its own generated id in X-Request-Id, errors and unknown routes too', async () => {
    test = await buildTestApp();
    const answers = await Promise.all([
      test.inject('GET', '/api/health/live'),
      test.inject('GET', '/api/health/live'),
      test.inject('GET', '/api/no/such/route'),
      test.inject('POST', '/api/mail/sending', { email: 'not an address' }),
    ]);
    const ids = answers.map((answer) => answer.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(uuid);
    expect(new Set(ids).size).toBe(4);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 404, 400]);
  });

  it('ignores an X-Request-Id a client sends when no proxy is trusted', async () => {
    test = await buildTestApp();
    const answer = await test.inject('GET', '/api/health/live', undefined, { 'x-request-id': 'chosen-by-client' });
    expect(answer.headers['x-request-id']).toMatch(uuid);
  });

  it('keeps the id a trusted proxy sends, and writes it on every log line of the request', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const db = await freshDb();
    const app = await buildApp({
      db,
      config: { ...serverConfigFromEnv({ NODE_ENV: 'test' }), trustProxy: { kind: 'hops', hops: 1 } },
      logger: { level: 'debug', stream },
    });
    const answer = await app.inject({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': 'lb-4f2a9c' } });
    await app.close();
    await db.close();
    expect(answer.headers['x-request-id']).toBe('lb-4f2a9c');
    const requestLines = lines.filter((line) => line.reqId !== undefined);
    expect(requestLines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    for (const line of requestLines) expect(line.reqId).toBe('lb-4f2a9c');
  });

  it('takes a proxy id only from a trusted peer, and only when it looks like an id', () => {
    const fromList = requestIdGenerator('10.0.0.0/8, loopback');
    expect(fromList(raw('10.1.2.3', 'abc-123'))).toBe('abc-123');
    expect(fromList(raw('::ffff:127.0.0.1', 'abc-123'))).toBe('abc-123');
    expect(fromList(raw('203.0.113.9', 'abc-123'))).toMatch(uuid);
    expect(fromList(raw('10.1.2.3', 'abc\n{"forged":true}'))).toMatch(uuid);
    expect(fromList(raw('10.1.2.3', 'x'.repeat(129)))).toMatch(uuid);
    expect(requestIdGenerator(false)(raw('10.1.2.3', 'abc-123'))).toMatch(uuid);
  });

  it('reads trustProxy in each form Fastify accepts', () => {
    expect(trustedPeer(true)('203.0.113.9')).toBe(true);
    expect(trustedPeer(undefined)('127.0.0.1')).toBe(false);
    expect(trustedPeer((address) => address === '10.0.0.1')('10.0.0.1')).toBe(true);
    expect(trustedPeer((address) => address === '10.0.0.1')('10.0.0.2')).toBe(false);
    expect(trustedPeer(['192.168.0.0/16', '::1'])('::1')).toBe(true);
    expect(trustedPeer('uniquelocal')('172.20.0.4')).toBe(true);
    expect(trustedPeer('uniquelocal')('172.32.0.4')).toBe(false);
  });
});
