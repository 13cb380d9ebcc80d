import Decimal from 'decimal.js';

/** One source's latest value of one asset (a crypto in the base fiat, or a fiat rate), as it arrived. */
export interface Observation {
  /** The source's name: the exchange id or the rate source's name. */
  source: string;
  /** What it read: a symbol ("BTC/USDT") or a fiat ("EUR"). */
  what: string;
  value: Decimal;
  /** When the value was true (epoch ms). */
  time: number;
  /** Older than this (ms) at the time asked, it is left out. */
  maxAgeMs: number;
}

export interface CombineRules {
  minimumSources: number;
  outlierPercent: Decimal;
}

/** How far one fresh source was from the median of all fresh sources, and whether that left it out. */
export interface Deviation {
  source: string;
  /** Signed: (value − median) / median × 100. */
  percent: Decimal;
  outlier: boolean;
}

interface Outcome {
  deviations: Deviation[];
  /** The first time (epoch ms) after the one asked at which a fresh source turns stale: until then the outcome holds. */
  validUntil: number;
}

export type Combined = (Outcome & { kind: 'reference'; value: Decimal; time: number; sources: string[] }) | (Outcome & { kind: 'refused'; reason: string });

function median(values: Decimal[]): Decimal {
  const sorted = [...values].sort((a, b) => a.comparedTo(b));
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? new Decimal(0);
  return sorted.length % 2 === 1 ? upper : upper.plus(sorted[middle - 1] ?? upper).dividedBy(2);
}

/**
 * The reference value of one asset at `at`: the median of the sources that answered within their
 * bound, once every source further than outlierPercent from the median of them all is left out.
 * Fewer sources than the minimum left give no value: one stale or wrong source never prices alone.
 * Its time is the oldest observation it was made of.
 */
export function combine(observations: Observation[], at: number, rules: CombineRules): Combined {
  const fresh = observations.filter((observation) => at - observation.time <= observation.maxAgeMs);
  const validUntil = Math.min(...fresh.map((observation) => observation.time + observation.maxAgeMs + 1));
  const middle = fresh.length === 0 ? new Decimal(0) : median(fresh.map((observation) => observation.value));
  const deviations = fresh.map((observation) => {
    const percent = observation.value.minus(middle).dividedBy(middle).times(100);
    return { source: observation.source, percent, outlier: percent.abs().greaterThan(rules.outlierPercent) };
  });
  const kept = fresh.filter((_, i) => deviations[i]?.outlier === false);
  if (kept.length < rules.minimumSources) {
    const reason = `${kept.length} of ${observations.length} sources fresh and within ${rules.outlierPercent.toFixed()} % of the median, fewer than ${rules.minimumSources}`;
    return { kind: 'refused', reason, deviations, validUntil };
  }
  return {
    kind: 'reference',
    value: median(kept.map((observation) => observation.value)),
    time: Math.min(...kept.map((observation) => observation.time)),
    sources: kept.map((observation) => `${observation.source} ${observation.what}`),
    deviations,
    validUntil,
  };
}
