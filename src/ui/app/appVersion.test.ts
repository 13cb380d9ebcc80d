import { describe, it, expect } from 'vitest';
import { fetchServedVersion, isStale } from './appVersion';

const answer = (status: number, body: unknown): typeof fetch => (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;

describe('the app version check', () => {
  it('calls the page stale only when the served build id differs', () => {
    expect(isStale('b1', { version: '0.1.0', buildId: 'b2' })).toBe(true);
    expect(isStale('b1', { version: '0.1.0', buildId: 'b1' })).toBe(false);
    expect(isStale('b1', undefined)).toBe(false);
  });

  it('reads the served version file', async () => {
    await expect(fetchServedVersion(answer(200, { version: '0.2.0', buildId: 'x' }), '/')).resolves.toEqual({ version: '0.2.0', buildId: 'x' });
  });

  it('treats a missing or malformed version file as unknown, never as a change', async () => {
    await expect(fetchServedVersion(answer(404, {}), '/')).resolves.toBeUndefined();
    await expect(fetchServedVersion(answer(200, { buildId: 3 }), '/')).resolves.toBeUndefined();
    const offline = (async () => {
      throw new TypeError('offline');
    }) as typeof fetch;
    await expect(fetchServedVersion(offline, '/')).resolves.toBeUndefined();
  });
});
