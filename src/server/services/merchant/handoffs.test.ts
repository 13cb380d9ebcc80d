import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedStores, type SharedStore } from '../../../../tests/helpers/twoInstances';
import { ApiError } from '../../errors';
import { findLiveSession, createSession } from '../sessions';
import { findOrCreateUser } from '../users';
import { exchangeHandoff, issueHandoff, pruneHandoffs } from './handoffs';

describe.each(sharedStores)('handoff tokens on $name', (store) => {
  let opened: Awaited<ReturnType<SharedStore['open']>>;
  const now = 1_767_225_600_000;

  beforeAll(async () => {
    opened = await store.open();
  });
  afterAll(async () => {
    await opened?.close();
  });

  // PGlite has one connection, so a second instance cannot prune while the first holds a row.
  it.skipIf(store.name === 'PGlite')('prunes on one instance while another holds an old exchange count, leaving that one to a later pass', async () => {
    const old = now - 2 * 3_600_000;
    for (let i = 0; i < 10; i += 1) await opened.first.query("INSERT INTO handoff_exchanges (ip, tried_at) VALUES ('198.51.100.7', $1)", [old + i]);
    const left = async () =>
      (await opened.first.query<{ tried_at: string }>("SELECT tried_at FROM handoff_exchanges WHERE ip = '198.51.100.7'")).map((row) => Number(row.tried_at));
    await opened.first.transaction(async (tx) => {
      await tx.query("SELECT id FROM handoff_exchanges WHERE ip = '198.51.100.7' AND tried_at = $1 FOR UPDATE", [old]);
      await pruneHandoffs(opened.second, now);
    });
    expect(await left()).toEqual([old]);
    await pruneHandoffs(opened.second, now);
    expect(await left()).toEqual([]);
  });

  it('lets exactly one of two instances exchange a token presented to both at once', async () => {
    const user = await findOrCreateUser(opened.first, 'race@example.com', now);
    const session = await createSession(opened.first, user.userNo, now);
    const signedIn = await findLiveSession(opened.first, session.token);
    if (!signedIn) throw new Error('no session');
    const { token } = await issueHandoff(opened.first, signedIn, { route: 'idProof', sessionState: {} }, now);
    const outcomes = await Promise.allSettled([
      exchangeHandoff(opened.first, token, '10.1.0.1', now + 1000),
      exchangeHandoff(opened.second, token, '10.1.0.2', now + 1000),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    expect(refused?.reason).toBeInstanceOf(ApiError);
    expect((refused?.reason as ApiError).errorName).toBe('handoffInvalid');
  });
});
