/**
 * Visitors' quotes are bounded: each client ip may ask for constants.visitorQuoteLimit.max quotes
 * per window (counted in memory and merged into the store, so every instance agrees within one merge). Quotes themselves are sealed, not
 * stored; the used-quotes job deletes the record of a quote an order took once the quote expired.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/testApp';
import { sharedStores } from '../../tests/helpers/twoInstances';
import { constants } from '../shared/config/constants';
import { buildApp } from './app';
import { endedRateLimitWindowsJob, usedQuotesJob } from './housekeeping-jobs';
import { periodicJobs } from './periodic-jobs';
import { claimQuote } from './services/quote-store';
import { sealedTestQuote, tronAddress } from '../../tests/helpers/orderKit';
import { clientKeyOf, storedHits } from './services/rate-limits';

const { max, windowMs } = constants.visitorQuoteLimit;
const buyQuote = { crypto: 'USDT', fiat: 'USD', side: 'buy', amount: '100', alpha2: 'US', network: 'TRX', payWayCode: '10001' };

let test: TestApp;
beforeAll(async () => {
  // At the start of a window, so the counting below never straddles two.
  const start = Date.now();
  test = await buildTestApp({ startAt: start - (start % windowMs) + windowMs });
});
afterAll(() => test.close());

const quoteFrom = (app: TestApp['app'], ip: string) => app.inject({ method: 'POST', url: '/api/index/v2/trade/quote', payload: buyQuote, remoteAddress: ip });
const sellQuoteFrom = (ip: string) =>
  test.app.inject({ method: 'GET', url: '/api/index/v2/sell/trade/quote?crypto=USDT&fiat=USD&network=TRX&cryptoAmount=100&alpha2=US', remoteAddress: ip });

describe('visitor quotes per client ip', () => {
  it(`serves ${max} quotes from one ip in a window and refuses the next with rateLimited (40029)`, async () => {
    for (let i = 0; i < max; i += 1) expect((await quoteFrom(test.app, '198.51.100.10')).statusCode).toBe(200);
    const refused = await quoteFrom(test.app, '198.51.100.10');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ returnCode: '40029', returnMsg: `Too many requests, try again in ${windowMs / 1000} s.`, data: null, success: false });
    expect((await sellQuoteFrom('198.51.100.10')).json().returnCode).toBe('40029');
  });

  it('serves another ip, and the same ip again in the next window', async () => {
    expect((await quoteFrom(test.app, '198.51.100.11')).statusCode).toBe(200);
    test.clock.advance(windowMs);
    expect((await quoteFrom(test.app, '198.51.100.10')).statusCode).toBe(200);
  });

  it('does not count a signed-in user against the ip', async () => {
    const user = await test.loginAs('counted@example.com');
    test.clock.advance(windowMs);
    for (let i = 0; i < max; i += 1) expect((await quoteFrom(test.app, '127.0.0.1')).statusCode).toBe(200);
    test.clock.advance(1);
    expect((await user.signedInject('POST', '/index/v2/trade/quote', buyQuote)).statusCode).toBe(200);
    expect((await quoteFrom(test.app, '127.0.0.1')).statusCode).toBe(429);
  });

  it('holds across instances within one merge: two servers on one store share the count', async () => {
    test.clock.advance(windowMs);
    const other = await buildApp({ db: test.db, config: test.app.config, clock: test.clock.now, logger: false });
    const ip = '198.51.100.12';
    const statusFrom = async (app: TestApp['app']) => (await quoteFrom(app, ip)).statusCode;
    try {
      for (let i = 0; i < max; i += 1) expect(await statusFrom(i % 2 === 0 ? test.app : other)).toBe(200);
      // Each instance merges its hits and learns the total there: the one merging last knows all of them.
      await test.app.visitorQuoteCounts.merge();
      await other.visitorQuoteCounts.merge();
      expect(await statusFrom(other)).toBe(429);
      // The first knew only its own half (unless its timer merged since): it may pass what it is sent until its next merge, no more.
      expect([200, 429]).toContain(await statusFrom(test.app));
      await test.app.visitorQuoteCounts.merge();
      expect(await statusFrom(test.app)).toBe(429);
      expect(await statusFrom(other)).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('merges by itself, at most once per mergeMs, without a request waiting on the store', async () => {
    test.clock.advance(windowMs);
    const ip = '198.51.100.13';
    const stored = async () => (await storedHits(test.db, 'visitor-quote')).get(ip);
    expect(await stored()).toBeUndefined();
    for (let i = 0; i < 5; i += 1) expect((await quoteFrom(test.app, ip)).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await stored()).toBe(5), { timeout: 10 * constants.visitorQuoteLimit.mergeMs, interval: 50 });
  });

  it('counts an IPv6 client by its /64, so fresh addresses of one subscriber do not reset it', () => {
    expect(clientKeyOf('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(clientKeyOf('2001:0db8:0000:0001:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:1::/64');
    expect(clientKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(clientKeyOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKeyOf('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(clientKeyOf('203.0.113.5')).toBe('203.0.113.5');
  });
});

describe.each(sharedStores)('visitor quotes on two servers on $name', (store) => {
  let opened: Awaited<ReturnType<typeof store.open>>;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    opened = await store.open();
    const start = Date.now();
    first = await buildTestApp({ db: opened.first, startAt: start - (start % windowMs) + windowMs });
    second = await buildTestApp({ db: opened.second, startAt: first.clock.now() });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await opened.close();
  });

  it('admit at most the limit plus what one instance passes before its next merge, then both refuse', async () => {
    const ip = '198.51.100.40';
    let admitted = 0;
    // Concurrently, as a load balancer spreads one client's requests: half to each.
    const answers = await Promise.all(Array.from({ length: max }, (_, i) => quoteFrom((i % 2 === 0 ? first : second).app, ip)));
    admitted += answers.filter((answer) => answer.statusCode === 200).length;
    expect(admitted).toBe(max);
    await first.app.visitorQuoteCounts.merge();
    await second.app.visitorQuoteCounts.merge();
    for (const app of [first.app, second.app, first.app]) {
      if ((await quoteFrom(app, ip)).statusCode === 200) admitted += 1;
      await app.visitorQuoteCounts.merge();
    }
    expect(admitted).toBeLessThanOrEqual(max + 1);
    expect((await quoteFrom(first.app, ip)).statusCode).toBe(429);
    expect((await quoteFrom(second.app, ip)).statusCode).toBe(429);
    await first.app.visitorQuoteCounts.merge();
    await second.app.visitorQuoteCounts.merge();
    expect((await storedHits(opened.first, 'visitor-quote')).get(ip)).toBe(max + 5);
  });
});

describe('the used-quotes job', () => {
  it('is one of the periodic jobs the server starts', () => {
    expect(periodicJobs).toContain(usedQuotesJob);
    expect(periodicJobs).toContain(endedRateLimitWindowsJob);
  });

  it('deletes, batch after batch in one pass, the quotes that expired a validity period ago, and keeps the others', async () => {
    const now = test.clock.now();
    const before = now - constants.quoteValidityMs;
    // More than one batch of them, as a busy minute of orders leaves them.
    const gone = constants.storeCleanup.batchSize + 250;
    await Promise.all(Array.from({ length: gone }, (_, i) => claimQuote(test.db, `Q-old-${i}`, `B-old-${i}`, before - i)));
    await claimQuote(test.db, 'Q-lately', 'B-lately', before + 1);
    await claimQuote(test.db, 'Q-live', 'B-live', now + 1_000);

    await usedQuotesJob.run(test.app);

    expect(await test.db.query('SELECT quote_id FROM used_quotes ORDER BY quote_id')).toEqual([{ quote_id: 'Q-lately' }, { quote_id: 'Q-live' }]);
  });

  it('never lets a quote price a second order: once its record goes, its seal refuses it as expired', async () => {
    const user = await test.loginAs('used-once@example.com');
    const quoteId = sealedTestQuote({ expiresAt: test.clock.now() + constants.quoteValidityMs });
    const order = (token: string) =>
      user.signedInject(
        'POST',
        '/api/trade/create',
        { quoteId, cryptoCurrency: 'USDT', address: tronAddress, network: 'TRX', fiatCurrency: 'USD', amount: '100', payWayCode: '10001', alpha2: 'US' },
        { 'submit-token': token },
      );
    expect((await order('first')).statusCode).toBe(200);
    test.clock.advance(2 * constants.quoteValidityMs);
    await usedQuotesJob.run(test.app);
    expect(await test.db.one('SELECT 1 AS found FROM used_quotes WHERE quote_id = $1', [quoteId])).toBeUndefined();
    expect((await order('second')).json()).toMatchObject({ returnCode: '40201', returnMsg: 'The price has changed, please confirm the new quote.' });
  });
});

describe('the ended-rate-limit-windows job', () => {
  it('deletes the counters of windows that have ended and keeps the current ones', async () => {
    test.clock.advance(windowMs);
    expect((await quoteFrom(test.app, '192.0.2.250')).statusCode).toBe(200);
    await test.app.visitorQuoteCounts.merge();
    const now = test.clock.now();
    expect((await test.db.query('SELECT 1 FROM rate_limit_merges WHERE window_end <= $1', [now])).length).toBeGreaterThan(0);
    await endedRateLimitWindowsJob.run(test.app);
    expect(await test.db.query('SELECT 1 FROM rate_limit_merges WHERE window_end <= $1', [now])).toEqual([]);
    expect(await storedHits(test.db, 'visitor-quote')).toEqual(new Map([['192.0.2.250', 1]]));
  });
});
