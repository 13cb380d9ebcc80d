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

  // PGlite has one connection, so a second instance cannot prune while the first holds a row.
  it.skipIf(store.name === 'PGlite')('prunes on one instance while another holds an expired nonce, leaving that one to a later pass', async () => {
    for (let i = 0; i < 20; i += 1) await claimLinkNonce(opened.first, 'sandbox-demo', `held-${i}`, now - 1000, now - 60_000);
    const pruned = await opened.first.transaction(async (tx) => {
      await tx.query("SELECT nonce FROM merchant_link_nonces WHERE nonce = 'held-0' FOR UPDATE");
      return pruneLinkNonces(opened.second, now);
    });
    expect(pruned).toBe(19);
    expect(await pruneLinkNonces(opened.second, now)).toBe(1);
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
