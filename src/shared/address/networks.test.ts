import { describe, expect, it } from 'vitest';
import assetsJson from '../../../config/assets.json';
import { explorerAddressUrl, explorerTxUrl, networkByCode, networksConfig } from './networks';

// Schema validity and references to other files are checked by `npm run validate:config`;
// these are the rules of networks.json that need address knowledge.
describe('config/networks.json', () => {
  it('lists each network code once', () => {
    const codes = networksConfig.networks.map((network) => network.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('names as defaultCrypto a crypto that assets.json offers on that very network', () => {
    for (const network of networksConfig.networks) {
      const crypto = assetsJson.cryptos.find((entry) => entry.symbol === network.defaultCrypto);
      expect(
        crypto?.networks.map((entry) => entry.network),
        network.code,
      ).toContain(network.code);
    }
  });

  it('refers only to name services it defines', () => {
    const ids = networksConfig.nameServices.map((service) => service.id);
    for (const network of networksConfig.networks) {
      for (const id of network.nameServices ?? []) expect(ids).toContain(id);
    }
  });
});

describe('explorer links', () => {
  it('put the TxID and the address into the network explorer URLs', () => {
    const tron = networkByCode('TRX')!;
    expect(explorerTxUrl(tron, 'abc123')).toBe('https://tronscan.org/#/transaction/abc123');
    expect(explorerAddressUrl(tron, 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe('https://tronscan.org/#/address/TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
  });
});
