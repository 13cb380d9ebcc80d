import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Decimal from 'decimal.js';
import type { ExchangeSource } from '../../../../shared/generated/providers.schema';

/** A CCXT ticker as read here: with `number = String`, CCXT hands prices over as the exchange wrote them. */
interface CcxtTicker {
  last?: unknown;
  timestamp?: unknown;
}

/** The part of a CCXT exchange this adapter uses (public market data only). */
export interface CcxtExchange {
  markets?: unknown;
  urls: { api: unknown };
  number: unknown;
  loadMarkets(reload?: boolean): Promise<unknown>;
  fetchTicker(symbol: string): Promise<CcxtTicker>;
  fetchTickers(symbols: string[]): Promise<Record<string, CcxtTicker | undefined>>;
}

/** One crypto's last price on one exchange, in the symbol's quote currency. */
export interface TickerReading {
  crypto: string;
  symbol: string;
  value: Decimal;
  /** The exchange's own timestamp, or the arrival when it gives none (or one ahead of ours). */
  time: number;
}

export interface ExchangeReading {
  readings: TickerReading[];
  /** What was wrong with each symbol that gave no reading. */
  failures: string[];
}

/**
 * CCXT's package exports only its whole build, which loads every one of its ~100 exchanges
 * (about 0.9 s and 85 MB here); each exchange is also a module of its own beside it, so only the
 * configured ones are loaded.
 */
const ccxtSources = join(dirname(createRequire(import.meta.url).resolve('ccxt')), '../js/src');

/** The exchange's API URLs with their origin replaced (a proxy, or a local server in tests). */
function withOrigin(api: unknown, origin: string): unknown {
  if (typeof api === 'string') return api.replace(/^https?:\/\/[^/]+/, origin);
  if (api && typeof api === 'object') return Object.fromEntries(Object.entries(api).map(([name, url]) => [name, withOrigin(url, origin)]));
  return api;
}

/** The exchange named by the source, for public tickers within `timeoutMs` per request; undefined when CCXT has no such exchange. */
export async function loadExchange(source: ExchangeSource, timeoutMs: number): Promise<CcxtExchange | undefined> {
  const file = join(ccxtSources, `${source.exchange}.js`);
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { default: new (config: object) => CcxtExchange };
  // Spot markets only: the tickers read are spot, and futures and options lists cost requests and memory.
  const exchange = new module.default({ timeout: timeoutMs, enableRateLimit: true, options: { fetchMarkets: { types: ['spot'] } } });
  exchange.number = String;
  if (source.apiUrl !== undefined) exchange.urls.api = withOrigin(exchange.urls.api, source.apiUrl.replace(/\/+$/, ''));
  return exchange;
}

/** A ticker's last price above zero, or what is wrong with it. */
function lastPrice(ticker: CcxtTicker | undefined): Decimal | string {
  const last = ticker?.last;
  if (typeof last !== 'string' && typeof last !== 'number') return 'no last price';
  try {
    const value = new Decimal(last);
    return value.isFinite() && value.greaterThan(0) ? value : `last price ${String(last)} is not above 0`;
  } catch {
    return `last price ${String(last)} is not a number`;
  }
}

/**
 * The last price of each of the source's symbols. The markets are loaded first (again on the next
 * pass after a failure: CCXT keeps a failed load otherwise). A failure of the whole exchange throws.
 */
export async function readExchange(exchange: CcxtExchange, source: ExchangeSource, now: () => number): Promise<ExchangeReading> {
  if (exchange.markets === undefined) await exchange.loadMarkets(true);
  const wanted = Object.entries(source.symbols).filter((entry): entry is [string, string] => entry[1] !== undefined);
  let answers: Array<PromiseSettledResult<CcxtTicker | undefined>>;
  if (source.batch === true) {
    const tickers = await exchange.fetchTickers(wanted.map(([, symbol]) => symbol));
    answers = wanted.map(([, symbol]) => ({ status: 'fulfilled', value: tickers[symbol] }));
  } else {
    answers = await Promise.allSettled(wanted.map(([, symbol]) => exchange.fetchTicker(symbol)));
  }
  const arrived = now();
  const reading: ExchangeReading = { readings: [], failures: [] };
  wanted.forEach(([crypto, symbol], i) => {
    const answer = answers[i];
    if (answer?.status !== 'fulfilled') {
      reading.failures.push(`${symbol}: ${String((answer?.reason as Error | undefined)?.message ?? answer?.reason)}`);
      return;
    }
    const value = lastPrice(answer.value);
    if (typeof value === 'string') {
      reading.failures.push(`${symbol}: ${value}`);
      return;
    }
    const stamped = answer.value?.timestamp;
    const time = typeof stamped === 'number' && Number.isFinite(stamped) ? Math.min(stamped, arrived) : arrived;
    reading.readings.push({ crypto, symbol, value, time });
  });
  return reading;
}
