import { createHash } from 'node:crypto';

/** Object keys sorted at every level, so a request reads the same whatever order its client wrote the keys in. */
function sortedKeys(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * Product §7 submit-token idempotency: the digest of the whole request body. A retry has the same
 * digest and gets the first answer; another request under the same token does not, and is refused.
 */
export function requestDigest(body: object): string {
  return createHash('sha256').update(JSON.stringify(body, sortedKeys)).digest('hex');
}
