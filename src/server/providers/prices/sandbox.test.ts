import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { AssetsConfig } from '../../../shared/generated/assets.schema';
import assets from '../../../../config/assets.json';
import { sandboxPrices } from './sandbox';

const prices = sandboxPrices(assets as AssetsConfig, 15_000);

async function valueAt(crypto: string, fiat: string, at: number): Promise<string> {
  const answer = await prices.cryptoPrice(crypto, fiat, at);
  if (answer?.kind !== 'price') throw new Error(`no sandbox price for ${crypto}/${fiat}`);
  return answer.value;
}

describe('sandboxPrices', () => {
  it('stays within 0.5% of the reference price times the fiat rate', async () => {
    for (let window = 0; window < 50; window += 1) {
      const price = new Decimal(await valueAt('BTC', 'EUR', window * 15_000));
      const btc = assets.cryptos.find((crypto) => crypto.symbol === 'BTC')?.sandboxUsdPrice ?? '0';
      const eur = assets.fiats.find((fiat) => fiat.code === 'EUR')?.sandboxUsdRate ?? '0';
      const reference = new Decimal(btc).times(eur);
      expect(price.minus(reference).abs().lte(reference.times('0.005'))).toBe(true);
    }
  });

  it('gives the same price within a refresh window and a new one in the next', async () => {
    const first = await valueAt('ETH', 'USD', 30_000);
    expect(await valueAt('ETH', 'USD', 44_999)).toBe(first);
    expect(await valueAt('ETH', 'USD', 45_000)).not.toBe(first);
    expect(await valueAt('ETH', 'USD', 30_001)).toBe(first);
    expect(await sandboxPrices(assets as AssetsConfig, 15_000).cryptoPrice('ETH', 'USD', 44_000)).toMatchObject({ kind: 'price', value: first });
  });

  it('times each price at the start of its window, from the sandbox source, never older than one window', async () => {
    expect(await prices.cryptoPrice('ETH', 'USD', 44_999)).toMatchObject({ time: 30_000, sources: ['sandbox'] });
    expect(prices.maxAgeMs).toBe(15_000);
  });

  it('knows no price for an unknown pair', async () => {
    expect(await prices.cryptoPrice('NOPE', 'USD', 0)).toBeUndefined();
  });
});
