import Decimal from 'decimal.js';
import pino from 'pino';
import { Registry } from 'prom-client';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startRecordedMarket, type Exchange, type RecordedMarket } from '../../../../../scripts/lib/recordedMarket';
import { buildTestApp, type TestApp } from '../../../../../tests/helpers/testApp';
import type { MarketPrices } from '../../../../shared/generated/providers.schema';
import { marketPrices, type MarketPriceAdapter } from './market-prices';

const start = Date.UTC(2026, 0, 1, 12);
let time = start;
const now = () => time;
const markets: RecordedMarket[] = [];
afterAll(async () => {
  for (const market of markets) await market.close();
});
beforeEach(() => {
  time = start;
});

/** The batch setting of the production example (deploy/providers.production.json). */
const batch: Record<Exchange, boolean> = { kraken: true, coinbaseexchange: false, okx: true, binance: true };

interface Rules {
  minimumSources?: number;
  maxAgeMs?: number;
  timeoutMs?: number;
}

/** Market settings reading `symbols` on each exchange from the recorded market, and EUR from both rate sources. */
function settingsFor(market: RecordedMarket, symbols: Partial<Record<Exchange, Record<string, string>>>, rules: Rules = {}): MarketPrices {
  const sources = Object.entries(symbols).map(([exchange, wanted]) => ({
    exchange,
    batch: batch[exchange as Exchange],
    apiUrl: `${market.url}/${exchange}`,
    symbols: wanted,
  }));
  return {
    baseFiat: 'USD',
    timeoutMs: rules.timeoutMs ?? 2_000,
    exchanges: {
      refreshMs: 3_600_000,
      maxAgeMs: rules.maxAgeMs ?? 60_000,
      outlierPercent: '5',
      minimumSources: rules.minimumSources ?? 2,
      sources: sources as MarketPrices['exchanges']['sources'],
    },
    fiatRates: {
      refreshMs: 3_600_000,
      outlierPercent: '3',
      minimumSources: 1,
      sources: [
        { name: 'coinbase-rates', format: 'coinbase', baseUrl: `${market.url}/coinbase`, maxAgeMs: 600_000, fiats: ['EUR'] },
        { name: 'ecb', format: 'ecb', baseUrl: `${market.url}/ecb`, maxAgeMs: 518_400_000, fiats: ['EUR'] },
      ],
    },
  };
}

async function recordedMarket(): Promise<RecordedMarket> {
  const market = await startRecordedMarket(now);
  markets.push(market);
  return market;
}

function adapterOn(settings: MarketPrices) {
  const logged: Array<Record<string, unknown>> = [];
  const registry = new Registry();
  const log = pino({ level: 'info' }, { write: (line: string) => void logged.push(JSON.parse(line) as Record<string, unknown>) });
  return { adapter: marketPrices({ settings, now, log, registry }), logged, registry };
}

async function sample(registry: Registry, name: string, labels: Record<string, string>): Promise<number | undefined> {
  const values = (await registry.getSingleMetric(name)?.get())?.values ?? [];
  return values.find((value) => Object.entries(labels).every(([key, label]) => value.labels[key] === label))?.value;
}

const btcUsd = { BTC: 'BTC/USD' };

describe('the market price: a median of fresh sources', () => {
  it('leaves out the one exchange 20 % off three that agree, prices on their median, and logs and counts it', async () => {
    const market = await recordedMarket();
    market.price('kraken', 'BTC/USD', '30000');
    market.price('coinbaseexchange', 'BTC/USD', '30010');
    market.price('okx', 'BTC/USD', '29990');
    market.price('binance', 'BTC/USD', '36000');
    const { adapter, logged, registry } = adapterOn(settingsFor(market, { kraken: btcUsd, coinbaseexchange: btcUsd, okx: btcUsd, binance: btcUsd }));
    await adapter.refresh();
    expect(await adapter.provider.cryptoPrice('BTC', 'USD', now())).toEqual({
      kind: 'price',
      value: '30000',
      time: start,
      sources: ['kraken BTC/USD', 'coinbaseexchange BTC/USD', 'okx BTC/USD'],
    });
    expect(await sample(registry, 'gangway_price_outliers_total', { source: 'binance', asset: 'BTC' })).toBe(1);
    expect(await sample(registry, 'gangway_price_source_deviation_percent', { source: 'binance', asset: 'BTC' })).toBeCloseTo(19.98, 2);
    expect(logged).toContainEqual(expect.objectContaining({ level: 40, source: 'binance', asset: 'BTC', percent: '19.98' }));
  });

  it('prices a crypto quoted in USDT through the median of USDT’s own USD tickers', async () => {
    const market = await recordedMarket();
    market.price('kraken', 'USDT/USD', '1.002');
    market.price('coinbaseexchange', 'USDT/USD', '1.000');
    market.price('okx', 'BTC/USDT', '30000');
    market.price('binance', 'BTC/USDT', '30000');
    const usdt = { USDT: 'USDT/USD' };
    const { adapter } = adapterOn(settingsFor(market, { kraken: usdt, coinbaseexchange: usdt, okx: { BTC: 'BTC/USDT' }, binance: { BTC: 'BTC/USDT' } }));
    await adapter.refresh();
    expect(await adapter.provider.cryptoPrice('BTC', 'USD', now())).toEqual({
      kind: 'price',
      value: '30030',
      time: start,
      sources: ['okx BTC/USDT', 'binance BTC/USDT'],
    });
  });

  it('prices in another fiat by the median of its fresh rates', async () => {
    const market = await recordedMarket();
    market.price('kraken', 'BTC/USD', '30000');
    market.price('okx', 'BTC/USD', '30000');
    const { adapter } = adapterOn(settingsFor(market, { kraken: btcUsd, okx: btcUsd }));
    await adapter.refresh();
    // coinbase answers 0.86 EUR per USD; the ECB 1.1628 USD per EUR.
    const eurPerUsd = new Decimal('0.86').plus(new Decimal(1).dividedBy('1.1628')).dividedBy(2);
    expect(await adapter.provider.cryptoPrice('BTC', 'EUR', now())).toEqual({
      kind: 'price',
      value: eurPerUsd.times(30000).toFixed(),
      time: start,
      sources: ['kraken BTC/USD', 'okx BTC/USD', 'coinbase-rates EUR', 'ecb EUR'],
    });
  });

  it('does not price a pair it has no source for', async () => {
    const market = await recordedMarket();
    const { adapter } = adapterOn(settingsFor(market, { kraken: btcUsd }));
    expect(await adapter.provider.cryptoPrice('ETH', 'USD', now())).toBeUndefined();
    expect(await adapter.provider.cryptoPrice('BTC', 'GBP', now())).toBeUndefined();
  });
});

const quoteOf = (crypto: string, network = crypto) => ({ crypto, fiat: 'USD', side: 'buy', amount: '100', alpha2: 'US', network, payWayCode: '10001' });
const busy = { returnCode: '10005', returnMsg: 'The service is busy right now. Please try again in a moment.', data: null, success: false };

/** The app quoting on the adapter's prices, on the same clock. */
async function appOn(adapter: MarketPriceAdapter): Promise<TestApp> {
  const test = await buildTestApp({ providers: { prices: adapter.provider }, startAt: start });
  time = test.clock.now();
  return test;
}

describe('a source that stops answering', { timeout: 90_000 }, () => {
  it('is used until its last price is older than the bound, then left out; below the minimum the pair is refused busy, and quotes return when it answers again', async () => {
    const market = await recordedMarket();
    for (const exchange of ['kraken', 'coinbaseexchange', 'okx'] as const) market.price(exchange, 'BTC/USD', '30000');
    const { adapter, registry } = adapterOn(settingsFor(market, { kraken: btcUsd, coinbaseexchange: btcUsd, okx: btcUsd }, { minimumSources: 3 }));
    await adapter.refresh();
    const test = await appOn(adapter);
    const quote = async (advance: number) => {
      test.clock.advance(advance);
      time = test.clock.now();
      return test.inject('POST', '/api/index/v2/trade/quote', quoteOf('BTC'));
    };
    try {
      expect((await quote(0)).json().data).toMatchObject({ cryptoPrice: '30000.00' });

      market.answer('okx', 'status500');
      expect((await quote(30_000)).statusCode).toBe(200);
      await adapter.refresh();
      // okx's last price is 30 s old: within the 60 s bound, still one of three.
      expect((await quote(0)).json().data).toMatchObject({ cryptoPrice: '30000.00' });

      const refused = await quote(30_001);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual(busy);
      // BTC in USD and in EUR.
      expect(await sample(registry, 'gangway_price_pairs_refused', {})).toBe(2);
      expect(await sample(registry, 'gangway_price_source_errors_total', { source: 'okx' })).toBe(1);

      market.answer('okx', 'normally');
      await adapter.refresh();
      expect((await quote(0)).json().data).toMatchObject({ cryptoPrice: '30000.00' });
      expect(await sample(registry, 'gangway_price_pairs_refused', {})).toBe(0);
    } finally {
      await test.close();
    }
  });
});

describe('bad answers', { timeout: 90_000 }, () => {
  it('an HTML page, HTTP 500, a negative price, a price of 0 or an answer 30 s late prices no quote, and quotes of other pairs go on', async () => {
    const market = await recordedMarket();
    market.price('kraken', 'BTC/USD', '30000');
    market.answer('kraken', 'html');
    market.price('coinbaseexchange', 'ETH/USD', '3000');
    market.answer('coinbaseexchange', 'status500');
    market.price('okx', 'SOL/USD', '140');
    market.answer('okx', 'after30s');
    market.price('binance', 'XRP/USD', '-2.2');
    market.price('binance', 'LTC/USD', '0');
    market.price('binance', 'DOGE/USD', '0.16');
    const settings = settingsFor(
      market,
      { kraken: btcUsd, coinbaseexchange: { ETH: 'ETH/USD' }, okx: { SOL: 'SOL/USD' }, binance: { XRP: 'XRP/USD', LTC: 'LTC/USD', DOGE: 'DOGE/USD' } },
      { minimumSources: 1, timeoutMs: 300 },
    );
    const { adapter, registry } = adapterOn(settings);
    const started = Date.now();
    await adapter.refresh();
    expect(Date.now() - started).toBeLessThan(10_000);
    const test = await appOn(adapter);
    try {
      for (const crypto of ['BTC', 'ETH', 'SOL', 'XRP', 'LTC'])
        expect({ crypto, answer: (await test.inject('POST', '/api/index/v2/trade/quote', quoteOf(crypto))).json() }).toEqual({ crypto, answer: busy });
      expect((await test.inject('POST', '/api/index/v2/trade/quote', quoteOf('DOGE'))).json().data).toMatchObject({ crypto: 'DOGE', cryptoPrice: '0.16' });
      for (const source of ['kraken', 'coinbaseexchange', 'okx']) expect(await sample(registry, 'gangway_price_source_errors_total', { source })).toBe(1);
      expect(await sample(registry, 'gangway_price_source_errors_total', { source: 'binance' })).toBe(2);
    } finally {
      await test.close();
    }
  });
});
