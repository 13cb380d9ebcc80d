import { describe, expect, it } from 'vitest';
import { quotePageQuery } from './quotePageQuery';

describe('the query string after a quote path', () => {
  it('follows the buy quote path with the page query as it is', () => {
    expect(quotePageQuery('buy', new URLSearchParams('appId=m1&showTable=1&language=es'), { appId: 'm1' })).toEqual({ appId: 'm1', showTable: '1', language: 'es' });
    expect(quotePageQuery('buy', new URLSearchParams(''), {})).toEqual({});
  });

  it("adds the docked merchant's appId when the page no longer shows the link", () => {
    expect(quotePageQuery('buy', new URLSearchParams('type=buy'), { appId: 'm1' })).toEqual({ type: 'buy', appId: 'm1' });
  });

  it('gives the sell quote the merchant as appId and merchantParams, and nothing on a plain page', () => {
    expect(quotePageQuery('sell', new URLSearchParams('appId=m1&type=sell'), {})).toEqual({ appId: 'm1', merchantParams: 'appId=m1&type=sell' });
    expect(quotePageQuery('sell', new URLSearchParams('language=es'), {})).toEqual({});
    expect(quotePageQuery('sell', new URLSearchParams(`appId=m1&redirectUrl=${'x'.repeat(2100)}`), {})).toEqual({ appId: 'm1' });
  });
});
