import { getAddress, parseGwei, type Address } from 'viem';
import type { AssetsConfig } from '../../../../shared/generated/assets.schema';
import type { EvmAdapter, NetworksConfig } from '../../../../shared/generated/networks.schema';
import { hasEvmEntry } from './evm-entry';

/** The evm adapter cannot run as configured (a variable unset, a key unreadable): one line for the operator, never a secret. */
export class ChainConfigError extends Error {}

/** A crypto an EVM network carries: its native coin, or an ERC-20 token at `contract`. */
export type EvmAsset = { crypto: string; decimals: number } & ({ kind: 'native' } | { kind: 'erc20'; contract: Address });

/**
 * One network of networks.json served by the evm adapter, in the terms the sender and the watcher
 * use: its cryptos resolved from its tokens and assets.json, its fee settings in wei and ms.
 */
export interface EvmNetwork {
  code: string;
  chainId: number;
  rpcUrlEnv: string;
  confirmations: number;
  pollMs: number;
  assets: EvmAsset[];
  /** Decimals of the native coin, which pays the gas whether or not Gangway sells it. */
  nativeDecimals: number;
  hotWallet: EvmAdapter['hotWallet'];
  deposits?: EvmAdapter['deposits'];
  fees: { replaceAfterMs: number; bumpPercent: number; maxFeePerGas: bigint };
}

/**
 * The networks with an evm entry. A crypto assets.json lists on the network is an ERC-20 when the
 * network's tokens name it, else the native coin counted in the network's decimals (validate:config
 * keeps that to one crypto per network).
 */
export function evmNetworksOf(networks: NetworksConfig, assets: AssetsConfig): EvmNetwork[] {
  return networks.networks.flatMap((network) => {
    if (!hasEvmEntry(network)) return [];
    const { evm, chainId } = network;
    const carried = assets.cryptos.filter((crypto) => crypto.networks.some((entry) => entry.network === network.code));
    const evmAssets = carried.map((crypto): EvmAsset => {
      const token = network.tokens?.find((entry) => entry.crypto === crypto.symbol);
      return token
        ? { crypto: crypto.symbol, decimals: token.decimals, kind: 'erc20', contract: getAddress(token.contract) }
        : { crypto: crypto.symbol, decimals: network.decimals, kind: 'native' };
    });
    return [
      {
        code: network.code,
        chainId,
        rpcUrlEnv: evm.rpcUrlEnv,
        confirmations: evm.confirmations,
        pollMs: evm.pollMs,
        assets: evmAssets,
        nativeDecimals: network.decimals,
        hotWallet: evm.hotWallet,
        deposits: evm.deposits,
        fees: { replaceAfterMs: evm.fees.replaceAfterSeconds * 1000, bumpPercent: evm.fees.bumpPercent, maxFeePerGas: parseGwei(evm.fees.maxFeePerGasGwei) },
      },
    ];
  });
}

/** Codes of the networks that keep the sandbox chain adapter (no evm entry): the ones the Sandbox strip names. */
export function sandboxNetworks(networks: NetworksConfig): string[] {
  return networks.networks.filter((network) => network.evm === undefined).map((network) => network.code);
}

export function assetOf(network: EvmNetwork, crypto: string): EvmAsset | undefined {
  return network.assets.find((asset) => asset.crypto === crypto);
}
