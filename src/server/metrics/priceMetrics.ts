import { Counter, Gauge, type Registry } from 'prom-client';

/** What the market price adapter knows now, read at each scrape. */
export interface PriceSourcesNow {
  /** Each source's latest observation of each asset, and how old it is now (s). */
  ages(): Array<{ source: string; asset: string; seconds: number }>;
  /** Each fresh source's signed distance from the median of its asset, in percent. */
  deviations(): Array<{ source: string; asset: string; percent: number }>;
  /** The crypto and fiat pairs of assets.json without a price now. */
  refusedPairs(): number;
}

/** The market price adapter's metrics (docs/prices.md, Metrics). */
export interface PriceMetrics {
  /** A fetch of the source failed, or its answer had an unusable value: per failure. */
  sourceErrors: Counter<'source'>;
  /** A fresh source left out of an asset's price for its distance from the median: once per fetch. */
  outliers: Counter<'source' | 'asset'>;
}

export function priceMetrics(registry: Registry, now: PriceSourcesNow): PriceMetrics {
  new Gauge({
    name: 'gangway_price_source_age_seconds',
    help: 'Age of the latest value of each price source per asset (crypto or fiat); one older than its bound is left out.',
    labelNames: ['source', 'asset'],
    registers: [registry],
    collect() {
      this.reset();
      for (const { source, asset, seconds } of now.ages()) this.set({ source, asset }, seconds);
    },
  });
  new Gauge({
    name: 'gangway_price_source_deviation_percent',
    help: 'Signed distance of each fresh price source from the median of its asset, in percent; one further than the outlier percentage is left out.',
    labelNames: ['source', 'asset'],
    registers: [registry],
    collect() {
      this.reset();
      for (const { source, asset, percent } of now.deviations()) this.set({ source, asset }, percent);
    },
  });
  new Gauge({
    name: 'gangway_price_pairs_refused',
    help: 'Crypto and fiat pairs whose quotes are refused now: too few fresh sources within the outlier bound.',
    registers: [registry],
    collect() {
      this.set(now.refusedPairs());
    },
  });
  return {
    sourceErrors: new Counter({
      name: 'gangway_price_source_errors_total',
      help: 'Failed fetches and unusable values (HTML, HTTP errors, timeouts, prices not above 0) per price source.',
      labelNames: ['source'],
      registers: [registry],
    }),
    outliers: new Counter({
      name: 'gangway_price_outliers_total',
      help: 'Fetches after which a fresh price source was left out of an asset’s price for being further than the outlier percentage from the median.',
      labelNames: ['source', 'asset'],
      registers: [registry],
    }),
  };
}
