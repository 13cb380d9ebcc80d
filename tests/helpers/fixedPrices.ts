import type { PriceProvider } from '../../src/server/providers/prices/prices';

/**
 * A price provider with the exact prices a test computes its amounts from: `valueOf(crypto, fiat)`
 * is the pair's price, observed at the very time asked; undefined for a pair it does not price.
 */
export function fixedPrices(valueOf: (crypto: string, fiat: string) => string | undefined): PriceProvider {
  return {
    maxAgeMs: 60_000,
    async cryptoPrice(crypto, fiat, at) {
      const value = valueOf(crypto, fiat);
      return value === undefined ? undefined : { kind: 'price', value, time: at, sources: ['test'] };
    },
  };
}
