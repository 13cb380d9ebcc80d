/**
 * Visitors' quotes do not grow the store without bound: each client ip may ask for
 * constants.visitorQuoteLimit.max quotes per window (counted in the store, so every instance
 * agrees), and the expired-quotes job deletes quotes once they expire, on a schedule, not at login.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/testApp';
import { constants } from '../shared/config/constants';
import { buildApp } from './app';
import { endedRateLimitWindowsJob, expiredQuotesJob } from './housekeeping-jobs';
import { periodicJobs } from './periodic-jobs';
import { saveQuote } from './services/quote-store';
import { clientKeyOf } from './services/rate-limits';

const { max, windowMs } = constants.visitorQuoteLimit;
const buyQuote = { crypto: 'USDT', fiat: 'USD', side: 'buy', amount: '100', alpha2: 'US', network: 'TRX', payWayCode: '10001' };

let test: TestApp;
beforeAll(async () => {
  // At the start of a window, so the counting below never straddles two.
  const start = Date.now();
  test = await buildTestApp({ startAt: start - (start % windowMs) + windowMs });
});
afterAll(() => test.close());

const quoteFrom = (app: TestApp['app'], ip: string) =>
  app.inject({ method: 'POST', url: '/api/index/v2/trade/quote', payload: buyQuote, remoteAddress: ip });
const sellQuoteFrom = (ip: string) =>
  test.app.inject({ method: 'GET', url: '/api/index/v2/sell/trade/quote?crypto=USDT&fiat=USD&network=TRX&cryptoAmount=100&alpha2=US', remoteAddress: ip });
const quoteCount = async () => (await test.db.one<{ n: number }>('SELECT count(*)::int AS n FROM quotes'))?.n ?? 0;

describe('visitor quotes per client ip', () => {
  it(`serves ${max} quotes from one ip in a window and refuses the next with rateLimited (40029), storing nothing for it`, async () => {
    for (let i = 0; i < max; i += 1) expect((await quoteFrom(test.app, '198.51.100.10')).statusCode).toBe(200);
    const stored = await quoteCount();
    const refused = await quoteFrom(test.app, '198.51.100.10');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ returnCode: '40029', returnMsg: `Too many requests, try again in ${windowMs / 1000} s.`, data: null, success: false });
    expect((await sellQuoteFrom('198.51.100.10')).json().returnCode).toBe('40029');
    expect(await quoteCount()).toBe(stored);
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

  it('holds across instances: two servers on one store share the count', async () => {
    test.clock.advance(windowMs);
    const other = await buildApp({ db: test.db, config: test.app.config, clock: test.clock.now, logger: false });
    try {
      for (let i = 0; i < max; i += 1) expect((await quoteFrom(i % 2 === 0 ? test.app : other, '198.51.100.12')).statusCode).toBe(200);
      expect((await quoteFrom(other, '198.51.100.12')).statusCode).toBe(429);
      expect((await quoteFrom(test.app, '198.51.100.12')).statusCode).toBe(429);
    } finally {
      await other.close();
    }
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

describe('the expired-quotes job', () => {
  it('is one of the periodic jobs the server starts', () => {
    expect(periodicJobs).toContain(expiredQuotesJob);
    expect(periodicJobs).toContain(endedRateLimitWindowsJob);
  });

  it('deletes every expired quote in one pass, batch after batch, and keeps the live ones', async () => {
    test.clock.advance(windowMs);
    for (let i = 0; i < 20; i += 1) expect((await quoteFrom(test.app, `192.0.2.${i}`)).statusCode).toBe(200);
    const now = test.clock.now();
    // More than one batch of expired quotes, as a busy minute of visitors leaves them.
    const expired = constants.storeCleanup.batchSize + 250;
    const terms = { fiat: 'USD', crypto: 'USDT', network: 'TRX', fiatAmount: '100.00', cryptoAmount: '94.8', cryptoPrice: '1.00', rampFee: '4.20' };
    await Promise.all(Array.from({ length: expired }, (_, i) => saveQuote(test.db, { quoteId: `Q-old-${i}`, side: 'buy', userNo: null, terms, createdAt: now - 60_000, expiresAt: now - 1 - i })));
    const live = await test.db.query<{ quote_id: string }>('SELECT quote_id FROM quotes WHERE expires_at > $1', [now]);
    expect(live.length).toBeGreaterThanOrEqual(20);

    await expiredQuotesJob.run(test.app);

    expect(await test.db.query('SELECT quote_id FROM quotes WHERE expires_at <= $1', [now])).toEqual([]);
    expect(await test.db.query<{ quote_id: string }>('SELECT quote_id FROM quotes')).toEqual(expect.arrayContaining(live));
    expect(await quoteCount()).toBe(live.length);
  });

  it('leaves a quote until it expires, then deletes it on the next pass', async () => {
    const quote = (await quoteFrom(test.app, '192.0.2.200')).json().data as { quoteId: string; expiresAt: number };
    await expiredQuotesJob.run(test.app);
    expect(await test.db.one('SELECT 1 AS found FROM quotes WHERE quote_id = $1', [quote.quoteId])).toEqual({ found: 1 });
    test.clock.advance(quote.expiresAt - test.clock.now());
    await expiredQuotesJob.run(test.app);
    expect(await test.db.one('SELECT 1 AS found FROM quotes WHERE quote_id = $1', [quote.quoteId])).toBeUndefined();
  });

  it('no longer runs at login: quotes wait for the job', async () => {
    const quote = (await quoteFrom(test.app, '192.0.2.201')).json().data as { quoteId: string; expiresAt: number };
    test.clock.advance(quote.expiresAt - test.clock.now() + 1);
    await test.loginAs('login-prunes-nothing@example.com');
    expect(await test.db.one('SELECT 1 AS found FROM quotes WHERE quote_id = $1', [quote.quoteId])).toEqual({ found: 1 });
  });
});

describe('the ended-rate-limit-windows job', () => {
  it('deletes the counters of windows that have ended and keeps the current ones', async () => {
    test.clock.advance(windowMs);
    expect((await quoteFrom(test.app, '192.0.2.250')).statusCode).toBe(200);
    const now = test.clock.now();
    await endedRateLimitWindowsJob.run(test.app);
    expect(await test.db.query('SELECT client_key FROM rate_limit_windows WHERE window_end <= $1', [now])).toEqual([]);
    expect(await test.db.query('SELECT client_key FROM rate_limit_windows')).toEqual([{ client_key: '192.0.2.250' }]);
  });
});
