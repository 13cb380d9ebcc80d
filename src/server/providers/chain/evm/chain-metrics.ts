import { Counter, Gauge, type Registry } from 'prom-client';
import type { Db } from '../../../store/db';

/** What the EVM sender and watchers set; the counts of transfers and deposits come from the store. */
export interface ChainMetrics {
  /** The hot wallet's balance per asset, in units of the crypto, as its sender last read it. */
  balance: Gauge<'network' | 'crypto'>;
  /** Blocks between the node's head and the watcher's cursor: a watcher falling behind. */
  watcherLag: Gauge<'network'>;
  /** Calls to a node that failed (timeouts, errors): the node, not a transfer, is in trouble. */
  nodeErrors: Counter<'network'>;
}

/**
 * The chain's metrics on the app's registry. Transfers by state, those waiting for the balance, and
 * deposits that do not fit their order are counted in the store on each scrape, so every instance
 * reports the same numbers whichever one sends or watches.
 */
export function createChainMetrics(registry: Registry, db: Db): ChainMetrics {
  new Gauge({
    name: 'gangway_chain_transfers',
    help: 'EVM transfers by network and state (queued, submitted, mined, confirmed, failed); queued or submitted ones growing is a sender or node in trouble.',
    labelNames: ['network', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await db.query<{ network: string; state: string; count: number }>(
        'SELECT network, state, COUNT(*)::int AS count FROM evm_transfers GROUP BY network, state',
      );
      for (const row of rows) this.set({ network: row.network, state: row.state }, row.count);
    },
  });
  new Gauge({
    name: 'gangway_chain_transfers_waiting_for_balance',
    help: 'Queued EVM transfers the hot wallet cannot cover (token or gas), by network and crypto: fund the wallet (docs/chains.md).',
    labelNames: ['network', 'crypto'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await db.query<{ network: string; crypto: string; count: number }>(
        "SELECT network, crypto, COUNT(*)::int AS count FROM evm_transfers WHERE state = 'queued' AND waiting = 'balance' GROUP BY network, crypto",
      );
      for (const row of rows) this.set({ network: row.network, crypto: row.crypto }, row.count);
    },
  });
  new Gauge({
    name: 'gangway_chain_deposits_unfit',
    help: 'Sell deposits that do not fit their order, by network and kind (wrongToken, wrongAmount, late, repeat): each needs ops (docs/chains.md).',
    labelNames: ['network', 'fit'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await db.query<{ network: string; fit: string; count: number }>(
        "SELECT network, fit, COUNT(*)::int AS count FROM chain_deposits WHERE fit <> 'exact' GROUP BY network, fit",
      );
      for (const row of rows) this.set({ network: row.network, fit: row.fit }, row.count);
    },
  });
  return {
    balance: new Gauge({
      name: 'gangway_chain_hot_wallet_balance',
      help: 'The hot wallet balance by network and crypto, in units of the crypto.',
      labelNames: ['network', 'crypto'],
      registers: [registry],
    }),
    watcherLag: new Gauge({
      name: 'gangway_chain_watcher_lag_blocks',
      help: "Blocks between the node's head and the deposit watcher's cursor, by network.",
      labelNames: ['network'],
      registers: [registry],
    }),
    nodeErrors: new Counter({
      name: 'gangway_chain_node_errors_total',
      help: 'EVM node calls that failed, by network.',
      labelNames: ['network'],
      registers: [registry],
    }),
  };
}
