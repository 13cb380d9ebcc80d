import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../tests/helpers/testApp';
import { recordRecent } from '../services/recent';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(async () => {
  await test.close();
});

const ok = (data: unknown) => ({ returnCode: '0000', returnMsg: '', data, success: true });

describe('GET /api/index/v2/notice/list', () => {
  it('lists the live notices in the caller language with the server time', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/index/v2/notice/list', headers: { 'accept-language': 'es' } });
    expect(response.json()).toEqual(
      ok([
        {
          content: 'Bienvenido a Gangway: compra y vende criptomonedas con tus métodos de pago locales.',
          publishTime: 1767225600000,
          endTime: 4102444800000,
          systemTime: test.clock.now(),
        },
      ]),
    );
  });

  it('leaves out a notice whose end time has passed', async () => {
    await test.db.query("INSERT INTO notices (content_key, publish_time, end_time) VALUES ('server.notice.welcome', 0, 1)");
    const response = await test.inject('GET', '/api/index/v2/notice/list');
    expect(response.json().data).toHaveLength(1);
  });
});

describe('GET /api/index/v2/activity/time', () => {
  it('answers the first-order promotion window and that it runs now', async () => {
    const response = await test.inject('GET', '/api/index/v2/activity/time');
    expect(response.json()).toEqual(
      ok({ activityStatus: true, startTime: 1767225600000, endTime: 4102444800000, systemTime: test.clock.now(), discountPercent: '50' }),
    );
  });
});

describe('GET /api/index/client/ip', () => {
  it('answers the caller address', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/index/client/ip', remoteAddress: '203.0.113.5' });
    expect(response.json()).toEqual(ok({ ip: '203.0.113.5' }));
  });
});

describe('GET /api/index/v2/world/fiat/list', () => {
  const rows = (items: { fiat: string; alpha2: string }[]) => items.map((item) => `${item.fiat}/${item.alpha2}`);

  it('lists every buy fiat in each of its countries, named in the caller language and in English', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/index/v2/world/fiat/list?pageIndex=1&pageSize=999&side=buy',
      headers: { 'accept-language': 'es' },
    });
    const { pageData, buyRecentFiatList, sellRecentFiatList } = response.json().data;
    expect(pageData.total).toBe(test.app.config.assets.fiats.reduce((sum, fiat) => sum + fiat.countries.length, 0));
    expect(pageData.result[0]).toEqual({
      fiat: 'USD',
      fiatName: 'Dólar estadounidense',
      countryName: 'Estados Unidos',
      enCommonName: 'United States',
      flag: '/icons/flag/us.svg',
      alpha2: 'US',
      symbol: '$',
    });
    expect(buyRecentFiatList).toEqual([]);
    expect(sellRecentFiatList).toEqual([]);
  });

  it('offers EUR in the Netherlands and in Belgium as rows of their own, with the country flag', async () => {
    const response = await test.inject('GET', '/api/index/v2/world/fiat/list?side=buy&name=eur');
    const result = response.json().data.pageData.result;
    expect(rows(result)).toEqual(test.app.config.assets.fiats.find((fiat) => fiat.code === 'EUR')?.countries.map((alpha2) => `EUR/${alpha2}`));
    expect(result.find((item: { alpha2: string }) => item.alpha2 === 'NL')).toEqual({
      fiat: 'EUR',
      fiatName: 'Euro',
      countryName: 'Netherlands',
      enCommonName: 'Netherlands',
      flag: '/icons/flag/nl.svg',
      alpha2: 'NL',
      symbol: '€',
    });
  });

  it('finds a row by country name, country code or the currency name in English', async () => {
    const byCountry = await test.app.inject({
      method: 'GET',
      url: '/api/index/v2/world/fiat/list?side=buy&name=b%C3%A9lgica',
      headers: { 'accept-language': 'es' },
    });
    expect(rows(byCountry.json().data.pageData.result)).toEqual(['EUR/BE']);
    const byEnglish = await test.app.inject({
      method: 'GET',
      url: '/api/index/v2/world/fiat/list?side=buy&name=belgium',
      headers: { 'accept-language': 'es' },
    });
    expect(rows(byEnglish.json().data.pageData.result)).toEqual(['EUR/BE']);
    const byCurrency = await test.app.inject({ method: 'GET', url: '/api/index/v2/world/fiat/list?side=buy&name=pound', headers: { 'accept-language': 'es' } });
    expect(rows(byCurrency.json().data.pageData.result)).toEqual(['GBP/GB']);
  });

  it('lists payout countries on the sell side', async () => {
    const response = await test.inject('GET', '/api/index/v2/world/fiat/list?side=sell&name=brazil');
    expect(response.json().data.pageData).toEqual({
      result: [
        { fiat: 'BRL', fiatName: 'Brazilian Real', countryName: 'Brazil', enCommonName: 'Brazil', flag: '/icons/flag/br.svg', alpha2: 'BR', symbol: 'R$' },
      ],
      total: 1,
    });
  });

  it('pages the rows', async () => {
    const paged = await test.inject('GET', '/api/index/v2/world/fiat/list?pageIndex=2&pageSize=5');
    expect(paged.json().data.pageData.result).toHaveLength(5);
  });

  it('shows a signed-in user the rows they used lately, newest first, in their country', async () => {
    const user = await test.loginAs('recent-fiat@example.com');
    await recordRecent(test.db, user.userNo, 'buyFiat', 'EUR/NL', 1);
    await recordRecent(test.db, user.userNo, 'buyFiat', 'BRL/BR', 2);
    await recordRecent(test.db, user.userNo, 'buyFiat', 'EUR/BE', 3);
    const response = await user.signedInject('GET', '/index/v2/world/fiat/list?side=buy');
    expect(rows(response.json().data.buyRecentFiatList)).toEqual(['EUR/BE', 'BRL/BR', 'EUR/NL']);
  });

  it("reads a pick recorded before rows had a country as the fiat's first row", async () => {
    const user = await test.loginAs('recent-fiat-legacy@example.com');
    await recordRecent(test.db, user.userNo, 'buyFiat', 'EUR', 1);
    const response = await user.signedInject('GET', '/index/v2/world/fiat/list?side=buy');
    expect(rows(response.json().data.buyRecentFiatList)).toEqual(['EUR/DE']);
  });

  it('refuses an unknown side naming the field', async () => {
    const response = await test.inject('GET', '/api/index/v2/world/fiat/list?side=lend');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ returnCode: '40000', returnMsg: 'side: must be equal to one of the allowed values', data: null, success: false });
  });
});

describe('GET /api/index/v2/crypto/list', () => {
  it('pages crypto-network pairs twenty at a time with the popular ones', async () => {
    const response = await test.inject('GET', '/api/index/v2/crypto/list?pageIndex=1&side=buy');
    const { popularList, recentBuyList, pageData } = response.json().data;
    expect(pageData.result).toHaveLength(20);
    expect(pageData.result[0]).toEqual({
      crypto: 'USDT',
      cryptoName: 'Tether',
      cryptoIcon: '/icons/crypto/usdt.svg',
      network: 'TRX',
      networkName: expect.any(String),
      networkIcon: expect.stringMatching(/^\//),
    });
    expect(popularList.length).toBeGreaterThan(0);
    expect(recentBuyList).toEqual([]);
  });

  it('searches by coin and keeps a merchant-fixed crypto and network', async () => {
    const search = await test.inject('GET', '/api/index/v2/crypto/list?coin=bitcoin');
    expect(search.json().data.pageData.result.map((item: { crypto: string }) => item.crypto)).toContain('BTC');
    const eth = await test.inject('GET', '/api/index/v2/crypto/list?coin=ETH');
    expect(eth.json().data.pageData.result[0]).toMatchObject({ crypto: 'ETH' });
    const fixed = await test.inject('GET', '/api/index/v2/crypto/list?crypto=USDT&network=TRX');
    expect(fixed.json().data.pageData).toEqual({ result: [expect.objectContaining({ crypto: 'USDT', network: 'TRX' })], total: 1 });
  });

  it('shows a signed-in user the pairs they bought lately', async () => {
    const user = await test.loginAs('recent-crypto@example.com');
    await recordRecent(test.db, user.userNo, 'buyCrypto', 'USDT/ETH', 1);
    const response = await user.signedInject('GET', '/index/v2/crypto/list?side=buy');
    expect(response.json().data.recentBuyList).toEqual([expect.objectContaining({ crypto: 'USDT', network: 'ETH' })]);
  });

  it('refuses a page size above 999', async () => {
    const response = await test.inject('GET', '/api/index/v2/crypto/list?pageSize=1000');
    expect(response.json()).toEqual({ returnCode: '40000', returnMsg: 'pageSize: must be <= 999', data: null, success: false });
  });
});

describe('network lists', () => {
  it('answers the networks of a crypto with address rules and network fee', async () => {
    const response = await test.inject('GET', '/api/index/v2/crypto/network/list?crypto=USDT');
    const trx = response.json().data.find((item: { network: string }) => item.network === 'TRX');
    expect(trx).toEqual({
      crypto: 'USDT',
      network: 'TRX',
      networkName: expect.any(String),
      networkIcon: expect.any(String),
      addressRegex: expect.any(String),
      memoRegex: null,
      networkFee: '1',
    });
  });

  it('answers every crypto-network pair from /crypto/network/list', async () => {
    const response = await test.inject('GET', '/api/crypto/network/list');
    const pairs = test.app.config.assets.cryptos.reduce((sum, crypto) => sum + crypto.networks.length, 0);
    expect(response.json().data).toHaveLength(pairs);
  });

  it('answers notFound for an unknown crypto', async () => {
    const response = await test.inject('GET', '/api/crypto/network/list?crypto=NOPE');
    expect(response.json()).toEqual({ returnCode: '40004', returnMsg: 'The requested item was not found.', data: null, success: false });
  });

  it('answers the networks a crypto can be sold from', async () => {
    const response = await test.inject('GET', '/api/crypto/sell/network?crypto=USDT');
    expect(response.json().data.map((item: { network: string }) => item.network)).toContain('TRX');
  });

  it('needs the crypto to sell', async () => {
    const response = await test.inject('GET', '/api/crypto/sell/network');
    expect(response.json()).toEqual({ returnCode: '40000', returnMsg: "crypto: must have required property 'crypto'", data: null, success: false });
  });
});
