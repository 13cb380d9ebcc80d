import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import pino, { type Logger } from 'pino';
import type { Registry } from 'prom-client';
import type { Address } from 'viem';
import type { EvmAdapter, NetworksConfig } from '../../src/shared/generated/networks.schema';
import { gangwayConfig } from '../../src/shared/config/nodeSource';
import type { Db } from '../../src/server/store/db';
import { createEvmChain, type EvmChain } from '../../src/server/providers/chain/evm/evm-chain';
import type { ChainFact } from '../../src/server/providers/chain/evm/seam';
import { anvilKey, anvilMnemonic, type Anvil } from './anvil';

/** The extended public key of m/44'/60'/0' of anvil's mnemonic: with path m/0, index i derives anvil's account i. */
export const anvilXpub = HDKey.fromMasterSeed(mnemonicToSeedSync(anvilMnemonic)).derive("m/44'/60'/0'").publicExtendedKey;

/** Stands in for settlement's inbox: every fact reported, in order. */
export interface FactRecorder {
  facts: ChainFact[];
  report(fact: ChainFact, tx: Db): Promise<void>;
  of(kind: ChainFact['kind']): ChainFact[];
}

export function factRecorder(): FactRecorder {
  const facts: ChainFact[] = [];
  return {
    facts,
    async report(fact) {
      facts.push(fact);
    },
    of: (kind) => facts.filter((fact) => fact.kind === kind),
  };
}

/** The test ERC-20s standing in for the ETH network's tokens (every one must be on the node: the sender reads each balance). */
export interface TestTokens {
  USDT: Address;
  USDC: Address;
}

export interface ChainSetup {
  /** The node: a test's anvil, or its URL and chain id in a process of its own. */
  anvil: Pick<Anvil, 'rpcUrl' | 'chainId'>;
  tokens: TestTokens;
  /** Changes to ETH's evm entry (confirmations, fees). */
  evm?: Partial<EvmAdapter>;
  /** anvil's account that holds the hot wallet key (0 unless told). */
  hotWallet?: number;
}

/**
 * config/networks.json with ETH pointed at the anvil node: its chain id, the test tokens in place of
 * the mainnet contracts, and an evm entry whose variables the returned env sets.
 */
export function networksOnAnvil(setup: ChainSetup): { networks: NetworksConfig; env: Record<string, string> } {
  const networks = structuredClone(gangwayConfig.networks);
  const eth = networks.networks.find((network) => network.code === 'ETH');
  if (!eth) throw new Error('config/networks.json has no ETH');
  eth.chainId = setup.anvil.chainId;
  eth.tokens = (eth.tokens ?? []).map((token) => ({ ...token, contract: setup.tokens[token.crypto as keyof TestTokens] }));
  eth.evm = {
    rpcUrlEnv: 'TEST_ETH_RPC_URL',
    confirmations: 3,
    pollMs: 1000,
    hotWallet: { keyEnv: 'TEST_ETH_HOT_WALLET_KEY' },
    deposits: { xpubEnv: 'TEST_ETH_DEPOSIT_XPUB', path: 'm/0' },
    fees: { replaceAfterSeconds: 30, bumpPercent: 12, maxFeePerGasGwei: '100' },
    ...setup.evm,
  };
  const env = { TEST_ETH_RPC_URL: setup.anvil.rpcUrl, TEST_ETH_HOT_WALLET_KEY: anvilKey(setup.hotWallet ?? 0), TEST_ETH_DEPOSIT_XPUB: anvilXpub };
  return { networks, env };
}

export const silentLog: Logger = pino({ level: process.env.TEST_CHAIN_LOG ?? 'silent' });

export function evmChainOn(
  db: Db,
  setup: ChainSetup & { recorder: FactRecorder; now: () => number; log?: Logger; instanceId?: string; registry?: Registry },
): EvmChain {
  const { networks, env } = networksOnAnvil(setup);
  return createEvmChain({
    db,
    networks,
    assets: gangwayConfig.assets,
    env,
    production: false,
    report: setup.recorder.report,
    now: setup.now,
    log: setup.log ?? silentLog,
    instanceId: setup.instanceId,
    registry: setup.registry,
  });
}
