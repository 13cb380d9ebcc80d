import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dataKeyFromEnv, quoteKeyFromEnv, serverKeyProblems } from './server-keys';

const own = randomBytes(32).toString('base64');
const ownQuoteKey = randomBytes(32).toString('base64');
const development = dataKeyFromEnv({}).toString('base64');
const developmentQuoteKey = quoteKeyFromEnv({}).toString('base64');
const makeOne = '32 random bytes in base64, e.g. from `openssl rand -base64 32`';

describe('DATA_KEY and QUOTE_KEY', () => {
  it('are fixed development keys outside production when unset, each its own', () => {
    expect(dataKeyFromEnv({ NODE_ENV: 'development' })).toHaveLength(32);
    expect(dataKeyFromEnv({ NODE_ENV: 'test' }).toString('base64')).toBe(development);
    expect(quoteKeyFromEnv({ NODE_ENV: 'test' })).toHaveLength(32);
    expect(developmentQuoteKey).not.toBe(development);
  });

  it('take 32 bytes in base64 from the environment', () => {
    const env = { NODE_ENV: 'production', DATA_KEY: own, QUOTE_KEY: ownQuoteKey };
    expect(dataKeyFromEnv(env).toString('base64')).toBe(own);
    expect(quoteKeyFromEnv(env).toString('base64')).toBe(ownQuoteKey);
    expect(serverKeyProblems(env)).toEqual([]);
  });

  it('refuse production without a key, or with the development key, one line each and what to set', () => {
    expect(serverKeyProblems({ NODE_ENV: 'production', QUOTE_KEY: ownQuoteKey })).toEqual([
      `DATA_KEY is not set: in production the server needs its own key to encrypt payout accounts at rest (${makeOne}).`,
      'The server does not start: set DATA_KEY (README, Configuration).',
    ]);
    expect(serverKeyProblems({ NODE_ENV: 'production', DATA_KEY: development, QUOTE_KEY: ownQuoteKey })[0]).toBe(
      `DATA_KEY is the published development key: production needs its own (${makeOne}).`,
    );
    expect(serverKeyProblems({ NODE_ENV: 'production', DATA_KEY: own })).toEqual([
      `QUOTE_KEY is not set: in production the server needs its own key to seal the quotes orders are priced from (${makeOne}).`,
      'The server does not start: set QUOTE_KEY (README, Configuration).',
    ]);
    expect(serverKeyProblems({ NODE_ENV: 'production', DATA_KEY: own, QUOTE_KEY: developmentQuoteKey })[0]).toBe(
      `QUOTE_KEY is the published development key: production needs its own (${makeOne}).`,
    );
  });

  it('refuse a value that is not 32 bytes of base64, in any environment', () => {
    for (const value of ['secret', randomBytes(16).toString('base64'), `${own.slice(0, -2)}!=`]) {
      expect(serverKeyProblems({ DATA_KEY: value }), value).toEqual([
        `DATA_KEY is not a key: it must be ${makeOne}.`,
        'The server does not start: set DATA_KEY (README, Configuration).',
      ]);
      expect(serverKeyProblems({ QUOTE_KEY: value })[0], value).toBe(`QUOTE_KEY is not a key: it must be ${makeOne}.`);
    }
  });
});
