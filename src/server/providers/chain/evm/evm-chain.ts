import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Registry } from 'prom-client';
import { createPublicClient, http, type PublicClient } from 'viem';
import type { AssetsConfig } from '../../../../shared/generated/assets.schema';
import type { NetworksConfig } from '../../../../shared/generated/networks.schema';
import type { PeriodicJob } from '../../../jobs';
import type { OpsRoutes } from '../../../metrics/metricsListener';
import type { Db } from '../../../store/db';
import { createChainMetrics, type ChainMetrics } from './chain-metrics';
import { allocateDepositAddress, depositKeyOf, type DepositKey } from './deposit-addresses';
import { depositStatusOf, transferStatusOf, unfitDeposits, type UnfitDeposit } from './lookups';
import { ChainConfigError, evmNetworksOf, type EvmNetwork } from './evm-networks';
import { hotWalletOf } from './hot-wallet';
import { queueTransfer } from './queue';
import type { EvmChainSeam, ReportFact } from './seam';
import { createEvmSender, type EvmSender } from './sender';
import { createEvmWatcher, type EvmWatcher } from './watcher';

export interface EvmChainDeps {
  db: Db;
  networks: NetworksConfig;
  assets: AssetsConfig;
  /** Where the RPC URLs, keys and extended public keys are read (the variables networks.json names). */
  env: Record<string, string | undefined>;
  /** Production refuses the development keys of local nodes. */
  production: boolean;
  /** Settlement's intake of facts (seam.ts). */
  report: ReportFact;
  now: () => number;
  log: FastifyBaseLogger;
  /** The app's metrics registry; without it no chain metrics are kept. */
  registry?: Registry;
  /** Names this instance in the watchers' leases; a fresh id per process by default. */
  instanceId?: string;
}

/** What one EVM network runs: its sender (with a hot wallet) and its watcher (with a deposit key). */
interface NetworkParts {
  network: EvmNetwork;
  client: PublicClient;
  sender: EvmSender;
  watcher?: EvmWatcher;
  depositKey?: DepositKey;
}

export interface EvmChain extends EvmChainSeam {
  /** Codes of the networks it serves (those with an evm entry in networks.json). */
  networkCodes: string[];
  /** A sender job and, where deposits are configured, a watcher job per network, every pollMs. */
  jobs: PeriodicJob[];
  /** One sender pass of a network, as its job runs it. */
  sendPass(network: string): Promise<void>;
  /** One watcher pass of a network, as its job runs it. */
  watchPass(network: string): Promise<void>;
  /** Deposits that do not fit their order, newest first, for ops (docs/chains.md). */
  unfitDeposits(limit?: number): Promise<UnfitDeposit[]>;
  /** The ops lists to serve on the metrics port (listenForMetrics): GET /chain/deposits/unfit. */
  opsRoutes: OpsRoutes;
  /** Gives up the senders' locks and the watchers' leases, so another instance takes over at once. */
  stop(): Promise<void>;
}

function rpcClientOf(network: EvmNetwork, env: Record<string, string | undefined>): PublicClient {
  const url = env[network.rpcUrlEnv];
  if (!url) throw new ChainConfigError(`${network.code}: the RPC URL variable ${network.rpcUrlEnv} is not set (networks.json evm.rpcUrlEnv).`);
  // Batched: a pass asks for many receipts or blocks at once, and they go in a few requests.
  return createPublicClient({ transport: http(url, { batch: { batchSize: 100, wait: 0 }, timeout: 15_000, retryCount: 2 }) });
}

/**
 * The evm chain adapter of every network with an evm entry (docs/chains.md): reads each network's
 * RPC URL, hot wallet key and deposit key from the environment (a ChainConfigError of one line when
 * one is missing or refused), and reports what the nodes say through `report` (seam.ts).
 */
export function createEvmChain(deps: EvmChainDeps): EvmChain {
  const { db, env, now, log, report } = deps;
  const holder = deps.instanceId ?? randomUUID();
  const metrics: ChainMetrics | undefined = deps.registry ? createChainMetrics(deps.registry, db) : undefined;
  const parts = new Map<string, NetworkParts>();
  for (const network of evmNetworksOf(deps.networks, deps.assets)) {
    const client = rpcClientOf(network, env);
    const account = hotWalletOf(network, env, deps.production);
    const depositKey = depositKeyOf(network, env);
    const scoped = log.child({ component: 'evm', network: network.code });
    parts.set(network.code, {
      network,
      client,
      sender: createEvmSender({ db, network, client, account, report, now, log: scoped, metrics }),
      watcher: depositKey ? createEvmWatcher({ db, network, client, report, now, log: scoped, holder, metrics }) : undefined,
      depositKey,
    });
  }

  const partsOf = (code: string): NetworkParts => {
    const found = parts.get(code);
    if (!found) throw new ChainConfigError(`${code} has no evm entry in networks.json`);
    return found;
  };
  /** A failed pass counts against the node and is thrown on for the job runner to log. */
  const counted = (code: string, run: () => Promise<void>) => async () => {
    try {
      await run();
    } catch (error) {
      metrics?.nodeErrors.inc({ network: code });
      throw error;
    }
  };

  const jobs: PeriodicJob[] = [...parts.values()].flatMap(({ network, sender, watcher }) => [
    { name: `evm-sender-${network.code}`, everyMs: network.pollMs, run: counted(network.code, () => sender.pass()) },
    ...(watcher ? [{ name: `evm-watcher-${network.code}`, everyMs: network.pollMs, run: counted(network.code, () => watcher.pass()) }] : []),
  ]);

  return {
    networkCodes: [...parts.keys()],
    jobs,
    sendPass: (code) => partsOf(code).sender.pass(),
    watchPass: async (code) => {
      const { watcher } = partsOf(code);
      if (!watcher) throw new ChainConfigError(`${code} takes no deposits (networks.json evm.deposits)`);
      await watcher.pass();
    },
    async queueDelivery(request) {
      const { network, sender } = partsOf(request.network);
      return queueTransfer(db, network, sender.address, request, now());
    },
    transferStatus: (reference) => transferStatusOf(db, reference),
    async depositAddress(request) {
      const { network, depositKey } = partsOf(request.network);
      if (!depositKey) throw new ChainConfigError(`${network.code} takes no deposits (networks.json evm.deposits)`);
      return { address: await allocateDepositAddress(db, network, depositKey, request, now()) };
    },
    async closeDeposits(orderNo) {
      await db.query('UPDATE chain_deposit_addresses SET closed_at = $2 WHERE order_no = $1 AND closed_at IS NULL', [orderNo, now()]);
    },
    depositStatus: (orderNo) => depositStatusOf(db, orderNo),
    unfitDeposits: (limit) => unfitDeposits(db, limit),
    opsRoutes: { '/chain/deposits/unfit': () => unfitDeposits(db) },
    async stop() {
      for (const { sender, watcher } of parts.values()) {
        await sender.release();
        await watcher?.release();
      }
    },
  };
}
