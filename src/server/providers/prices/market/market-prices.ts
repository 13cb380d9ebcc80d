import Decimal from 'decimal.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Registry } from 'prom-client';
import type { MarketPrices } from '../../../../shared/generated/providers.schema';
import type { PeriodicJob } from '../../../jobs';
import { priceMetrics } from '../../../metrics/priceMetrics';
import { StartupError } from '../../../startup-error';
import type { Price, PriceProvider, PriceRefused } from '../prices';
import { combine, type Combined, type Observation } from './combine';
import { loadExchange, readExchange, type CcxtExchange, type TickerReading } from './exchanges';
import { readRates, type RateReading } from './fiat-rates';

export interface MarketPriceAdapter {
  provider: PriceProvider;
  /** Loads the configured exchanges (once), then fetches every source: what runs before the app takes traffic. */
  refresh(): Promise<void>;
  /** The background fetches, exchanges and fiat rates each on its own schedule (every instance runs them). */
  jobs: PeriodicJob[];
}

export interface MarketPriceOptions {
  settings: MarketPrices;
  now: () => number;
  log: FastifyBaseLogger;
  registry: Registry;
}

/** Keeps a source's latest value of an asset, in place of its previous one. */
function keep<T>(latest: Map<string, Map<string, T>>, asset: string, source: string, value: T): void {
  const bySource = latest.get(asset) ?? new Map<string, T>();
  bySource.set(source, value);
  latest.set(asset, bySource);
}

/** A computed answer and the span of time it holds for, until the next fetch changes what is known. */
interface Remembered<T> {
  generation: number;
  from: number;
  until: number;
  answer: T;
}

type PairAnswer = Price | PriceRefused;

/**
 * The market price adapter (docs/prices.md). Each fetch keeps every source's latest value in memory;
 * a price is computed from memory at the time asked (combine: median, outliers and stale sources
 * left out, a minimum of sources) and remembered until a fetch or a source's age changes it, so a
 * quote costs a lookup. A crypto is priced in the base fiat, through a crypto quoted in it where
 * its symbol says so (BTC/USDT × USDT/USD), then in the fiat asked by that fiat's rate.
 */
export function marketPrices(options: MarketPriceOptions): MarketPriceAdapter {
  const { settings, now, log } = options;
  const { baseFiat, exchanges, fiatRates } = settings;
  const cryptoRules = { minimumSources: exchanges.minimumSources, outlierPercent: new Decimal(exchanges.outlierPercent) };
  const fiatRules = { minimumSources: fiatRates.minimumSources, outlierPercent: new Decimal(fiatRates.outlierPercent) };
  const pricedCryptos = new Set(exchanges.sources.flatMap((source) => Object.keys(source.symbols)));
  const pricedFiats = new Set([baseFiat, ...fiatRates.sources.flatMap((source) => source.fiats)]);

  /** Latest ticker per crypto, per exchange id; latest rate per fiat, per rate source (each read in config order, so a price lists its sources alike everywhere). */
  const tickers = new Map<string, Map<string, TickerReading>>();
  const rates = new Map<string, Map<string, RateReading & { maxAgeMs: number }>>();
  /** Bumped by every fetch that changed what is known: what was remembered before no longer holds. */
  let generation = 0;
  const cryptoMemo = new Map<string, Remembered<Combined>>();
  const fiatMemo = new Map<string, Remembered<Combined>>();
  const pairMemo = new Map<string, Remembered<PairAnswer>>();
  const failing = new Set<string>();

  function remembered<T>(memo: Map<string, Remembered<T>>, key: string, at: number, compute: () => { answer: T; until: number }): T {
    const known = memo.get(key);
    if (known && known.generation === generation && known.from <= at && at < known.until) return known.answer;
    const { answer, until } = compute();
    memo.set(key, { generation, from: at, until, answer });
    return answer;
  }

  // The base fiat per itself: no source needed (its time is never read: a price takes the crypto's).
  const oneBaseFiat: Combined = {
    kind: 'reference',
    value: new Decimal(1),
    time: Number.POSITIVE_INFINITY,
    sources: [],
    deviations: [],
    validUntil: Number.POSITIVE_INFINITY,
  };

  function fiatReference(fiat: string, at: number): Combined {
    if (fiat === baseFiat) return oneBaseFiat;
    return remembered(fiatMemo, fiat, at, () => {
      const observations = fiatRates.sources.flatMap(({ name }): Observation[] => {
        const rate = rates.get(fiat)?.get(name);
        return rate === undefined ? [] : [{ source: name, what: fiat, value: rate.value, time: rate.time, maxAgeMs: rate.maxAgeMs }];
      });
      const combined = combine(observations, at, fiatRules);
      return { answer: combined, until: combined.validUntil };
    });
  }

  function cryptoReference(crypto: string, at: number): Combined {
    return remembered(cryptoMemo, crypto, at, () => {
      const observations: Observation[] = [];
      let until = Number.POSITIVE_INFINITY;
      for (const { exchange: source } of exchanges.sources) {
        const ticker = tickers.get(crypto)?.get(source);
        if (ticker === undefined) continue;
        const quote = ticker.symbol.split('/')[1] ?? '';
        const observation = { source, what: ticker.symbol, value: ticker.value, time: ticker.time, maxAgeMs: exchanges.maxAgeMs };
        if (quote === baseFiat) {
          observations.push(observation);
          continue;
        }
        // Quoted in a crypto (validate:config: one whose symbols are all quoted in the base fiat), as old as the older of the two.
        const through = cryptoReference(quote, at);
        until = Math.min(until, through.validUntil);
        if (through.kind === 'reference')
          observations.push({ ...observation, value: ticker.value.times(through.value), time: Math.min(ticker.time, through.time) });
      }
      const combined = combine(observations, at, cryptoRules);
      return { answer: { ...combined, validUntil: Math.min(combined.validUntil, until) }, until: Math.min(combined.validUntil, until) };
    });
  }

  function pairPrice(crypto: string, fiat: string, at: number): PairAnswer {
    return remembered(pairMemo, `${crypto}/${fiat}`, at, () => {
      const coin = cryptoReference(crypto, at);
      const rate = fiatReference(fiat, at);
      const until = Math.min(coin.validUntil, rate.validUntil);
      if (coin.kind === 'refused') return { answer: { kind: 'refused', reason: `${crypto}: ${coin.reason}` }, until };
      if (rate.kind === 'refused') return { answer: { kind: 'refused', reason: `${fiat}: ${rate.reason}` }, until };
      // The market data's time: the crypto's (fiat rates have bounds of their own, days for daily rates).
      return { answer: { kind: 'price', value: coin.value.times(rate.value).toFixed(), time: coin.time, sources: [...coin.sources, ...rate.sources] }, until };
    });
  }

  const metrics = priceMetrics(options.registry, {
    ages() {
      const at = now();
      const age = (source: string, asset: string, time: number) => ({ source, asset, seconds: (at - time) / 1000 });
      return [
        ...[...tickers].flatMap(([crypto, bySource]) => [...bySource].map(([source, ticker]) => age(source, crypto, ticker.time))),
        ...[...rates].flatMap(([fiat, bySource]) => [...bySource].map(([source, rate]) => age(source, fiat, rate.time))),
      ];
    },
    deviations() {
      const at = now();
      const ofAsset = (asset: string, combined: Combined) => combined.deviations.map(({ source, percent }) => ({ source, asset, percent: percent.toNumber() }));
      return [
        ...[...pricedCryptos].flatMap((crypto) => ofAsset(crypto, cryptoReference(crypto, at))),
        ...[...pricedFiats].flatMap((fiat) => ofAsset(fiat, fiatReference(fiat, at))),
      ];
    },
    refusedPairs() {
      const at = now();
      return [...pricedCryptos].flatMap((crypto) => [...pricedFiats].filter((fiat) => pairPrice(crypto, fiat, at).kind === 'refused')).length;
    },
  });

  function failed(source: string, problem: string): void {
    metrics.sourceErrors.inc({ source });
    if (failing.has(source)) return;
    failing.add(source);
    log.warn({ source, problem }, 'a price source failed; its values are used until they are older than their bound');
  }

  function answered(source: string): void {
    if (failing.delete(source)) log.info({ source }, 'a price source answers again');
  }

  /** Logs and counts each source left out of an asset's price for its distance from the median. */
  function countOutliers(asset: string, combined: Combined): void {
    for (const { source, percent } of combined.deviations.filter((deviation) => deviation.outlier)) {
      metrics.outliers.inc({ source, asset });
      log.warn({ source, asset, percent: percent.toFixed(2) }, 'a price source is left out: too far from the median of the others');
    }
  }

  let loaded: Promise<Array<[MarketPrices['exchanges']['sources'][number], CcxtExchange]>> | undefined;
  function loadedExchanges() {
    loaded ??= Promise.all(
      exchanges.sources.map(async (source, i) => {
        const exchange = await loadExchange(source, settings.timeoutMs);
        if (!exchange) throw new StartupError(`providers.json /prices/settings/exchanges/sources/${i}/exchange: CCXT has no exchange "${source.exchange}".`);
        return [source, exchange] as [typeof source, CcxtExchange];
      }),
    );
    return loaded;
  }

  async function refreshExchanges(): Promise<void> {
    await Promise.all(
      (await loadedExchanges()).map(async ([source, exchange]) => {
        try {
          const { readings, failures } = await readExchange(exchange, source, now);
          for (const reading of readings) keep(tickers, reading.crypto, source.exchange, reading);
          for (const failure of failures) failed(source.exchange, failure);
          if (failures.length === 0) answered(source.exchange);
        } catch (error) {
          failed(source.exchange, (error as Error).message);
        }
      }),
    );
    generation += 1;
    const at = now();
    for (const crypto of pricedCryptos) countOutliers(crypto, cryptoReference(crypto, at));
  }

  async function refreshRates(): Promise<void> {
    await Promise.all(
      fiatRates.sources.map(async (source) => {
        try {
          const { readings, failures } = await readRates(source, baseFiat, settings.timeoutMs, now);
          for (const reading of readings) keep(rates, reading.fiat, source.name, { ...reading, maxAgeMs: source.maxAgeMs });
          for (const failure of failures) failed(source.name, failure);
          if (failures.length === 0) answered(source.name);
        } catch (error) {
          failed(source.name, (error as Error).message);
        }
      }),
    );
    generation += 1;
    const at = now();
    for (const fiat of pricedFiats) countOutliers(fiat, fiatReference(fiat, at));
  }

  return {
    provider: {
      maxAgeMs: exchanges.maxAgeMs,
      async cryptoPrice(crypto, fiat, at) {
        if (!pricedCryptos.has(crypto) || !pricedFiats.has(fiat)) return undefined;
        return pairPrice(crypto, fiat, at);
      },
    },
    async refresh() {
      await Promise.all([refreshExchanges(), refreshRates()]);
    },
    jobs: [
      { name: 'prices: exchanges', everyMs: exchanges.refreshMs, run: refreshExchanges },
      { name: 'prices: fiat rates', everyMs: fiatRates.refreshMs, run: refreshRates },
    ],
  };
}
