import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../tests/helpers/testApp';
import type { PriceProvider } from '../providers/prices/prices';

/** A provider whose prices are as old as the test says: the core, not the provider, is on trial. */
let age = 0;
const agedPrices: PriceProvider = {
  maxAgeMs: 10_000,
  async cryptoPrice(_crypto, _fiat, at) {
    return { kind: 'price', value: '1', time: at - age, sources: ['test'] };
  },
};

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp({ providers: { prices: agedPrices } });
});
afterAll(() => test.close());

const usdtOnTron = { crypto: 'USDT', fiat: 'USD', side: 'buy', amount: '100', alpha2: 'US', network: 'TRX', payWayCode: '10001' };

describe('the price a quote is priced on', { timeout: 60_000 }, () => {
  it('may be as old as the provider’s bound', async () => {
    age = 10_000;
    const response = await test.inject('POST', '/api/index/v2/trade/quote', usdtOnTron);
    expect(response.json().data).toMatchObject({ cryptoPrice: '1.00' });
  });

  it('is refused, busy, one millisecond older', async () => {
    age = 10_001;
    const response = await test.inject('POST', '/api/index/v2/trade/quote', usdtOnTron);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      returnCode: '10005',
      returnMsg: 'The service is busy right now. Please try again in a moment.',
      data: null,
      success: false,
    });
  });

  it('is refused the same way for the fee schedule, which quotes a price too', async () => {
    age = 60_000;
    const response = await test.inject('GET', '/api/crypto/fee?crypto=USDT&fiat=USD&network=TRX&payWayCode=10001');
    expect(response.json()).toMatchObject({ returnCode: '10005', success: false });
  });
});
