import Decimal from 'decimal.js';
import type { AssetsConfig } from '../../../shared/generated/assets.schema';
import type { Price, PriceProvider } from './prices';

/** Largest relative move of the sandbox price from its reference (0.5 %). */
const driftAmplitude = new Decimal('0.005');

/**
 * Sandbox prices: config/assets.json's sandboxUsdPrice × the fiat's sandboxUsdRate, moved by a
 * small drift that changes once per refresh window (the quote refresh countdown), so the home
 * screen sees rates change on each refresh yet every instance and every test computes the same
 * price for the same window. The price is a pure function of the pair and the window, so the
 * current window's prices are remembered: the drift's Decimal.sin is the costliest step of a quote.
 * A price's time is the start of its window, so it is never older than one window.
 */
export function sandboxPrices(assets: AssetsConfig, windowMs: number): PriceProvider {
  let remembered = { window: Number.NaN, prices: new Map<string, Price>() };
  return {
    maxAgeMs: windowMs,
    async cryptoPrice(crypto, fiat, at) {
      const asset = assets.cryptos.find((candidate) => candidate.symbol === crypto);
      const currency = assets.fiats.find((candidate) => candidate.code === fiat);
      if (!asset || !currency) return undefined;
      const window = Math.floor(at / windowMs);
      if (remembered.window !== window) remembered = { window, prices: new Map() };
      const pair = `${crypto}/${fiat}`;
      const known = remembered.prices.get(pair);
      if (known !== undefined) return known;
      const phase = [...crypto].reduce((sum, char) => sum + char.charCodeAt(0), 0);
      const drift = driftAmplitude.times(Decimal.sin(new Decimal(window + phase)));
      const value = new Decimal(asset.sandboxUsdPrice).times(currency.sandboxUsdRate).times(drift.plus(1)).toFixed();
      const price: Price = { kind: 'price', value, time: window * windowMs, sources: ['sandbox'] };
      remembered.prices.set(pair, price);
      return price;
    },
  };
}
