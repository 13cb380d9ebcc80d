import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeNow, listenLocally } from '../../../../../tests/helpers/localServer';
import production from '../../../../../deploy/providers.production.json';
import { loadExchange, readExchange } from './exchanges';

const fixtures = join(import.meta.dirname, '../../../../../tests/fixtures/prices');

/** Each exchange of the production example, the paths CCXT asks for one symbol, and what the documented answers say. */
const recorded = [
  {
    exchange: 'kraken',
    symbol: 'BTC/USD',
    files: { '/0/public/Assets': 'kraken/Assets.json', '/0/public/AssetPairs': 'kraken/AssetPairs.json', '/0/public/Ticker': 'kraken/Ticker.json' },
    last: '30303.2',
    time: undefined,
  },
  {
    exchange: 'coinbaseexchange',
    symbol: 'BTC/USD',
    files: {
      '/currencies': 'coinbaseexchange/currencies.json',
      '/products': 'coinbaseexchange/products.json',
      '/products/BTC-USD/ticker': 'coinbaseexchange/ticker.json',
    },
    last: '6268.48',
    time: Date.parse('2020-03-20T00:22:57.833Z'),
  },
  {
    exchange: 'okx',
    symbol: 'BTC/USDT',
    files: { '/api/v5/public/instruments': 'okx/instruments.json', '/api/v5/market/tickers': 'okx/tickers.json' },
    last: '9999.99',
    time: 1597026383085,
  },
  {
    exchange: 'binance',
    symbol: 'BNB/BTC',
    files: { '/api/v3/exchangeInfo': 'binance/exchangeInfo.json', '/api/v3/ticker/24hr': 'binance/ticker-24hr.json' },
    last: '4.000002',
    time: 1499869899040,
  },
] as const;

let origin: string;
const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://exchange');
  const [, exchange, ...rest] = url.pathname.split('/');
  const file = (recorded.find((entry) => entry.exchange === exchange)?.files as Record<string, string> | undefined)?.[`/${rest.join('/')}`];
  response.writeHead(file ? 200 : 404, { 'content-type': 'application/json' });
  response.end(file ? readFileSync(join(fixtures, file)) : '{}');
});
beforeAll(async () => {
  origin = await listenLocally(server);
});
afterAll(() => closeNow(server));

/** Later than every recorded timestamp: the time an answer arrives here. */
const arrival = Date.parse('2026-01-01T00:00:00Z');
const productionSources = production.prices.settings.exchanges.sources;

describe('each exchange of the production example, on the response recorded from its documentation', () => {
  it('is one recorded here', () => {
    expect(productionSources.map((source) => source.exchange).sort()).toEqual(recorded.map((entry) => entry.exchange).sort());
  });

  it.each(recorded)('$exchange: reads the last price and the time of $symbol', async ({ exchange, symbol, last, time }) => {
    const batch = productionSources.find((source) => source.exchange === exchange)?.batch;
    const source = { exchange, batch, apiUrl: `${origin}/${exchange}`, symbols: { [symbol.split('/')[0] ?? '']: symbol } };
    const loaded = await loadExchange(source, 2_000);
    if (!loaded) throw new Error(`CCXT has no ${exchange}`);
    const reading = await readExchange(loaded, source, () => arrival);
    expect(reading.failures).toEqual([]);
    expect(reading.readings.map(({ symbol: read, value, time: at }) => ({ read, value: value.toFixed(), at }))).toEqual([
      { read: symbol, value: last, at: time ?? arrival },
    ]);
  });

  it('knows no exchange CCXT does not have', async () => {
    expect(await loadExchange({ exchange: 'krakn', symbols: { BTC: 'BTC/USD' } }, 2_000)).toBeUndefined();
  });
});
