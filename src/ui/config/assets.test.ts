import { describe, it, expect } from 'vitest';
import type { AssetsConfig } from '../../shared/generated/assets.schema';
import { fiatByCode, networksOf } from '../../shared/config/assets';
import { defaultChoice } from './assets';

const config: AssetsConfig = {
  cryptos: [
    { symbol: 'AAA', nameKey: 'crypto.AAA.name', icon: '/a.svg', decimals: 6, popular: true, sellable: false, sandboxUsdPrice: '1', networks: [{ network: 'ETH', networkFee: '1' }] },
    { symbol: 'BBB', nameKey: 'crypto.BBB.name', icon: '/b.svg', decimals: 6, popular: false, sellable: true, sell: { min: '5', max: '9' }, sandboxUsdPrice: '1', networks: [{ network: 'TRX', networkFee: '1' }, { network: 'NOPE', networkFee: '1' }] },
  ],
  fiats: [
    { code: 'XXX', nameKey: 'fiat.XXX.name', symbol: 'X', decimalDigits: 2, flag: '/x.svg', countries: ['XA', 'XB'], buy: { min: '10', max: '20' }, sandboxUsdRate: '1' },
    { code: 'YYY', nameKey: 'fiat.YYY.name', symbol: 'Y', decimalDigits: 0, flag: '/y.svg', countries: ['YA'], buy: { min: '1', max: '2' }, sell: { min: '1', max: '2' }, sandboxUsdRate: '1' },
  ],
  countries: [{ alpha2: 'XA', nameKey: 'country.XA.name', flag: '/xa.svg', fiat: 'XXX', sell: false }],
};

describe('the browser reading of assets.json', () => {
  it('defaults the buy form to the first fiat, its first country, the first crypto, its first network and the fiat minimum', () => {
    expect(defaultChoice('buy', config)).toEqual({ fiat: 'XXX', alpha2: 'XA', crypto: 'AAA', network: 'ETH', amount: '10' });
  });

  it('defaults the sell form to the first fiat that pays out, the first sellable crypto and its minimum', () => {
    expect(defaultChoice('sell', config)).toEqual({ fiat: 'YYY', alpha2: 'YA', crypto: 'BBB', network: 'TRX', amount: '5' });
  });

  it('lists only the networks that networks.json knows, in the crypto order', () => {
    expect(networksOf('BBB', config).map((network) => network.code)).toEqual(['TRX']);
  });

  it('finds a fiat by its code', () => {
    expect(fiatByCode('YYY', config)?.decimalDigits).toBe(0);
    expect(fiatByCode('ZZZ', config)).toBeUndefined();
  });
});
