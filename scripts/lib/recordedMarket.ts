import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/**
 * The public market data the market price adapter reads, answered by a local HTTP server in the
 * shapes the sources document (tests/fixtures/prices, README there): four exchanges as CCXT asks
 * them, Coinbase's exchange rates and the ECB's daily rates, each under a path prefix of its own
 * (`<url>/kraken`, `<url>/ecb`…) to set as the source's apiUrl or baseUrl. Each answer is built
 * from the first documented entry, with the symbols set here, every price field of a ticker at the
 * price set (as for a market that trades at it: CCXT derives a missing last price from the others)
 * and the time of `now()`, so tests and the bench run with no network.
 */

export type Exchange = 'kraken' | 'coinbaseexchange' | 'okx' | 'binance';
export type RateSource = 'coinbase' | 'ecb';
/** How a source answers: as documented, with an HTML page, with HTTP 500, or as documented but 30 s late. */
export type Answering = 'normally' | 'html' | 'status500' | 'after30s';

export interface RecordedMarket {
  url: string;
  /** The last price the exchange answers for the symbol ("BTC/USD"), written as the exchange writes it ("-5" and "0" too). */
  price(exchange: Exchange, symbol: string, last: string): void;
  /** The rate the source answers for the fiat: per USD for coinbase, per EUR for the ecb. */
  rate(source: RateSource, fiat: string, rate: string): void;
  /** How the source answers from now on. */
  answer(source: Exchange | RateSource, how: Answering): void;
  close(): Promise<void>;
}

const fixtures = join(import.meta.dirname, '../../tests/fixtures/prices');
const fixture = (path: string): unknown => JSON.parse(readFileSync(join(fixtures, path), 'utf8'));

type Json = Record<string, unknown>;
const split = (symbol: string): [string, string] => {
  const [base = '', quote = ''] = symbol.split('/');
  return [base, quote];
};

/** Kraken's ticker fields for a market trading at `last`: ask, bid, last trade, weighted average, low, high, open. */
const krakenTickerAt = (last: string | undefined) => ({
  a: [last, '1', '1.000'],
  b: [last, '1', '1.000'],
  c: [last, '0.00067643'],
  p: [last, last],
  l: [last, last],
  h: [last, last],
  o: last,
});

/** Kraken's asset ids: X and Z prefixed for its oldest assets, the code itself for the others. */
const krakenIds: Record<string, string> = { BTC: 'XXBT', ETH: 'XETH', USD: 'ZUSD', EUR: 'ZEUR' };
const krakenId = (code: string) => krakenIds[code] ?? code;
const krakenPair = (symbol: string) => split(symbol).map(krakenId).join('');

interface Request {
  path: string;
  query: URLSearchParams;
}

type Handler = (request: Request, prices: Map<string, string>, now: number) => unknown;

/** Per exchange, the documented answer of each path CCXT asks, for the symbols priced. */
function exchangeRoutes(): Record<Exchange, Record<string, Handler>> {
  const krakenPairs = fixture('kraken/AssetPairs.json') as { result: Record<string, Json> };
  const krakenTicker = fixture('kraken/Ticker.json') as { result: Record<string, Json> };
  const pairTemplate = krakenPairs.result.XXBTZUSD ?? {};
  const tickerTemplate = krakenTicker.result.XXBTZUSD ?? {};
  const coinbaseProduct = (fixture('coinbaseexchange/products.json') as Json[])[0] ?? {};
  const coinbaseTicker = fixture('coinbaseexchange/ticker.json') as Json;
  const okxInstrument = (fixture('okx/instruments.json') as { data: Json[] }).data[0] ?? {};
  const okxTicker = (fixture('okx/tickers.json') as { data: Json[] }).data[0] ?? {};
  const binanceInfo = fixture('binance/exchangeInfo.json') as Json & { symbols: Json[] };
  const binanceTicker = (fixture('binance/ticker-24hr.json') as Json[])[0] ?? {};
  const symbolsOf = (prices: Map<string, string>) => [...prices.keys()];
  return {
    kraken: {
      '/0/public/Assets': () => fixture('kraken/Assets.json'),
      '/0/public/AssetPairs': (_, prices) => ({
        error: [],
        result: Object.fromEntries(
          symbolsOf(prices).map((symbol) => {
            const [base, quote] = split(symbol);
            return [krakenPair(symbol), { ...pairTemplate, altname: `${base}${quote}`, wsname: symbol, base: krakenId(base), quote: krakenId(quote) }];
          }),
        ),
      }),
      '/0/public/Ticker': (request, prices) => {
        const asked = new Set((request.query.get('pair') ?? '').split(','));
        const priced = symbolsOf(prices).filter((symbol) => asked.has(krakenPair(symbol)));
        return {
          error: [],
          result: Object.fromEntries(priced.map((symbol) => [krakenPair(symbol), { ...tickerTemplate, ...krakenTickerAt(prices.get(symbol)) }])),
        };
      },
    },
    coinbaseexchange: {
      '/currencies': () => fixture('coinbaseexchange/currencies.json'),
      '/products': (_, prices) =>
        symbolsOf(prices).map((symbol) => {
          const [base, quote] = split(symbol);
          return { ...coinbaseProduct, id: `${base}-${quote}`, base_currency: base, quote_currency: quote, display_name: symbol };
        }),
      '/products/:id/ticker': (request, prices, now) => {
        const symbol = symbolsOf(prices).find((candidate) => request.path === `/products/${split(candidate).join('-')}/ticker`);
        const last = symbol === undefined ? undefined : prices.get(symbol);
        return last === undefined ? undefined : { ...coinbaseTicker, price: last, ask: last, bid: last, time: new Date(now).toISOString() };
      },
    },
    okx: {
      '/api/v5/public/instruments': (_, prices) => ({
        code: '0',
        msg: '',
        data: symbolsOf(prices).map((symbol) => {
          const [base, quote] = split(symbol);
          return { ...okxInstrument, instId: `${base}-${quote}`, baseCcy: base, quoteCcy: quote };
        }),
      }),
      '/api/v5/market/tickers': (_, prices, now) => ({
        code: '0',
        msg: '',
        data: symbolsOf(prices).map((symbol) => {
          const last = prices.get(symbol);
          return {
            ...okxTicker,
            instId: split(symbol).join('-'),
            last,
            askPx: last,
            bidPx: last,
            open24h: last,
            high24h: last,
            low24h: last,
            sodUtc0: last,
            sodUtc8: last,
            ts: String(now),
          };
        }),
      }),
    },
    binance: {
      '/api/v3/exchangeInfo': (_, prices) => ({
        ...binanceInfo,
        symbols: symbolsOf(prices).map((symbol) => {
          const [base, quote] = split(symbol);
          return { ...binanceInfo.symbols[0], symbol: `${base}${quote}`, baseAsset: base, quoteAsset: quote };
        }),
      }),
      '/api/v3/ticker/24hr': (request, prices, now) => {
        const asked = new Set(JSON.parse(request.query.get('symbols') ?? '[]') as string[]);
        return symbolsOf(prices)
          .filter((symbol) => asked.has(split(symbol).join('')))
          .map((symbol) => {
            const last = prices.get(symbol);
            const alike = {
              lastPrice: last,
              openPrice: last,
              prevClosePrice: last,
              weightedAvgPrice: last,
              bidPrice: last,
              askPrice: last,
              highPrice: last,
              lowPrice: last,
            };
            return { ...binanceTicker, ...alike, symbol: split(symbol).join(''), priceChange: '0', priceChangePercent: '0', closeTime: now };
          });
      },
    },
  };
}

/** The exchange's route for a path: exact, or with one `:id` segment. */
function routeFor(routes: Record<string, Handler>, path: string): Handler | undefined {
  return (
    routes[path] ?? Object.entries(routes).find(([pattern]) => pattern.includes(':') && new RegExp(`^${pattern.replace(/:[a-z]+/, '[^/]+')}$`).test(path))?.[1]
  );
}

function coinbaseRates(rates: Map<string, string>): unknown {
  const documented = fixture('coinbase/exchange-rates.json') as { data: { currency: string; rates: Record<string, string> } };
  return { data: { ...documented.data, rates: { ...documented.data.rates, ...Object.fromEntries(rates) } } };
}

/** The day's ECB file: the documented one, of the day of `now`, with the rates set here. */
function ecbRates(rates: Map<string, string>, now: number): string {
  let xml = readFileSync(join(fixtures, 'ecb/eurofxref-daily.xml'), 'utf8').replace(/time='[^']*'/, `time='${new Date(now).toISOString().slice(0, 10)}'`);
  for (const [fiat, rate] of rates) xml = xml.replace(new RegExp(`currency='${fiat}' rate='[^']*'`), `currency='${fiat}' rate='${rate}'`);
  return xml;
}

export async function startRecordedMarket(now: () => number): Promise<RecordedMarket> {
  const routes = exchangeRoutes();
  const prices = new Map<Exchange, Map<string, string>>();
  const rates = new Map<RateSource, Map<string, string>>([
    ['coinbase', new Map()],
    ['ecb', new Map()],
  ]);
  const answering = new Map<string, Answering>();

  const send = (response: ServerResponse, status: number, type: string, body: string) => {
    response.writeHead(status, { 'content-type': type });
    response.end(body);
  };

  const answer = (incoming: IncomingMessage, response: ServerResponse) => {
    const url = new URL(incoming.url ?? '/', 'http://market');
    const [, source = '', ...rest] = url.pathname.split('/');
    const how = answering.get(source) ?? 'normally';
    if (how === 'html') return send(response, 200, 'text/html', '<!DOCTYPE html><html><body><h1>Attention Required!</h1></body></html>');
    if (how === 'status500') return send(response, 500, 'application/json', '{"message":"Internal Server Error"}');
    const path = `/${rest.join('/')}`;
    if (source === 'coinbase' && path === '/v2/exchange-rates')
      return send(response, 200, 'application/json', JSON.stringify(coinbaseRates(rates.get('coinbase') ?? new Map())));
    if (source === 'ecb' && path === '/stats/eurofxref/eurofxref-daily.xml')
      return send(response, 200, 'text/xml', ecbRates(rates.get('ecb') ?? new Map(), now()));
    const handler = source in routes ? routeFor(routes[source as Exchange], path) : undefined;
    const body = handler?.({ path, query: url.searchParams }, prices.get(source as Exchange) ?? new Map(), now());
    if (body === undefined) return send(response, 404, 'application/json', '{"message":"Not Found"}');
    return send(response, 200, 'application/json', JSON.stringify(body));
  };
  const late = new Set<NodeJS.Timeout>();
  const server = createServer((incoming, response) => {
    const source = new URL(incoming.url ?? '/', 'http://market').pathname.split('/')[1] ?? '';
    if (answering.get(source) !== 'after30s') return answer(incoming, response);
    const timer = setTimeout(() => {
      late.delete(timer);
      answer(incoming, response);
    }, 30_000);
    late.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    price(exchange, symbol, last) {
      prices.set(exchange, (prices.get(exchange) ?? new Map()).set(symbol, last));
    },
    rate(source, fiat, rate) {
      rates.get(source)?.set(fiat, rate);
    },
    answer(source, how) {
      answering.set(source, how);
    },
    close() {
      for (const timer of late) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
