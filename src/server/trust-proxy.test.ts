/**
 * TRUST_PROXY over real HTTP: listening servers, requests from 127.0.0.1 standing in for the load
 * balancer, and X-Forwarded-For headers a client forged before the proxy appended its own entry.
 */
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/testApp';
import { constants } from '../shared/config/constants';
import { fastifyTrustProxy, trustProxyFromEnv } from './trust-proxy';

describe('trustProxyFromEnv', () => {
  it.each([undefined, '', 'false', '0'])('trusts no one for %j', (value) => {
    expect(trustProxyFromEnv(value)).toEqual({ kind: 'none' });
  });

  it('reads true as one hop, the usual single load balancer', () => {
    expect(trustProxyFromEnv('true')).toEqual({ kind: 'hops', hops: 1 });
  });

  it('reads a number as that many hops', () => {
    expect(trustProxyFromEnv('2')).toEqual({ kind: 'hops', hops: 2 });
  });

  it('reads a list of proxy addresses, CIDR ranges and named ranges', () => {
    expect(trustProxyFromEnv(' 10.0.0.7, 10.1.0.0/16, 192.168.0.0/255.255.0.0, fd00::/8, loopback ')).toEqual({
      kind: 'addresses',
      addresses: ['10.0.0.7', '10.1.0.0/16', '192.168.0.0/255.255.0.0', 'fd00::/8', 'loopback'],
    });
  });

  it.each(['yes', '10.0.0.300', '10.0.0.0/33', '10.0.0.1,', 'fd00::/129'])('refuses %j, naming the entry, rather than trust the wrong peers', (value) => {
    expect(() => trustProxyFromEnv(value)).toThrow(/^TRUST_PROXY: ".*" is not an address/);
  });
});

/** A bare Fastify with the option TRUST_PROXY=`value` gives, listening on loopback: requests reach it from 127.0.0.1. */
async function ipServerTrusting(value: string): Promise<{ ipFor: (forwardedFor?: string) => Promise<string>; close: () => Promise<void> }> {
  const app = Fastify({ trustProxy: fastifyTrustProxy(trustProxyFromEnv(value)) });
  app.get('/ip', async (request) => request.ip);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    ipFor: async (forwardedFor) =>
      (await fetch(`http://127.0.0.1:${port}/ip`, { headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } })).text(),
    close: () => app.close(),
  };
}

describe('the client ip Fastify reads with the TRUST_PROXY option', () => {
  it.each([
    { trust: 'true', forwardedFor: '6.6.6.6, 203.0.113.5', ip: '203.0.113.5' },
    { trust: 'true', forwardedFor: '203.0.113.5', ip: '203.0.113.5' },
    { trust: 'true', forwardedFor: undefined, ip: '127.0.0.1' },
    { trust: '2', forwardedFor: '6.6.6.6, 203.0.113.5, 10.0.0.2', ip: '203.0.113.5' },
    { trust: '127.0.0.1, 10.0.0.0/8', forwardedFor: '6.6.6.6, 203.0.113.5, 10.0.0.2', ip: '203.0.113.5' },
    { trust: 'loopback', forwardedFor: '6.6.6.6, 203.0.113.5', ip: '203.0.113.5' },
    { trust: 'false', forwardedFor: '6.6.6.6, 203.0.113.5', ip: '127.0.0.1' },
  ])('with TRUST_PROXY=$trust and X-Forwarded-For $forwardedFor is $ip', async ({ trust, forwardedFor, ip }) => {
    const server = await ipServerTrusting(trust);
    try {
      expect(await server.ipFor(forwardedFor)).toBe(ip);
    } finally {
      await server.close();
    }
  });
});

describe('the per-ip send limit behind one load balancer (TRUST_PROXY=true)', () => {
  let test: TestApp;
  let port = 0;
  beforeAll(async () => {
    test = await buildTestApp({ config: { trustProxy: trustProxyFromEnv('true') } });
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    port = (test.app.server.address() as AddressInfo).port;
  });
  afterAll(() => test.close());

  it('counts the address the proxy appended: forged left-most addresses do not walk around it', async () => {
    const sendFrom = (i: number) =>
      fetch(`http://127.0.0.1:${port}/api/mail/sending`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `6.6.${i}.6, 203.0.113.5` },
        body: JSON.stringify({ email: `forged${i}@example.com` }),
      });
    for (let i = 0; i < constants.codeSendsPerIpPerHour; i += 1) expect((await sendFrom(i)).status).toBe(200);
    const refused = await sendFrom(constants.codeSendsPerIpPerHour);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { returnCode: string }).returnCode).toBe('40029');
  });
});
