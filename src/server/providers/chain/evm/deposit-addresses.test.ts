import { HDKey } from '@scure/bip32';
import { describe, expect, it } from 'vitest';
import { anvilAccount } from '../../../../../tests/helpers/anvil';
import { anvilXpub } from '../../../../../tests/helpers/evmChain';
import { depositAddressAt, depositKeyOf } from './deposit-addresses';
import type { EvmNetwork } from './evm-networks';

const network = { code: 'ETH', deposits: { xpubEnv: 'DEPOSIT_XPUB', path: 'm/0' } } as EvmNetwork;

describe('depositAddressAt', () => {
  it("derives from the account's extended public key the addresses its wallet derives from the private key (anvil's accounts, m/44'/60'/0'/0/i)", () => {
    for (const index of [0, 1, 7]) expect(depositAddressAt({ xpub: anvilXpub, path: 'm/0' }, index)).toBe(anvilAccount(index).address);
  });
});

describe('depositKeyOf', () => {
  it('reads the extended public key from the variable networks.json names, and names the key and path by a digest', () => {
    const key = depositKeyOf(network, { DEPOSIT_XPUB: anvilXpub });
    expect(key).toMatchObject({ xpub: anvilXpub, path: 'm/0', id: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(key?.id).not.toContain(anvilXpub);
  });

  it('refuses an unset variable, a value that is no extended key and a private extended key, without printing the key', () => {
    expect(() => depositKeyOf(network, {})).toThrow('ETH: the deposit key variable DEPOSIT_XPUB is not set (networks.json evm.deposits.xpubEnv).');
    expect(() => depositKeyOf(network, { DEPOSIT_XPUB: 'xpub-not-really' })).toThrow(/^ETH: DEPOSIT_XPUB is not an extended public key/);
    const xprv = HDKey.fromMasterSeed(new Uint8Array(32).fill(7)).privateExtendedKey;
    expect(() => depositKeyOf(network, { DEPOSIT_XPUB: xprv })).toThrow(
      'ETH: DEPOSIT_XPUB holds a private extended key; the server needs only the public one (xpub).',
    );
  });
});
