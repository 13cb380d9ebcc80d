import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/** Fastify's trustProxy setting, whichever form the configuration gives it. */
export type TrustProxy = FastifyServerOptions['trustProxy'];

const requestIdHeader = 'x-request-id';
/** What a proxy's id may look like: a UUID, a hex trace id, nginx's $request_id; nothing that could forge a log line. */
const acceptedId = /^[A-Za-z0-9._:-]{1,128}$/;

/** proxy-addr's named ranges, which Fastify accepts in a trustProxy string. */
const namedRanges: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

function blockListOf(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries.map((item) => item.trim()).filter(Boolean)) {
    const named = namedRanges[entry];
    if (named) {
      for (const [network, prefix, family] of named) list.addSubnet(network, prefix, family);
      continue;
    }
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

/**
 * Whether the peer of a connection is a proxy this server trusts (the same setting Fastify uses to
 * read X-Forwarded-For): only then is an id it sends taken as the request's own.
 */
export function trustedPeer(trustProxy: TrustProxy): (address: string | undefined) => boolean {
  if (trustProxy === true) return () => true;
  if (!trustProxy) return () => false;
  if (typeof trustProxy === 'function') return (address) => address !== undefined && trustProxy(address, 0);
  const list = blockListOf(Array.isArray(trustProxy) ? trustProxy : trustProxy.split(','));
  return (address) => {
    if (address === undefined) return false;
    const v4 = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    return list.check(v4, isIP(v4) === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * Fastify's genReqId: the X-Request-Id a trusted proxy sent (so one id follows the request through
 * the load balancer's log and ours), else a new UUID. A client cannot choose its id by sending the header.
 */
export function requestIdGenerator(trustProxy: TrustProxy): (raw: IncomingMessage) => string {
  const trusted = trustedPeer(trustProxy);
  return (raw) => {
    const sent = raw.headers[requestIdHeader];
    if (typeof sent === 'string' && acceptedId.test(sent) && trusted(raw.socket.remoteAddress)) return sent;
    return randomUUID();
  };
}

/** Every answer names its request id (X-Request-Id), the key to its lines in the log. */
export function setupRequestIdHeader(app: FastifyInstance): void {
  // A callback hook, not an async one: no promise per request for one header.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header(requestIdHeader, request.id);
    done(null, payload);
  });
}
