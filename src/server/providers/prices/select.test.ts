import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecordedMarket, type RecordedMarket } from '../../../../scripts/lib/recordedMarket';
import { freshDb } from '../../../../tests/helpers/testDb';
import { buildTestApp } from '../../../../tests/helpers/testApp';
import { buildApp } from '../../app';
import { serverConfigFromEnv } from '../../config';
import type { MarketPrices } from '../../../shared/generated/providers.schema';
import { StartupError } from '../../startup-error';

const token = 'scrape-secret-1234';
const base = serverConfigFromEnv({ NODE_ENV: 'test' });
let market: RecordedMarket;
beforeAll(async () => {
  market = await startRecordedMarket(Date.now);
  market.price('kraken', 'BTC/USD', '30000');
  market.price('okx', 'BTC/USD', '30002');
});
afterAll(() => market.close());

function marketSettings(exchange = 'kraken'): MarketPrices {
  return {
    baseFiat: 'USD',
    timeoutMs: 2_000,
    exchanges: {
      refreshMs: 3_600_000,
      maxAgeMs: 60_000,
      outlierPercent: '2',
      minimumSources: 2,
      sources: [
        { exchange, batch: true, apiUrl: `${market.url}/kraken`, symbols: { BTC: 'BTC/USD' } },
        { exchange: 'okx', batch: true, apiUrl: `${market.url}/okx`, symbols: { BTC: 'BTC/USD' } },
      ],
    },
    fiatRates: {
      refreshMs: 7_200_000,
      outlierPercent: '3',
      minimumSources: 1,
      sources: [{ name: 'ecb', format: 'ecb', baseUrl: `${market.url}/ecb`, maxAgeMs: 518_400_000, fiats: ['EUR'] }],
    },
  };
}

const withMarketPrices = (settings: MarketPrices) => ({
  ...base,
  env: { METRICS_TOKEN: token },
  providers: { ...base.providers, prices: { adapter: 'market' as const, settings } },
});
const btcQuote = { crypto: 'BTC', fiat: 'USD', side: 'buy', amount: '100', alpha2: 'US', network: 'BTC', payWayCode: '10001' };

describe('the prices adapter config/providers.json selects', { timeout: 90_000 }, () => {
  it('is the sandbox by default: the Sandbox strip names the prices, and nothing is fetched', async () => {
    const test = await buildTestApp();
    try {
      expect(test.app.providerJobs).toEqual([]);
      expect((await test.inject('GET', '/api/index/environment')).json().data.sandboxKinds).toContain('prices');
    } finally {
      await test.close();
    }
  });

  it('is the market when selected: fetched before the app is ready, quoted from memory, scheduled, measured, and not named by the Sandbox strip', async () => {
    const test = await buildTestApp({ config: withMarketPrices(marketSettings()) });
    try {
      expect((await test.inject('POST', '/api/index/v2/trade/quote', btcQuote)).json().data).toMatchObject({ cryptoPrice: '30001.00' });
      expect(test.app.providerJobs.map(({ name, everyMs }) => ({ name, everyMs }))).toEqual([
        { name: 'prices: exchanges', everyMs: 3_600_000 },
        { name: 'prices: fiat rates', everyMs: 7_200_000 },
      ]);
      const environment = (await test.inject('GET', '/api/index/environment')).json().data;
      expect(environment).toMatchObject({ sandbox: true, sandboxKinds: ['card', 'local', 'kyc', 'chain', 'payout'] });
      const scraped = (await test.inject('GET', '/metrics', undefined, { authorization: `Bearer ${token}` })).body;
      expect(scraped).toMatch(/^gangway_price_source_age_seconds\{source="kraken",asset="BTC"\} \d/m);
      expect(scraped).toMatch(/^gangway_price_source_age_seconds\{source="ecb",asset="EUR"\} \d/m);
      expect(scraped).toMatch(/^gangway_price_source_deviation_percent\{source="okx",asset="BTC"\} 0\.00333/m);
      expect(scraped).toMatch(/^gangway_price_pairs_refused 0$/m);
    } finally {
      await test.close();
    }
  });

  it('refuses to start on an exchange CCXT does not have, naming the setting', async () => {
    const db = await freshDb();
    const app = await buildApp({ db, config: withMarketPrices(marketSettings('krakn')), logger: false });
    try {
      await expect(app.ready()).rejects.toThrow(
        new StartupError('providers.json /prices/settings/exchanges/sources/0/exchange: CCXT has no exchange "krakn".'),
      );
    } finally {
      await app.close();
      await db.close();
    }
  });
});
