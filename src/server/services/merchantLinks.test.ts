import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import merchantsJson from '../../../config/merchants.json';
import type { MerchantsConfig } from '../../shared/generated/merchants.schema';
import { checkMerchantLink, dockingGrantFor, merchantSigningText, signMerchantLink } from './merchantLinks';

const merchants = (merchantsJson as MerchantsConfig).merchants;
const demo = merchants.find((merchant) => merchant.appId === 'sandbox-demo');
if (!demo?.sandboxSecret) throw new Error('config/merchants.json lost its sandbox-demo merchant');
const secret = demo.sandboxSecret;

describe('the text a merchant signs (docs/embedding.md worked example)', () => {
  const link = { appId: 'sandbox-demo', crypto: 'USDT', network: 'TRX', address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', redirectUrl: 'https://demo.gangway.dev/done?x=1', timestamp: '1767225600000' };

  it('is every parameter but signature and dockingGrant, sorted by name, as raw name=value pairs joined by &', () => {
    expect(merchantSigningText({ ...link, signature: 'ab', dockingGrant: '1.cd' })).toBe(
      'address=TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7&appId=sandbox-demo&crypto=USDT&network=TRX&redirectUrl=https://demo.gangway.dev/done?x=1&timestamp=1767225600000',
    );
  });

  it('is signed with HMAC-SHA256 in lower-case hex, as the documented example says', () => {
    expect(signMerchantLink(link, secret)).toBe('219ca36086d711d3d229042061714bdc3da7af8f335a4cd4a41fd5deae154150');
  });
});

describe('checkMerchantLink', () => {
  const now = 1_767_225_600_000;
  const signedLink = (query: Record<string, string>) => {
    const withTime = { ...query, timestamp: String(now) };
    return { ...withTime, signature: signMerchantLink(withTime, secret) };
  };

  it('answers a grant that expires dockingGrantMs after the first check', () => {
    const link = signedLink({ appId: 'sandbox-demo', email: 'buyer@example.com' });
    const answer = checkMerchantLink(demo, secret, link, now);
    expect(answer.dockingGrant).toBe(dockingGrantFor(link.signature, now + demo.dockingGrantMs, secret));
  });

  it('checks a fixed memo on a network that takes one', () => {
    const link = signedLink({ appId: 'sandbox-demo', crypto: 'XRP', network: 'XRP', address: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', memo: '12345' });
    expect(checkMerchantLink(demo, secret, link, now).merchantQueryInfo).toMatchObject({ memo: '12345', network: 'XRP' });
    expect(() => checkMerchantLink(demo, secret, signedLink({ ...link, memo: 'abc' }), now)).toThrow('merchantLinkInvalid');
  });
});

describe('the merchants of config/merchants.json', () => {
  it.each(merchants.map((merchant) => [merchant.appId, merchant.merchantConfig.merchantLogo] as const))('%s has a logo file under public/', (_appId, logo) => {
    if (logo === undefined || logo.startsWith('https://')) return;
    expect(existsSync(join(process.cwd(), 'public', logo))).toBe(true);
  });
});
