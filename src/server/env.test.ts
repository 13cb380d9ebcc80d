import { describe, expect, it } from 'vitest';
import { parseServerEnv, webhookPollMs } from './env';

describe('the server environment, parsed once by its schema', () => {
  it('takes unset and empty variables as unset, and the rest of the environment as it is', () => {
    expect(parseServerEnv({ PORT: '', HOST: '', PATH: '/usr/bin', MERCHANT_SECRET_SHOP: 's' }).problems).toEqual([]);
    expect(webhookPollMs({})).toBe(5000);
    expect(webhookPollMs({ WEBHOOK_POLL_MS: '' })).toBe(5000);
    expect(webhookPollMs({ WEBHOOK_POLL_MS: '50' })).toBe(50);
  });

  it('refuses every wrong variable at once, one line each naming it and its value', () => {
    expect(parseServerEnv({ WEBHOOK_POLL_MS: '49', PORT: 'http', LOG_LEVEL: 'loud', GANGWAY_SANDBOX: 'yes' }).problems).toEqual([
      'The server does not start: PORT must be a port number; it is "http".',
      'The server does not start: WEBHOOK_POLL_MS must be a whole number of milliseconds, at least 50; it is "49".',
      'The server does not start: GANGWAY_SANDBOX is public or unset; it is "yes".',
      'The server does not start: LOG_LEVEL is one of fatal, error, warn, info, debug, trace, silent; it is "loud".',
    ]);
    for (const value of ['5s', '-1', '1.5', 'abc', '10 000']) {
      expect(parseServerEnv({ SHUTDOWN_DELAY_MS: value, SHUTDOWN_TIMEOUT_MS: value }).problems).toEqual([
        `The server does not start: SHUTDOWN_DELAY_MS must be a whole number of milliseconds; it is "${value}".`,
        `The server does not start: SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds; it is "${value}".`,
      ]);
    }
  });
});
