import Decimal from 'decimal.js';
import { describe, it, expect } from 'vitest';
import type { AssetsConfig } from '../../shared/generated/assets.schema';
import { cryptoBySymbol, fiatByCode, networksOf } from '../../shared/config/assets';
import { validateBuyAmount } from '../../shared/rules/buy-amount';
import { validateSellAmount } from '../../shared/rules/sell-amount';
import { defaultChoice, defaultSellAmount } from './assets';

const config: AssetsConfig = {
  cryptos: [
    {
      symbol: 'AAA',
      nameKey: 'crypto.AAA.name',
      icon: '/a.svg',
      decimals: 6,
      popular: true,
      sellable: false,
      sandboxUsdPrice: '1',
      networks: [{ network: 'ETH', networkFee: '1' }],
    },
    {
      symbol: 'BBB',
      nameKey: 'crypto.BBB.name',
      icon: '/b.svg',
      decimals: 6,
      popular: false,
      sellable: true,
      sell: { min: '5', max: '9' },
      sandboxUsdPrice: '1',
      networks: [
        { network: 'TRX', networkFee: '1' },
        { network: 'NOPE', networkFee: '1' },
      ],
    },
  ],
  fiats: [
    {
      code: 'XXX',
      nameKey: 'fiat.XXX.name',
      symbol: 'X',
      decimalDigits: 2,
      flag: '/x.svg',
      countries: ['XA', 'XB'],
      buy: { min: '10', max: '20' },
      sandboxUsdRate: '1',
    },
    {
      code: 'YYY',
      nameKey: 'fiat.YYY.name',
      symbol: 'Y',
      decimalDigits: 0,
      flag: '/y.svg',
      countries: ['YA'],
      buy: { min: '1', max: '2' },
      sell: { min: '1', max: '2' },
      sandboxUsdRate: '1',
    },
  ],
  countries: [{ alpha2: 'XA', nameKey: 'country.XA.name', flag: '/xa.svg', fiat: 'XXX', sell: false }],
};

describe('the browser reading of assets.json', () => {
  it('defaults the buy form to the first fiat, its first country, the first crypto, its first network and the fiat minimum', () => {
    expect(defaultChoice('buy', config)).toEqual({ fiat: 'XXX', alpha2: 'XA', crypto: 'AAA', network: 'ETH', amount: '10' });
  });

  it("defaults the sell form to the first fiat that pays out and the first sellable crypto, never below the crypto's own minimum", () => {
    expect(defaultChoice('sell', config)).toEqual({ fiat: 'YYY', alpha2: 'YA', crypto: 'BBB', network: 'TRX', amount: '5' });
  });

  it("sells by default the next round amount above what the fiat's sell minimum is worth", () => {
    const bbb = cryptoBySymbol('BBB', config);
    const yyy = fiatByCode('YYY', config);
    if (!bbb || !yyy) throw new Error('fixture changed');
    const sell = { min: '0.1', max: '1000' };
    expect(defaultSellAmount({ ...bbb, sell, sandboxUsdPrice: '1' }, { ...yyy, sell: { min: '20', max: '900' } })).toBe('30');
    expect(defaultSellAmount({ ...bbb, sell, sandboxUsdPrice: '95000' }, { ...yyy, sell: { min: '20', max: '900' } })).toBe('0.1');
    expect(defaultSellAmount({ ...bbb, sell: { min: '0.0001', max: '1' }, sandboxUsdPrice: '95000' }, { ...yyy, sell: { min: '20', max: '900' } })).toBe(
      '0.0003',
    );
    expect(defaultSellAmount({ ...bbb, sell, sandboxUsdPrice: '2' }, { ...yyy, sell: { min: '17', max: '900' }, sandboxUsdRate: '0.86' })).toBe('10');
    // A minimum worth exactly a power of ten steps to the next round amount above it, not to itself.
    expect(defaultSellAmount({ ...bbb, sell, sandboxUsdPrice: '1' }, { ...yyy, sell: { min: '100', max: '900' } })).toBe('200');
    expect(defaultSellAmount({ ...bbb, sell: { min: '0.0001', max: '1' }, sandboxUsdPrice: '100000' }, { ...yyy, sell: { min: '10', max: '900' } })).toBe(
      '0.0002',
    );
  });

  it('opens both home tabs of the shipped config with amounts their rules accept, even when the live price is 0.5% lower', () => {
    const buy = defaultChoice('buy');
    const buyFiat = fiatByCode(buy.fiat);
    expect(
      buyFiat && validateBuyAmount({ fiat: buy.fiat, value: buy.amount, min: buyFiat.buy.min, max: buyFiat.buy.max, decimals: buyFiat.decimalDigits }),
    ).toEqual({ valid: true });
    const sell = defaultChoice('sell');
    const fiat = fiatByCode(sell.fiat);
    const crypto = cryptoBySymbol(sell.crypto);
    if (!fiat?.sell || !crypto) throw new Error('the shipped config sells nothing');
    const price = new Decimal(crypto.sandboxUsdPrice).times(fiat.sandboxUsdRate).times('0.995');
    const gross = new Decimal(sell.amount).times(price);
    const fee = '1';
    const quote = { fiat: sell.fiat, fee, fiatAmount: gross.minus(fee).toFixed(), minLimit: fiat.sell.min, maxLimit: fiat.sell.max };
    expect(validateSellAmount({ ...quote, cryptoAmount: sell.amount })).toEqual({ valid: true });
  });

  it('lists only the networks that networks.json knows, in the crypto order', () => {
    expect(networksOf('BBB', config).map((network) => network.code)).toEqual(['TRX']);
  });

  it('finds a fiat by its code', () => {
    expect(fiatByCode('YYY', config)?.decimalDigits).toBe(0);
    expect(fiatByCode('ZZZ', config)).toBeUndefined();
  });
});
