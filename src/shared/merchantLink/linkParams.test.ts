import { describe, expect, it } from 'vitest';
import { merchantLinkParams, signedMerchantLink } from './linkParams';
import { signedWith } from './signing';

describe('merchantLinkParams', () => {
  it('reads a full link, the hash query winning over the page query', () => {
    expect(merchantLinkParams('https://checkout.example/?appId=m1&language=es#/index?language=vi&showTable=1')).toEqual({
      appId: 'm1',
      language: 'vi',
      showTable: '1',
    });
  });

  it('reads a hash route, a bare query and a query with its question mark, decoding values', () => {
    expect(merchantLinkParams('#/index?redirectUrl=https%3A%2F%2Fshop.example%2Fdone%3Fx%3D1')).toEqual({ redirectUrl: 'https://shop.example/done?x=1' });
    expect(merchantLinkParams('appId=m1&email=a%40b.co')).toEqual({ appId: 'm1', email: 'a@b.co' });
    expect(merchantLinkParams('?appId=m1')).toEqual({ appId: 'm1' });
    expect(merchantLinkParams('https://checkout.example/')).toEqual({});
  });
});

describe('signedMerchantLink', () => {
  it('adds the timestamp, signs every parameter and puts the encoded link after the hash route', () => {
    const signed = signedMerchantLink({
      checkout: 'https://checkout.example/',
      route: 'index',
      params: { appId: 'm1', email: 'a+b@c.co' },
      secret: 'a-secret-of-some-length',
      now: 1_767_225_600_000,
    });
    expect(signed.signingText).toBe('appId=m1&email=a+b@c.co&timestamp=1767225600000');
    expect(signed.link).toBe(`https://checkout.example/#/index?appId=m1&email=a%2Bb%40c.co&timestamp=1767225600000&signature=${signed.signature}`);
    const params = merchantLinkParams(signed.link);
    expect(signedWith('a-secret-of-some-length', params, params.signature ?? '')).toBe(true);
  });
});
