/**
 * Quotes are sealed, not stored (services/quote-store.ts): an order takes its terms from the seal,
 * so every way of making a quoteId without the server's QUOTE_KEY is refused with the spec's quote
 * answer (40201) or, for what is no quoteId at all, the malformed-request one; never a 5xx. And a
 * quote still prices one order, however many instances are asked at once.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedInUser, type TestApp } from '../../../tests/helpers/testApp';
import { sharedStores } from '../../../tests/helpers/twoInstances';
import { sealedTestQuote, testBuyOrderBody } from '../../../tests/helpers/orderKit';

const buyQuote = { crypto: 'USDT', fiat: 'USD', side: 'buy', amount: '100', alpha2: 'US', network: 'TRX', payWayCode: '10001' };
const quoteExpired = { returnCode: '40201', returnMsg: 'The price has changed, please confirm the new quote.', data: null, success: false };

/** The id with one sealed field replaced, its mac kept: what a caller can make without the key. */
function withField(quoteId: string, index: number, value: unknown): string {
  const [version, payload, mac] = quoteId.split('.') as [string, string, string];
  const fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown[];
  fields[index] = value;
  return [version, Buffer.from(JSON.stringify(fields)).toString('base64url'), mac].join('.');
}

describe('an order from a quoteId the server did not seal as it is', () => {
  let test: TestApp;
  let buyer: SignedInUser;
  let other: SignedInUser;
  let submits = 0;
  const create = (user: SignedInUser, quoteId: string) => {
    test.clock.advance(1);
    submits += 1;
    return user.signedInject('POST', '/api/trade/create', testBuyOrderBody(quoteId), { 'submit-token': `forged-${submits}` });
  };
  const quotedFor = async (user: SignedInUser) =>
    (await user.signedInject('POST', '/api/index/v2/trade/quote', buyQuote)).json().data as { quoteId: string; fiatAmount: string };

  beforeAll(async () => {
    test = await buildTestApp();
    buyer = await test.loginAs('sealed-buyer@example.com');
    other = await test.loginAs('sealed-other@example.com');
  });
  afterAll(() => test.close());

  it('is created from the quote as the server sealed it, at its terms', async () => {
    const quote = await quotedFor(buyer);
    const created = await create(buyer, quote.quoteId);
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({ fiatAmount: '100.00' });
  });

  it("is refused with quoteExpired for a changed amount, another user's quote, an expired one, or one sealed under another key", async () => {
    const mine = await quotedFor(buyer);
    const refusals = [
      await create(buyer, withField(mine.quoteId, 7, '10.00')),
      await create(buyer, withField(mine.quoteId, 2, null)),
      await create(other, mine.quoteId),
      await create(buyer, sealedTestQuote({ expiresAt: test.clock.now() + 30_000 }, randomBytes(32))),
    ];
    const stale = await quotedFor(buyer);
    test.clock.advance(30_000);
    refusals.push(await create(buyer, stale.quoteId));
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual(quoteExpired);
    }
  });

  it('is refused with quoteExpired for a cut id, and as a malformed request for a 10 kB one, never a 5xx', async () => {
    const quote = await quotedFor(buyer);
    for (const cut of [quote.quoteId.slice(0, -1), quote.quoteId.slice(0, quote.quoteId.lastIndexOf('.')), quote.quoteId.slice(0, 12), 'Q1']) {
      expect((await create(buyer, cut)).json()).toEqual(quoteExpired);
    }
    const huge = await create(buyer, `${quote.quoteId}${'A'.repeat(10_240)}`);
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({ returnCode: '40000', success: false, returnMsg: expect.stringMatching(/^quoteId: /) });
    // The quote itself was untouched by all that: it still prices its one order.
    expect((await create(buyer, quote.quoteId)).statusCode).toBe(200);
  });
});

describe.each(sharedStores)('one quote, two instances on $name', (store) => {
  let opened: Awaited<ReturnType<typeof store.open>>;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    opened = await store.open();
    first = await buildTestApp({ db: opened.first });
    second = await buildTestApp({ db: opened.second });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await opened.close();
  });

  it('prices exactly one of two orders sent at the same moment by two users, one to each instance', async () => {
    // A visitor's quote: any signed-in user may order from it, so only the used-quotes row stands between the two.
    const quoteId = (await first.inject('POST', '/api/index/v2/trade/quote', buyQuote)).json().data.quoteId as string;
    const [ann, bob] = [await first.loginAs('ann-two@example.com'), await second.loginAs('bob-two@example.com')];
    const answers = await Promise.all([
      ann.signedInject('POST', '/api/trade/create', testBuyOrderBody(quoteId), { 'submit-token': 'ann' }),
      bob.signedInject('POST', '/api/trade/create', testBuyOrderBody(quoteId), { 'submit-token': 'bob' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual({
      ...quoteExpired,
      returnMsg: 'This quote has already priced an order, please confirm a new quote.',
    });
    expect(await opened.first.query('SELECT count(*)::int AS n FROM buy_orders WHERE quote_id = $1', [quoteId])).toEqual([{ n: 1 }]);
  });
});
