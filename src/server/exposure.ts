import { isIP } from 'node:net';

/** 127.0.0.0/8, ::1 (also IPv4-mapped, ::ffff:127.x) and the name localhost: reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (bare === 'localhost') return true;
  if (bare === '::1' || bare === '0:0:0:0:0:0:0:1') return true;
  const v4 = bare.startsWith('::ffff:') ? bare.slice('::ffff:'.length) : bare;
  return isIP(v4) === 4 && v4.split('.')[0] === '127';
}

/**
 * Outside production the server is a sandbox: the development outbox hands out every sign-in code
 * and the sandbox actions ("mark paid", deposits) need no sign-in. Right for `npm start` on a laptop,
 * wrong on an address others reach: there it starts only when the operator says so
 * (GANGWAY_SANDBOX=public, e.g. a shared test server). Returns the line to print, or undefined.
 */
export function sandboxExposureProblem(env: Record<string, string | undefined>): string | undefined {
  const nodeEnv = env.NODE_ENV || 'development';
  const host = env.HOST || '127.0.0.1';
  if (nodeEnv === 'production' || isLoopbackHost(host) || env.GANGWAY_SANDBOX === 'public') return undefined;
  return `The server does not start: HOST=${host} is not a loopback address, and with NODE_ENV=${nodeEnv} anyone who reaches it could read every sign-in code (/api/dev/outbox) and mark orders paid. Set NODE_ENV=production, or GANGWAY_SANDBOX=public to open the sandbox on purpose.`;
}
