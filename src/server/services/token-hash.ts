import { createHash } from 'node:crypto';

/**
 * What the store keeps of a bearer token (a session token, a submit-token): its SHA-256 in hex, so
 * a copy of the database cannot be replayed as a session or an order retry; the plain token lives
 * only in the browser. A plain hash is enough here, unlike for passwords: a session token is 256
 * random bits and a submit-token a random UUID, far beyond any guessing a slow hash would slow
 * down, and a deterministic hash keeps the lookup a unique-index match.
 */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
