/** A reference price: fiat units per one unit of the crypto, a decimal string (house rule 3). */
export interface Price {
  kind: 'price';
  value: string;
  /** When the market data behind the value was observed (epoch ms): the oldest observation it was made of. */
  time: number;
  /** What the value was made of, one entry per source ("kraken BTC/USD", "ecb EUR"). */
  sources: string[];
}

/** The provider prices the pair, but not now: too few of its sources answered within their bounds. */
export interface PriceRefused {
  kind: 'refused';
  /** Which sources were missing, for the log. */
  reason: string;
}

/** Reference prices for quotes. */
export interface PriceProvider {
  /** The oldest a price may be (ms, from its time) for a quote to be priced on it. */
  readonly maxAgeMs: number;
  /**
   * The price of one unit of the crypto in the fiat at time `at` (epoch ms), undefined for a pair
   * the provider does not price at all. Answers from memory: a quote never waits on a market.
   */
  cryptoPrice(crypto: string, fiat: string, at: number): Promise<Price | PriceRefused | undefined>;
}
