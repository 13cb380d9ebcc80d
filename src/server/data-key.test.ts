import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dataKeyFromEnv, dataKeyProblem } from './data-key';

const own = randomBytes(32).toString('base64');
const development = dataKeyFromEnv({}).toString('base64');

describe('DATA_KEY', () => {
  it('is a fixed development key outside production when unset', () => {
    expect(dataKeyFromEnv({ NODE_ENV: 'development' })).toHaveLength(32);
    expect(dataKeyFromEnv({ NODE_ENV: 'test' }).toString('base64')).toBe(development);
  });

  it('takes 32 bytes in base64 from the environment', () => {
    expect(dataKeyFromEnv({ NODE_ENV: 'production', DATA_KEY: own }).toString('base64')).toBe(own);
    expect(dataKeyProblem({ NODE_ENV: 'production', DATA_KEY: own })).toBeUndefined();
  });

  it('refuses production without a key, or with the development key, in one line', () => {
    expect(dataKeyProblem({ NODE_ENV: 'production' })).toBe(
      'DATA_KEY is not set: in production the server needs its own key to encrypt payout accounts at rest (32 random bytes in base64, e.g. from `openssl rand -base64 32`).',
    );
    expect(dataKeyProblem({ NODE_ENV: 'production', DATA_KEY: development })).toBe(
      'DATA_KEY is the published development key: production needs its own (32 random bytes in base64, e.g. from `openssl rand -base64 32`).',
    );
  });

  it('refuses a value that is not 32 bytes of base64, in any environment', () => {
    for (const value of ['secret', randomBytes(16).toString('base64'), `${own.slice(0, -2)}!=`]) {
      expect(dataKeyProblem({ DATA_KEY: value }), value).toBe('DATA_KEY is not a key: it must be 32 random bytes in base64, e.g. from `openssl rand -base64 32`.');
    }
  });
});
