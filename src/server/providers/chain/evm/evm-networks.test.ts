import { describe, expect, it } from 'vitest';
import { gangwayConfig } from '../../../../shared/config/nodeSource';
import { evmNetworksOf, sandboxNetworks } from './evm-networks';

const evm = {
  rpcUrlEnv: 'BSC_RPC_URL',
  confirmations: 15,
  pollMs: 3000,
  hotWallet: { keyEnv: 'BSC_KEY' },
  fees: { replaceAfterSeconds: 45, bumpPercent: 12, maxFeePerGasGwei: '5.5' },
};

function withEvmOn(code: string) {
  const networks = structuredClone(gangwayConfig.networks);
  const network = networks.networks.find((candidate) => candidate.code === code);
  if (network) network.evm = evm;
  return networks;
}

describe('evmNetworksOf', () => {
  it('serves only the networks with an evm entry, with their tokens as ERC-20s and the other crypto as the native coin', () => {
    expect(evmNetworksOf(gangwayConfig.networks, gangwayConfig.assets)).toEqual([]);
    const [bsc, ...others] = evmNetworksOf(withEvmOn('BSC'), gangwayConfig.assets);
    expect(others).toEqual([]);
    expect(bsc).toMatchObject({ code: 'BSC', chainId: 56, rpcUrlEnv: 'BSC_RPC_URL', confirmations: 15, nativeDecimals: 18 });
    expect(bsc?.fees).toEqual({ replaceAfterMs: 45_000, bumpPercent: 12, maxFeePerGas: 5_500_000_000n });
    expect(bsc?.assets).toEqual([
      { crypto: 'USDT', decimals: 18, kind: 'erc20', contract: '0x55d398326f99059fF775485246999027B3197955' },
      { crypto: 'USDC', decimals: 18, kind: 'erc20', contract: '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d' },
      { crypto: 'BNB', decimals: 18, kind: 'native' },
    ]);
  });
});

describe('sandboxNetworks', () => {
  it('names every network without an evm entry: the ones the Sandbox strip names', () => {
    expect(sandboxNetworks(gangwayConfig.networks)).toEqual(gangwayConfig.networks.networks.map((network) => network.code));
    expect(sandboxNetworks(withEvmOn('BSC'))).not.toContain('BSC');
    expect(sandboxNetworks(withEvmOn('BSC'))).toContain('ETH');
  });
});
