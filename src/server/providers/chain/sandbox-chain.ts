import { createHash } from 'node:crypto';
import { base58 } from '@scure/base';
import type { SandboxConfig } from '../../../shared/generated/sandbox.schema';
import type { Chain } from './chain';

/**
 * Sandbox chain: transaction ids have the network's real shape (0x + 64 hex on EVM chains, a
 * 64-byte base58 signature on Solana, 64 hex elsewhere) and are derived from the order, so any
 * instance reports the same one; the documented failing addresses make the send fail (code 11).
 */
export function createSandboxChain(config: Pick<SandboxConfig, 'chain' | 'ens'>): Chain {
  const digest = (seed: string, algorithm: 'sha256' | 'sha512') => createHash(algorithm).update(`gangway-sandbox:${seed}`).digest();
  return {
    txIdFor(network, seed) {
      if (network.addressFormat === 'evm-eip55') return `0x${digest(seed, 'sha256').toString('hex')}`;
      if (network.addressFormat === 'solana') return base58.encode(digest(seed, 'sha512'));
      return digest(seed, 'sha256').toString('hex');
    },
    canSendTo(address) {
      return !config.chain.failingAddresses.includes(address);
    },
    depositFor(network, orderNo) {
      const address = config.chain.depositAddresses[network.code];
      if (!address) throw new Error(`config/sandbox.json has no deposit address for ${network.code}`);
      if (network.memoRegex === undefined) return { address };
      // A 9-digit memo fits every memo format in use (XRP uint32 tag, Stellar memo, TON comment).
      const memo = String(digest(`memo:${orderNo}`, 'sha256').readUInt32BE(0) % 900_000_000 + 100_000_000);
      return { address, memo };
    },
    resolveName(name) {
      return config.ens.find((entry) => entry.name === name.trim().toLowerCase())?.address;
    },
  };
}
