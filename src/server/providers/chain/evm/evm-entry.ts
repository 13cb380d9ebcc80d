import type { EvmAdapter, Network } from '../../../../shared/generated/networks.schema';

/**
 * Whether the evm adapter serves a network of networks.json: it has an evm entry and a chain id
 * (docs/chains.md). Apart from evm-networks.ts, which reads the entries with viem, so that a
 * checkout with no such network never loads viem.
 */
export function hasEvmEntry(network: Network): network is Network & { evm: EvmAdapter; chainId: number } {
  return network.evm !== undefined && network.chainId !== undefined;
}
