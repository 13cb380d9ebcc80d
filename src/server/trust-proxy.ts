import { isIP } from 'node:net';
import { StartupError } from './startup-error';

/**
 * Which peers may say who the client is with X-Forwarded-For (TRUST_PROXY). The client ip read
 * from it keys the per-ip limits, so trusting a hop the client controls lets any client pick its ip.
 */
export type TrustProxy =
  | { kind: 'none' }
  /** That many proxies stand in front of every request; the client is the address the last of them appended. */
  | { kind: 'hops'; hops: number }
  /** Peers at these addresses or in these ranges are proxies; the client is the nearest address that is not. */
  | { kind: 'addresses'; addresses: string[] };

/** proxy-addr's (Fastify's) names for the loopback, link-local and private ranges. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An ip, an ip/prefix CIDR, an IPv4 ip/netmask, or one of the named ranges. */
function isProxyAddress(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = '', mask, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (mask === undefined) return true;
  if (/^[0-9]{1,3}$/.test(mask)) return Number(mask) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(mask) === 4;
}

/**
 * TRUST_PROXY as the operator writes it: unset or `false` trusts no one; `true` is one hop (the
 * usual single load balancer), never "whatever the client wrote"; a number is that many hops; anything
 * else is a comma-separated list of proxy addresses, CIDR ranges or named ranges. A value that is
 * none of these stops the server at start rather than trusting the wrong peers.
 */
export function trustProxyFromEnv(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return { kind: 'none' };
  if (text === 'true') return { kind: 'hops', hops: 1 };
  if (/^[0-9]+$/.test(text)) return { kind: 'hops', hops: Number(text) };
  const addresses = text.split(',').map((entry) => entry.trim());
  const wrong = addresses.find((entry) => !isProxyAddress(entry));
  if (wrong !== undefined) {
    throw new StartupError(
      `TRUST_PROXY: "${wrong}" is not an address, a CIDR range or loopback/linklocal/uniquelocal; use false, true (one hop), a hop count or a comma-separated list of proxy addresses`,
    );
  }
  return { kind: 'addresses', addresses };
}

/** Fastify's `trustProxy` option for the setting. */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  switch (trust.kind) {
    case 'none':
      return false;
    // Hop 0 is the peer of the socket, hop 1 the address it appended, and so on. Fastify reads a bare
    // number as "trust nothing", so the count is given as this function.
    case 'hops':
      return (_address, hop) => hop < trust.hops;
    case 'addresses':
      return trust.addresses;
  }
}
