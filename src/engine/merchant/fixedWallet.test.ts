import { describe, expect, it } from 'vitest';
import { fixedWalletValid } from './fixedWallet';

describe('a merchant link’s fixed wallet (checked in the browser as on the server)', () => {
  it('passes a link that fixes no wallet, and a wallet that passes its network’s rules', () => {
    expect(fixedWalletValid({ appId: 'm1' })).toBe(true);
    expect(fixedWalletValid({ appId: 'm1', network: 'TRX', crypto: 'USDT', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' })).toBe(true);
    expect(fixedWalletValid({ appId: 'm1', network: 'XRP', address: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', memo: '12345' })).toBe(true);
  });

  it('fails a bad checksum, an unknown network, an address without a network and a bad memo', () => {
    expect(fixedWalletValid({ appId: 'm1', network: 'TRX', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u' })).toBe(false);
    expect(fixedWalletValid({ appId: 'm1', network: 'NOPE', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' })).toBe(false);
    expect(fixedWalletValid({ appId: 'm1', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' })).toBe(false);
    expect(fixedWalletValid({ appId: 'm1', network: 'XRP', address: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', memo: 'not-a-tag' })).toBe(false);
  });
});
