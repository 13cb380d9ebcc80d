import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { AssetsConfig } from '../../../shared/generated/assets.schema';
import assets from '../../../../config/assets.json';
import { sandboxPrices } from './prices';

const prices = sandboxPrices(assets as AssetsConfig, 15_000);

describe('sandboxPrices', () => {
  it('stays within 0.5% of the reference price times the fiat rate', async () => {
    for (let window = 0; window < 50; window += 1) {
      const price = new Decimal((await prices.cryptoPrice('BTC', 'EUR', window * 15_000))?.price ?? '0');
      const btc = assets.cryptos.find((crypto) => crypto.symbol === 'BTC')?.sandboxUsdPrice ?? '0';
      const eur = assets.fiats.find((fiat) => fiat.code === 'EUR')?.sandboxUsdRate ?? '0';
      const reference = new Decimal(btc).times(eur);
      expect(price.minus(reference).abs().lte(reference.times('0.005'))).toBe(true);
    }
  });

  it('gives the same price within a refresh window and a new one in the next', async () => {
    const first = await prices.cryptoPrice('ETH', 'USD', 30_000);
    expect(first).toMatchObject({ at: 30_000, source: 'sandbox' });
    expect(await prices.cryptoPrice('ETH', 'USD', 44_999)).toEqual(first);
    expect((await prices.cryptoPrice('ETH', 'USD', 45_000))?.price).not.toBe(first?.price);
    expect(await prices.cryptoPrice('ETH', 'USD', 30_001)).toEqual(first);
    expect(await sandboxPrices(assets as AssetsConfig, 15_000).cryptoPrice('ETH', 'USD', 44_000)).toEqual(first);
  });

  it('knows no price for an unknown pair', async () => {
    expect(await prices.cryptoPrice('NOPE', 'USD', 0)).toBeUndefined();
  });
});
