import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signRequest, signaturesEqual, signingMessage } from './sign';

describe('request signing', () => {
  const input = { key: 'k3y', timestamp: '1700000000000', method: 'post', pathAndQuery: '/trade/create?x=1', body: '{"a":1}' };

  it('signs timestamp, upper-cased method, path and body joined by newlines', () => {
    expect(signingMessage(input)).toBe('1700000000000\nPOST\n/trade/create?x=1\n{"a":1}');
  });

  it('matches an HMAC-SHA256 computed by Node crypto', async () => {
    const expected = createHmac('sha256', 'k3y').update(signingMessage(input)).digest('hex');
    expect(await signRequest(input)).toBe(expected);
  });

  it('signs an empty body as an empty string', async () => {
    const expected = createHmac('sha256', 'k3y').update('1\nGET\n/trade/list\n').digest('hex');
    expect(await signRequest({ key: 'k3y', timestamp: '1', method: 'GET', pathAndQuery: '/trade/list' })).toBe(expected);
  });

  it('compares signatures exactly', () => {
    expect(signaturesEqual('abcd', 'abcd')).toBe(true);
    expect(signaturesEqual('abcd', 'abce')).toBe(false);
    expect(signaturesEqual('abcd', 'abc')).toBe(false);
  });
});
