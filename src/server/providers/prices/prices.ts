/** Reference prices for quotes. Amounts are decimal strings (house rule 3). */
export interface PriceProvider {
  /** Fiat units per one unit of the crypto at time `at` (epoch ms), or undefined for an unknown pair. */
  cryptoPrice(crypto: string, fiat: string, at: number): Promise<string | undefined>;
}
