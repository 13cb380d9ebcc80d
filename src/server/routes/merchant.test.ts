import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../tests/helpers/testApp';
import { signMerchantLink } from '../services/merchantLinks';

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

const merchantSignature = { returnCode: '40301', returnMsg: 'The merchant signature is invalid', data: null, success: false };
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

  it('refuses a fixed address without a signature', async () => {
    const response = await test.inject('GET', url(fixedAddress));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(merchantSignature);
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

  it('refuses a signed link older than the merchant allows', async () => {
    const link = signed({ appId: 'sandbox-demo', token: 'abc' });
    test.clock.advance(600_001);
    const response = await test.inject('GET', url(link));
    expect(response.json()).toEqual(merchantSignature);
  });

  it('refuses a redirect outside the merchant origins', async () => {
    const response = await test.inject('GET', url({ appId: 'sandbox-demo', redirectUrl: 'https://evil.example/phish' }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ returnCode: '40302', returnMsg: 'This redirect address is not allowed for the merchant', data: null, success: false });
  });

  it('refuses an unknown app id', async () => {
    const response = await test.inject('GET', url({ appId: 'nobody-here' }));
    expect(response.json()).toEqual({ returnCode: '40303', returnMsg: 'Unauthorized access', data: null, success: false });
  });

  it('needs the app id', async () => {
    const response = await test.inject('GET', '/api/merchant/params/check?orderNo=1');
    expect(response.json()).toEqual({ returnCode: '40000', returnMsg: "appId: must have required property 'appId'", data: null, success: false });
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
