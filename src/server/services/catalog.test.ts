import { describe, expect, it } from 'vitest';
import type { CryptoItem } from '../../shared/generated/api/lists.schema';
import { filterCryptos } from './catalog';

const pair = (crypto: string, cryptoName: string, network: string): CryptoItem => ({
  crypto,
  cryptoName,
  network,
  cryptoIcon: '',
  networkName: network,
  networkIcon: '',
});

const catalogue = [
  pair('USDT', 'Tether', 'TRX'),
  pair('USDT', 'Tether', 'ETH'),
  pair('BTC', 'Bitcoin', 'BTC'),
  pair('ETC', 'Ethereum Classic', 'ETC'),
  pair('ETHW', 'EthereumPoW', 'ETHW'),
  pair('ETH', 'Ethereum', 'ETH'),
  pair('ETH', 'Ethereum', 'ARBITRUM'),
  pair('SETH', 'Staked Ether', 'ETH'),
];

const found = (coin: string) => filterCryptos(catalogue, { coin }).map((item) => `${item.crypto}/${item.network}`);

describe('crypto search', () => {
  it('lists the exact symbol first, then symbols that start with it, then names, then the text anywhere', () => {
    expect(found('ETH')).toEqual(['ETH/ETH', 'ETH/ARBITRUM', 'ETHW/ETHW', 'ETC/ETC', 'USDT/TRX', 'USDT/ETH', 'SETH/ETH']);
  });

  it('finds by name, in any letter case, and keeps the catalogue order among equals', () => {
    expect(found('bitcoin')).toEqual(['BTC/BTC']);
    expect(found('  tether ')).toEqual(['USDT/TRX', 'USDT/ETH']);
  });

  it('keeps the whole catalogue for an empty search, and applies a fixed crypto and network', () => {
    expect(found('')).toHaveLength(catalogue.length);
    expect(filterCryptos(catalogue, { coin: 'eth', network: 'ETH' }).map((item) => item.crypto)).toEqual(['ETH', 'USDT', 'SETH']);
  });
});
