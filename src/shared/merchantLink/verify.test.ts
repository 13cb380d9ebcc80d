import { describe, expect, it } from 'vitest';
import merchantsJson from '../../../config/merchants.json';
import { assetsConfig } from '../config/assets';
import { constants } from '../config/constants';
import { networksConfig } from '../address/networks';
import type { Merchant, MerchantsConfig } from '../generated/merchants.schema';
import { dockingGrantFor } from './dockingGrant';
import { merchantSigningText, signMerchantLink } from './signing';
import { verifyMerchantLink, type LinkVerdict } from './verify';

const merchants = (merchantsJson as MerchantsConfig).merchants;
const byAppId = (appId: string): Merchant => {
  const found = merchants.find((merchant) => merchant.appId === appId);
  if (!found?.sandboxSecret) throw new Error(`config/merchants.json lost ${appId}`);
  return found;
};
const demo = byAppId('sandbox-demo');
const secret = demo.sandboxSecret ?? '';
const now = 1_767_225_600_000;
const catalog = { assets: assetsConfig, networks: networksConfig };
const tronAddress = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

function signed(query: Record<string, string>, at = now, key = secret): Record<string, string> {
  const withTime = { ...query, timestamp: String(at) };
  return { ...withTime, signature: signMerchantLink(withTime, key) };
}

function verify(query: Record<string, string>, over: { merchant?: Merchant | undefined; secret?: string | undefined; now?: number } = {}): LinkVerdict {
  return verifyMerchantLink(query, {
    merchant: 'merchant' in over ? over.merchant : demo,
    secret: 'secret' in over ? over.secret : secret,
    now: over.now ?? now,
    catalog,
  });
}

const refusal = (verdict: LinkVerdict) => (verdict.kind === 'refused' ? verdict.refusal : undefined);

describe('the text a merchant signs (docs/embedding.md worked example)', () => {
  const link = {
    appId: 'sandbox-demo',
    crypto: 'USDT',
    network: 'TRX',
    address: tronAddress,
    redirectUrl: 'https://demo.gangway.dev/done?x=1',
    timestamp: '1767225600000',
  };

  it('is every parameter but signature and dockingGrant, sorted by name, as raw name=value pairs joined by &', () => {
    expect(merchantSigningText({ ...link, signature: 'ab', dockingGrant: '1.cd' })).toBe(
      `address=${tronAddress}&appId=sandbox-demo&crypto=USDT&network=TRX&redirectUrl=https://demo.gangway.dev/done?x=1&timestamp=1767225600000`,
    );
  });

  it('is signed with HMAC-SHA256 in lower-case hex, as the documented example says', () => {
    expect(signMerchantLink(link, secret)).toBe('219ca36086d711d3d229042061714bdc3da7af8f335a4cd4a41fd5deae154150');
  });
});

describe('why a link is refused: one reason, the first rule it fails', () => {
  it('unknown_app_id for an app id no merchant has', () => {
    expect(refusal(verify({ appId: 'nobody-here' }, { merchant: undefined }))).toEqual({ reason: 'unknown_app_id' });
  });

  it('unsigned_field naming each field that must be signed, when the link has no signature', () => {
    for (const field of ['address', 'memo', 'email', 'nonce']) {
      expect(refusal(verify({ appId: 'sandbox-demo', [field]: 'x1234567' }))).toEqual({ reason: 'unsigned_field', field });
    }
  });

  it("signature_missing for an api merchant's unsigned link, unsigned_field when it also fixes an address", () => {
    const api = byAppId('sandbox-api');
    expect(refusal(verify({ appId: 'sandbox-api', crypto: 'USDT' }, { merchant: api }))).toEqual({ reason: 'signature_missing' });
    expect(refusal(verify({ appId: 'sandbox-api', network: 'TRX', address: tronAddress }, { merchant: api }))).toEqual({
      reason: 'unsigned_field',
      field: 'address',
    });
  });

  it('signature_invalid for a changed value, another secret, an upper-case copy of another link, or no secret on this server', () => {
    const link = signed({ appId: 'sandbox-demo', email: 'buyer@example.com' });
    expect(refusal(verify({ ...link, email: 'attacker@example.com' }))).toEqual({ reason: 'signature_invalid' });
    expect(refusal(verify(signed({ appId: 'sandbox-demo', email: 'buyer@example.com' }, now, 'another-secret-of-enough-length')))).toEqual({
      reason: 'signature_invalid',
    });
    expect(refusal(verify(link, { secret: undefined }))).toEqual({ reason: 'signature_invalid' });
    expect(verify({ ...link, signature: (link.signature ?? '').toUpperCase() }).kind).toBe('accepted');
  });

  it('timestamp_missing for a signed link without its signing time', () => {
    const query = { appId: 'sandbox-demo', email: 'buyer@example.com' };
    expect(refusal(verify({ ...query, signature: signMerchantLink(query, secret) }))).toEqual({ reason: 'timestamp_missing' });
  });

  it('timestamp_in_future beyond the clock skew, accepted within it', () => {
    const query = { appId: 'sandbox-demo', email: 'buyer@example.com' };
    expect(verify(signed(query, now + constants.signTimestampSkewMs)).kind).toBe('accepted');
    expect(refusal(verify(signed(query, now + constants.signTimestampSkewMs + 1)))).toEqual({ reason: 'timestamp_in_future' });
  });

  it('expired once older than the default lifetime of 15 minutes, or the lifetime the merchant sets', () => {
    const query = { appId: 'sandbox-demo', email: 'buyer@example.com' };
    expect(constants.merchantLinkLifetimeMs).toBe(15 * 60_000);
    const lifetime = demo.linkLifetimeMs ?? constants.merchantLinkLifetimeMs;
    expect(verify(signed(query, now - lifetime)).kind).toBe('accepted');
    const expired = verify(signed(query, now - lifetime - 1));
    expect(refusal(expired)).toEqual({ reason: 'expired' });
    expect(expired.kind === 'refused' && expired.params).toEqual({ minutes: '15' });
    const short = { ...demo, linkLifetimeMs: 60_000 };
    expect(refusal(verify(signed(query, now - 60_001), { merchant: short }))).toEqual({ reason: 'expired' });
  });

  it('redirect_not_allowed for a redirect outside the merchant origins, or one that is no URL', () => {
    expect(refusal(verify({ appId: 'sandbox-demo', redirectUrl: 'https://evil.example/phish' }))).toEqual({ reason: 'redirect_not_allowed' });
    expect(refusal(verify({ appId: 'sandbox-demo', redirectUrl: 'not a url' }))).toEqual({ reason: 'redirect_not_allowed' });
  });

  it('invalid_value naming the parameter, for a token, a buy tab of a sell merchant, and each unusable fixed value', () => {
    expect(refusal(verify(signed({ appId: 'sandbox-demo', token: 'abc' })))).toEqual({ reason: 'invalid_value', field: 'token' });
    expect(refusal(verify({ appId: 'sandbox-sell', type: 'buy' }, { merchant: byAppId('sandbox-sell') }))).toEqual({ reason: 'invalid_value', field: 'type' });
    expect(refusal(verify({ appId: 'sandbox-demo', crypto: 'NOPE' }))).toEqual({ reason: 'invalid_value', field: 'crypto' });
    expect(refusal(verify({ appId: 'sandbox-demo', amount: '1e3' }))).toEqual({ reason: 'invalid_value', field: 'amount' });
    expect(refusal(verify(signed({ appId: 'sandbox-demo', address: 'not-an-address', network: 'TRX' })))).toEqual({
      reason: 'invalid_value',
      field: 'address',
    });
    expect(
      refusal(verify(signed({ appId: 'sandbox-demo', crypto: 'XRP', network: 'XRP', address: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', memo: 'abc' }))),
    ).toEqual({ reason: 'invalid_value', field: 'memo' });
  });

  it('never carries the secret or the signature it expected', () => {
    const link = signed({ appId: 'sandbox-demo', email: 'buyer@example.com' });
    const expected = link.signature ?? '';
    const verdict = verify({ ...link, email: 'attacker@example.com' });
    const said = JSON.stringify(verdict);
    expect(said).not.toContain(secret);
    expect(said).not.toContain(signMerchantLink({ ...link, email: 'attacker@example.com' }, secret));
    expect(said).not.toContain(expected);
  });
});

describe('an accepted link', () => {
  it('names its nonce and until when the link could be presented, for the server to record', () => {
    const verdict = verify(signed({ appId: 'sandbox-demo', nonce: 'order-4711-a' }, now - 1000));
    expect(verdict).toMatchObject({ kind: 'accepted', nonce: { value: 'order-4711-a', usableUntil: now - 1000 + constants.merchantLinkLifetimeMs } });
  });

  it('with a live docking grant skips the age check and the nonce, keeping the grant expiry', () => {
    const link = signed({ appId: 'sandbox-demo', nonce: 'order-4711-b' });
    const grant = dockingGrantFor(link.signature ?? '', now + demo.dockingGrantMs, secret);
    const later = now + 60 * 60_000;
    expect(refusal(verify(link, { now: later }))).toEqual({ reason: 'expired' });
    const verdict = verify({ ...link, dockingGrant: grant }, { now: later });
    expect(verdict).toMatchObject({ kind: 'accepted', grantExpiresAt: now + demo.dockingGrantMs });
    expect(verdict.kind === 'accepted' && verdict.nonce).toBeUndefined();
  });

  it('treats empty parameters as absent', () => {
    expect(verify({ appId: 'sandbox-demo', address: '', token: '' })).toMatchObject({ kind: 'accepted', query: { appId: 'sandbox-demo' } });
  });
});
