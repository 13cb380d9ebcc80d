import { describe, expect, it } from 'vitest';
import { quotePageQuery } from './quotePageQuery';

describe('the query string after a quote path', () => {
  it('follows the buy quote path with the page query as it is on a plain visit', () => {
    expect(quotePageQuery('buy', new URLSearchParams('showTable=1&language=es'), undefined)).toEqual({ showTable: '1', language: 'es' });
    expect(quotePageQuery('buy', new URLSearchParams(''), undefined)).toEqual({});
  });

  it("follows it with the docked merchant link's query, which the page no longer shows after the login", () => {
    expect(quotePageQuery('buy', new URLSearchParams('type=buy'), { appId: 'm1', type: 'buy', sign: 's' })).toEqual({ appId: 'm1', type: 'buy', sign: 's' });
  });

  it('gives the sell quote the merchant as appId and merchantParams, and nothing without a merchant', () => {
    expect(quotePageQuery('sell', new URLSearchParams(''), { appId: 'm1', type: 'sell' })).toEqual({ appId: 'm1', merchantParams: 'appId=m1&type=sell' });
    expect(quotePageQuery('sell', new URLSearchParams('language=es'), undefined)).toEqual({});
    expect(quotePageQuery('sell', new URLSearchParams(''), { appId: 'm1', redirectUrl: 'x'.repeat(2100) })).toEqual({ appId: 'm1' });
  });
});
