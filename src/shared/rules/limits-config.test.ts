import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import assetsJson from '../../../config/assets.json';
import { constants } from '../config/constants';
import { typedDecimals } from '../money';
import { validateBuyAmount } from './buy-amount';

// The limits in config/assets.json must be amounts the amount rules themselves accept.
describe('limits in config/assets.json', () => {
  it.each(assetsJson.fiats.map((fiat) => [fiat.code, fiat] as const))('%s buy limits are accepted by the buy rule at both ends', (code, fiat) => {
    const limits = { fiat: code, min: fiat.buy.min, max: fiat.buy.max, decimals: fiat.decimalDigits };
    expect(validateBuyAmount({ ...limits, value: fiat.buy.min })).toEqual({ valid: true });
    expect(validateBuyAmount({ ...limits, value: fiat.buy.max })).toEqual({ valid: true });
  });

  it('gives every fiat sell range a minimum below its maximum, in whole minor units', () => {
    for (const fiat of assetsJson.fiats) {
      if (!('sell' in fiat) || fiat.sell === undefined) continue;
      expect(new Decimal(fiat.sell.min).lt(fiat.sell.max), fiat.code).toBe(true);
      expect(typedDecimals(fiat.sell.min) <= fiat.decimalDigits, fiat.code).toBe(true);
    }
  });

  it('writes crypto sell limits with no more decimals than a sell amount may have', () => {
    for (const crypto of assetsJson.cryptos) {
      const { min, max } = crypto.sell;
      expect(new Decimal(min).lt(max), crypto.symbol).toBe(true);
      expect(Math.max(typedDecimals(min), typedDecimals(max)), crypto.symbol).toBeLessThanOrEqual(constants.sellCryptoDecimals);
    }
  });

  it("lists each country under its own fiat's countries", () => {
    for (const country of assetsJson.countries) {
      const fiat = assetsJson.fiats.find((entry) => entry.code === country.fiat);
      expect(fiat?.countries, country.alpha2).toContain(country.alpha2);
    }
  });
});
