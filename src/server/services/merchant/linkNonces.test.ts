import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedStores, type SharedStore } from '../../../../tests/helpers/twoInstances';
import { claimLinkNonce, pruneLinkNonces } from './linkNonces';

describe.each(sharedStores)('merchant link nonces on $name', (store) => {
  let opened: Awaited<ReturnType<SharedStore['open']>>;
  const now = 1_767_225_600_000;

  beforeAll(async () => {
    opened = await store.open();
  });
  afterAll(async () => {
    await opened?.close();
  });

  it('lets exactly one of two instances claim a nonce checked at the same moment', async () => {
    const claims = await Promise.all([
      claimLinkNonce(opened.first, 'sandbox-demo', 'race-1', now + 60_000, now),
      claimLinkNonce(opened.second, 'sandbox-demo', 'race-1', now + 60_000, now),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimLinkNonce(opened.second, 'sandbox-demo', 'race-1', now + 60_000, now + 1000)).toBe(false);
  });

  it('keeps nonces apart per merchant', async () => {
    expect(await claimLinkNonce(opened.first, 'sandbox-demo', 'apart-1', now + 60_000, now)).toBe(true);
    expect(await claimLinkNonce(opened.first, 'sandbox-sell', 'apart-1', now + 60_000, now)).toBe(true);
  });

  it('takes over a nonce whose link is past its lifetime, and prunes those rows only', async () => {
    expect(await claimLinkNonce(opened.first, 'sandbox-demo', 'old-1', now + 1000, now)).toBe(true);
    expect(await claimLinkNonce(opened.first, 'sandbox-demo', 'old-2', now + 1000, now)).toBe(true);
    expect(await claimLinkNonce(opened.first, 'sandbox-demo', 'live-1', now + 60_000, now)).toBe(true);
    expect(await claimLinkNonce(opened.second, 'sandbox-demo', 'old-1', now + 90_000, now + 2000)).toBe(true);
    expect(await pruneLinkNonces(opened.first, now + 2000)).toBe(1);
    const left = await opened.first.query<{ nonce: string }>('SELECT nonce FROM merchant_link_nonces ORDER BY nonce');
    expect(left.map((row) => row.nonce)).toEqual(['apart-1', 'apart-1', 'live-1', 'old-1', 'race-1']);
  });
});
