/** A reference price with when and where it was taken, so the core can refuse a stale one. Amounts are decimal strings (house rule 3). */
export interface Price {
  /** Fiat units per one unit of the crypto. */
  price: string;
  /** When the source published it (epoch ms). */
  at: number;
  source: string;
}

/** Reference prices for quotes. */
export interface PriceProvider {
  /** The price of the crypto in the fiat as of `at` (epoch ms), or undefined for an unknown pair. */
  cryptoPrice(crypto: string, fiat: string, at: number): Promise<Price | undefined>;
}
