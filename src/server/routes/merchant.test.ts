import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../tests/helpers/testApp';
import { signMerchantLink } from '../../shared/merchantLink/signing';

const secret = 'a-test-merchant-secret-of-32-chars';
let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp({ config: { env: { MERCHANT_SECRET_SANDBOX_DEMO: secret } } });
});
afterAll(async () => {
  await test.close();
});

function url(query: Record<string, string>): string {
  return `/api/merchant/params/check?${new URLSearchParams(query).toString()}`;
}

function signed(query: Record<string, string>, key = secret): Record<string, string> {
  const withTime = { ...query, timestamp: String(test.clock.now()) };
  return { ...withTime, signature: signMerchantLink(withTime, key) };
}

const merchantSignature = { returnCode: '40301', returnMsg: 'The merchant signature is invalid.', data: { reason: 'signature_invalid' }, success: false };
const fixedAddress = { appId: 'sandbox-demo', crypto: 'USDT', network: 'TRX', address: 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9' };

describe('GET /api/merchant/params/check', () => {
  it('accepts an unsigned link that fixes nothing sensitive and answers the merchant state', async () => {
    const response = await test.inject('GET', url({ appId: 'sandbox-demo', orderNo: 'M-1', crypto: 'USDT', redirectUrl: 'https://demo.gangway.dev/done?x=1' }));
    expect(response.json()).toEqual({
      returnCode: '0000',
      returnMsg: '',
      data: {
        merchantType: 'page',
        merchantStatus: true,
        merchantName: 'Gangway Demo Shop',
        merchantLogo: '/icons/merchant/demo.svg',
        merchantConfig: { merchantLogo: '/icons/merchant/demo.svg', menuBarVisible: false, customerServiceVisible: false, onOrderCompletionBtnVisible: true },
        merchantQueryInfo: { appId: 'sandbox-demo', orderNo: 'M-1', crypto: 'USDT', redirectUrl: 'https://demo.gangway.dev/done?x=1' },
        signed: false,
      },
      success: true,
    });
  });

  it('accepts a fixed address signed with the merchant secret from the environment', async () => {
    const response = await test.inject('GET', url(signed(fixedAddress)));
    expect(response.json().data).toMatchObject({ signed: true, merchantQueryInfo: { address: fixedAddress.address, network: 'TRX' } });
  });

  it('refuses a fixed address without a signature, naming the field that must be signed', async () => {
    const response = await test.inject('GET', url(fixedAddress));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      returnCode: '40301',
      returnMsg: 'address: must be signed, and the link has no signature',
      data: { reason: 'unsigned_field', field: 'address' },
      success: false,
    });
  });

  it('refuses a link whose fixed e-mail was changed after signing', async () => {
    const link = signed({ appId: 'sandbox-demo', email: 'buyer@example.com' });
    const response = await test.inject('GET', url({ ...link, email: 'attacker@example.com' }));
    expect(response.json()).toEqual(merchantSignature);
  });

  it('refuses a signature made with another secret, such as the sandbox default', async () => {
    const response = await test.inject('GET', url(signed({ appId: 'sandbox-demo', memo: '123' }, 'sandbox-demo-secret-do-not-use-in-production')));
    expect(response.json()).toEqual(merchantSignature);
  });

  it('refuses a signed link older than its lifetime of 15 minutes as expired', async () => {
    const link = signed({ appId: 'sandbox-demo', email: 'buyer@example.com' });
    test.clock.advance(15 * 60_000 + 1);
    const response = await test.inject('GET', url(link));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      returnCode: '40301',
      returnMsg: 'The link has expired: it must be used within 15 minutes of signing.',
      data: { reason: 'expired' },
      success: false,
    });
  });

  it('refuses a signed link without its timestamp, and one signed ahead of the server clock', async () => {
    const query = { appId: 'sandbox-demo', email: 'buyer@example.com' };
    const untimed = await test.inject('GET', url({ ...query, signature: signMerchantLink(query, secret) }));
    expect(untimed.json()).toMatchObject({
      returnCode: '40301',
      returnMsg: 'timestamp: a signed link needs the time it was signed',
      data: { reason: 'timestamp_missing' },
    });
    const ahead = { ...query, timestamp: String(test.clock.now() + 6 * 60_000) };
    const future = await test.inject('GET', url({ ...ahead, signature: signMerchantLink(ahead, secret) }));
    expect(future.json()).toMatchObject({ returnCode: '40301', data: { reason: 'timestamp_in_future' } });
  });

  it('refuses a redirect outside the merchant origins', async () => {
    const response = await test.inject('GET', url({ appId: 'sandbox-demo', redirectUrl: 'https://evil.example/phish' }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      returnCode: '40302',
      returnMsg: 'This redirect address is not allowed for the merchant.',
      data: { reason: 'redirect_not_allowed' },
      success: false,
    });
  });

  it('refuses an unknown app id', async () => {
    const response = await test.inject('GET', url({ appId: 'nobody-here' }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ returnCode: '40303', returnMsg: 'Unauthorized access.', data: { reason: 'unknown_app_id' }, success: false });
  });

  it('refuses a type other than buy or sell, naming type', async () => {
    const response = await test.inject('GET', url({ appId: 'sandbox-demo', type: 'swap' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      returnCode: '40000',
      returnMsg: 'type: must be equal to one of the allowed values',
      data: { reason: 'invalid_value', field: 'type' },
      success: false,
    });
  });

  it('refuses a session token, even in a signed link', async () => {
    const response = await test.inject('GET', url(signed({ appId: 'sandbox-demo', token: 'abc' })));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      returnCode: '40304',
      returnMsg: 'token: links cannot carry a session token; the buyer signs in with an e-mail code',
      data: { reason: 'invalid_value', field: 'token' },
      success: false,
    });
  });

  it('refuses a signed fixed address that is not an address of its network', async () => {
    const response = await test.inject('GET', url(signed({ appId: 'sandbox-demo', address: 'not-an-address', network: 'TRX' })));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      returnCode: '40304',
      returnMsg: 'address: not a valid Tron (TRC20) address',
      data: { reason: 'invalid_value', field: 'address' },
      success: false,
    });
  });

  it('refuses a signed fixed address without its network, and a memo the network does not take', async () => {
    expect((await test.inject('GET', url(signed({ appId: 'sandbox-demo', address: fixedAddress.address })))).json().returnMsg).toBe(
      'network: a fixed address or memo needs its network',
    );
    expect((await test.inject('GET', url(signed({ ...fixedAddress, memo: '123' })))).json().returnMsg).toBe('memo: not a valid memo on Tron (TRC20)');
  });

  it('refuses fixed order values the checkout does not offer', async () => {
    const refusal = async (query: Record<string, string>) => (await test.inject('GET', url({ appId: 'sandbox-demo', ...query }))).json().returnMsg;
    expect(await refusal({ crypto: 'NOPE' })).toBe('crypto: NOPE is not offered');
    expect(await refusal({ fiat: 'XXX' })).toBe('fiat: XXX is not offered');
    expect(await refusal({ network: 'MARS' })).toBe('network: MARS is not offered');
    expect(await refusal({ crypto: 'BTC', network: 'TRX' })).toBe('crypto: BTC is not offered on TRX');
    expect(await refusal({ amount: '0' })).toBe('amount: must be a number above 0, such as 100 or 25.50');
    expect(await refusal({ amount: '1e3' })).toBe('amount: must be a number above 0, such as 100 or 25.50');
  });

  it('treats an empty parameter as absent', async () => {
    const response = await test.inject('GET', url({ appId: 'sandbox-demo', address: '', token: '' }));
    expect(response.json().data).toMatchObject({ signed: false, merchantQueryInfo: { appId: 'sandbox-demo' } });
  });

  it('needs the app id', async () => {
    const response = await test.inject('GET', '/api/merchant/params/check?orderNo=1');
    expect(response.json()).toEqual({
      returnCode: '40000',
      returnMsg: "appId: must have required property 'appId'",
      data: { reason: 'invalid_value', field: 'appId' },
      success: false,
    });
  });
});

describe('the docking grant of a signed link (re-docking within the session)', () => {
  it('accepts the same link again with its grant after the timestamp has gone stale, and keeps the first expiry', async () => {
    const link = signed(fixedAddress);
    const first = (await test.inject('GET', url(link))).json().data;
    expect(first.dockingGrant).toMatch(/^\d+\.[0-9a-f]{64}$/);
    test.clock.advance(30 * 60_000);
    expect((await test.inject('GET', url(link))).json()).toMatchObject({ returnCode: '40301', data: { reason: 'expired' } });
    const again = await test.inject('GET', url({ ...link, dockingGrant: first.dockingGrant }));
    expect(again.json().data).toMatchObject({ signed: true, dockingGrant: first.dockingGrant });
  });

  it("refuses another link's grant and an expired grant", async () => {
    const link = signed(fixedAddress);
    const grant = (await test.inject('GET', url(link))).json().data.dockingGrant as string;
    const other = signed({ ...fixedAddress, crypto: 'USDC', network: 'ETH', address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045' });
    test.clock.advance(16 * 60_000);
    expect((await test.inject('GET', url({ ...other, dockingGrant: grant }))).json()).toMatchObject({ returnCode: '40301', data: { reason: 'expired' } });
    test.clock.advance(24 * 60 * 60_000);
    expect((await test.inject('GET', url({ ...link, dockingGrant: grant }))).json()).toMatchObject({ returnCode: '40301', data: { reason: 'expired' } });
  });

  it('gives an unsigned link no grant', async () => {
    expect((await test.inject('GET', url({ appId: 'sandbox-demo' }))).json().data.dockingGrant).toBeUndefined();
  });
});

describe('merchant modes', () => {
  it("refuses an api merchant's unsigned link and accepts its signed one", async () => {
    const sandboxSecret = 'sandbox-api-secret-do-not-use-in-production';
    expect((await test.inject('GET', url({ appId: 'sandbox-api', crypto: 'USDT' }))).json()).toEqual({
      returnCode: '40301',
      returnMsg: "This merchant's links must be signed.",
      data: { reason: 'signature_missing' },
      success: false,
    });
    const response = await test.inject('GET', url(signed({ appId: 'sandbox-api', crypto: 'USDT' }, sandboxSecret)));
    expect(response.json().data).toMatchObject({ merchantType: 'api', signed: true });
  });

  it("refuses a sell merchant's link to the buy tab", async () => {
    const response = await test.inject('GET', url({ appId: 'sandbox-sell', type: 'buy' }));
    expect(response.json()).toEqual({
      returnCode: '40304',
      returnMsg: "type: this merchant's links open the sell flow only",
      data: { reason: 'invalid_value', field: 'type' },
      success: false,
    });
    expect((await test.inject('GET', url({ appId: 'sandbox-sell', type: 'sell' }))).json().data.merchantType).toBe('sell');
  });
});

describe('merchant secrets', () => {
  it('uses the documented sandbox secret outside production when the environment sets none', async () => {
    const sandbox = await buildTestApp();
    try {
      const query = { appId: 'sandbox-demo', email: 'buyer@example.com', timestamp: String(sandbox.clock.now()) };
      const link = { ...query, signature: signMerchantLink(query, 'sandbox-demo-secret-do-not-use-in-production') };
      expect((await sandbox.inject('GET', url(link))).json().data.signed).toBe(true);
    } finally {
      await sandbox.close();
    }
  });
});

describe('merchant secrets in production', () => {
  it('never falls back to the sandbox secret', async () => {
    const production = await buildTestApp({ config: { nodeEnv: 'production', env: {} } });
    try {
      const query = { appId: 'sandbox-demo', email: 'buyer@example.com', timestamp: String(production.clock.now()) };
      const link = { ...query, signature: signMerchantLink(query, 'sandbox-demo-secret-do-not-use-in-production') };
      expect((await production.inject('GET', url(link))).json()).toEqual(merchantSignature);
    } finally {
      await production.close();
    }
  });
});

describe('a single-use link (nonce)', () => {
  it('is accepted once; the same link checked again as a new link is refused as nonce_used', async () => {
    const link = signed({ appId: 'sandbox-demo', nonce: `n-${test.clock.now()}-once` });
    expect((await test.inject('GET', url(link))).json().data.signed).toBe(true);
    const again = await test.inject('GET', url(link));
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({
      returnCode: '40301',
      returnMsg: 'This link was already used; each link can be used once.',
      data: { reason: 'nonce_used' },
      success: false,
    });
  });

  it('docks again with its docking grant (a reload, a return from the login), the nonce not used again', async () => {
    const link = signed({ appId: 'sandbox-demo', nonce: `n-${test.clock.now()}-grant` });
    const first = (await test.inject('GET', url(link))).json().data;
    const again = await test.inject('GET', url({ ...link, dockingGrant: first.dockingGrant }));
    expect(again.json().data).toMatchObject({ signed: true, dockingGrant: first.dockingGrant });
  });

  it('is not used up by a check that refused the link for another reason', async () => {
    const nonce = `n-${test.clock.now()}-fixable`;
    const badRedirect = signed({ appId: 'sandbox-demo', nonce, redirectUrl: 'https://evil.example/' });
    expect((await test.inject('GET', url(badRedirect))).json().data).toEqual({ reason: 'redirect_not_allowed' });
    const fixed = signed({ appId: 'sandbox-demo', nonce, redirectUrl: 'https://demo.gangway.dev/done' });
    expect((await test.inject('GET', url(fixed))).json().success).toBe(true);
  });

  it('is the same nonce for another merchant, who may use it too', async () => {
    const nonce = `n-${test.clock.now()}-shared`;
    expect((await test.inject('GET', url(signed({ appId: 'sandbox-demo', nonce })))).json().success).toBe(true);
    const sell = { appId: 'sandbox-sell', nonce, timestamp: String(test.clock.now()) };
    const link = { ...sell, signature: signMerchantLink(sell, 'sandbox-sell-secret-do-not-use-in-production') };
    expect((await test.inject('GET', url(link))).json().success).toBe(true);
  });

  it('must be signed, and must be 8 to 128 letters, digits, - or _', async () => {
    expect((await test.inject('GET', url({ appId: 'sandbox-demo', nonce: 'abcdefgh' }))).json().data).toEqual({ reason: 'unsigned_field', field: 'nonce' });
    const short = await test.inject('GET', url(signed({ appId: 'sandbox-demo', nonce: 'abc' })));
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      returnCode: '40000',
      returnMsg: 'nonce: must match pattern "^[A-Za-z0-9_-]{8,128}$"',
      data: { reason: 'invalid_value', field: 'nonce' },
      success: false,
    });
  });
});

describe("a refusal in the caller's language", () => {
  it('says why in Spanish and keeps the reason code', async () => {
    const response = await test.inject('GET', url({ appId: 'sandbox-api' }), undefined, { 'accept-language': 'es' });
    expect(response.json()).toEqual({
      returnCode: '40301',
      returnMsg: 'Los enlaces de este comercio deben estar firmados.',
      data: { reason: 'signature_missing' },
      success: false,
    });
  });
});
