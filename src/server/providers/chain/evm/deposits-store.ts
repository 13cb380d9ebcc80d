import type { Db } from '../../../store/db';
import type { DepositFit, DepositState } from './seam';

/** A row of chain_deposits (migration 101). */
export interface DepositRow {
  id: number;
  network: string;
  tx_hash: string;
  log_index: number;
  address: string;
  order_no: string;
  crypto: string;
  amount: string;
  base_units: string;
  from_address: string;
  block_number: number;
  block_hash: string;
  state: DepositState;
  fit: DepositFit;
  version: number;
  seen_at: number;
}

/** A watched address as a block's deposits are matched against it. */
export interface WatchedAddress {
  address: string;
  order_no: string;
  crypto: string;
  base_units: string;
  closed: boolean;
  /** An exact deposit is already recorded for it (a second one is a repeat). */
  paid: boolean;
}

export type NewDeposit = Omit<DepositRow, 'id' | 'state' | 'version' | 'seen_at'>;

export interface WatcherRow {
  cursor_number: number;
}

/**
 * Takes (or keeps) the network's watcher for `holder` until `leaseUntil`, if no other instance holds
 * an unexpired lease; a new watcher starts at `startAt`. Answers its cursor, or undefined when
 * another instance watches.
 */
export function claimWatcher(db: Db, network: string, holder: string, now: number, leaseUntil: number, startAt: number): Promise<WatcherRow | undefined> {
  return db.one<WatcherRow>(
    `INSERT INTO chain_watchers (network, cursor_number, holder, lease_until) VALUES ($1, $2, $3, $4)
     ON CONFLICT (network) DO UPDATE SET holder = EXCLUDED.holder, lease_until = EXCLUDED.lease_until
       WHERE chain_watchers.holder = EXCLUDED.holder OR chain_watchers.lease_until < $5
     RETURNING cursor_number`,
    [network, startAt, holder, leaseUntil, now],
  );
}

export async function releaseWatcher(db: Db, network: string, holder: string): Promise<void> {
  await db.query('UPDATE chain_watchers SET lease_until = 0 WHERE network = $1 AND holder = $2', [network, holder]);
}

/**
 * Moves the cursor to a recorded block, only while `holder` still holds the watcher: a holder whose
 * lease ran out mid-pass has its block's writes rolled back (the new holder records them).
 */
export async function advanceCursor(tx: Db, network: string, holder: string, cursor: number): Promise<void> {
  const moved = await tx.query('UPDATE chain_watchers SET cursor_number = $3 WHERE network = $1 AND holder = $2 RETURNING network', [network, holder, cursor]);
  if (moved.length === 0) throw new Error(`the ${network} watcher's lease passed to another instance`);
}

export function storedBlockHashes(db: Db, network: string, from: number, to: number): Promise<Array<{ number: number; hash: string }>> {
  return db.query<{ number: number; hash: string }>(
    'SELECT number, hash FROM chain_blocks WHERE network = $1 AND number >= $2 AND number <= $3 ORDER BY number DESC',
    [network, from, to],
  );
}

export async function recordBlock(tx: Db, network: string, block: { number: number; hash: string; parentHash: string }): Promise<void> {
  await tx.query(
    `INSERT INTO chain_blocks (network, number, hash, parent_hash) VALUES ($1, $2, $3, $4)
     ON CONFLICT (network, number) DO UPDATE SET hash = EXCLUDED.hash, parent_hash = EXCLUDED.parent_hash`,
    [network, block.number, block.hash, block.parentHash],
  );
}

/** Block hashes below `below` can no longer be needed to see a reorg the watcher handles. */
export async function pruneBlocks(db: Db, network: string, below: number): Promise<void> {
  await db.query('DELETE FROM chain_blocks WHERE network = $1 AND number < $2', [network, below]);
}

/** Which of `candidates` (checksummed addresses) are deposit addresses of this network. */
export function watchedAddresses(db: Db, network: string, candidates: string[]): Promise<WatchedAddress[]> {
  if (candidates.length === 0) return Promise.resolve([]);
  return db.query<WatchedAddress>(
    `SELECT a.address, a.order_no, a.crypto, a.base_units, a.closed_at IS NOT NULL AS closed,
            EXISTS (SELECT 1 FROM chain_deposits d WHERE d.network = a.network AND d.address = a.address AND d.fit = 'exact') AS paid
       FROM chain_deposit_addresses a
      WHERE a.network = $1 AND a.address = ANY($2::text[])`,
    [network, candidates],
  );
}

/**
 * Records a deposit once: a new one is seen, one a reorg made unconfirmed is seen again in its new
 * block, and one already recorded as it is changes nothing. Answers the row when it changed.
 */
export function recordDeposit(tx: Db, deposit: NewDeposit, now: number): Promise<DepositRow | undefined> {
  return tx.one<DepositRow>(
    `INSERT INTO chain_deposits (network, tx_hash, log_index, address, order_no, crypto, amount, base_units, from_address, block_number, block_hash, state, fit, seen_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'seen', $12, $13, $13)
     ON CONFLICT (network, tx_hash, log_index) DO UPDATE
       SET state = 'seen', block_number = EXCLUDED.block_number, block_hash = EXCLUDED.block_hash, version = chain_deposits.version + 1, updated_at = EXCLUDED.updated_at
       WHERE chain_deposits.state = 'unconfirmed'
     RETURNING *`,
    [
      deposit.network,
      deposit.tx_hash,
      deposit.log_index,
      deposit.address,
      deposit.order_no,
      deposit.crypto,
      deposit.amount,
      deposit.base_units,
      deposit.from_address,
      deposit.block_number,
      deposit.block_hash,
      deposit.fit,
      now,
    ],
  );
}

/** Seen deposits in blocks up to `upTo` have their confirmations: confirmed. */
export function confirmDeposits(tx: Db, network: string, upTo: number, now: number): Promise<DepositRow[]> {
  return tx.query<DepositRow>(
    "UPDATE chain_deposits SET state = 'confirmed', version = version + 1, updated_at = $3 WHERE network = $1 AND state = 'seen' AND block_number <= $2 RETURNING *",
    [network, upTo, now],
  );
}

/**
 * A reorg replaced every block above `ancestor`: their deposits go back to unconfirmed (kept, with
 * the block they were in), their hashes go, and the cursor returns to the ancestor.
 */
export async function unwindAbove(tx: Db, network: string, holder: string, ancestor: number, now: number): Promise<DepositRow[]> {
  const unconfirmed = await tx.query<DepositRow>(
    "UPDATE chain_deposits SET state = 'unconfirmed', version = version + 1, updated_at = $3 WHERE network = $1 AND block_number > $2 AND state <> 'unconfirmed' RETURNING *",
    [network, ancestor, now],
  );
  await tx.query('DELETE FROM chain_blocks WHERE network = $1 AND number > $2', [network, ancestor]);
  const moved = await tx.query('UPDATE chain_watchers SET cursor_number = $3 WHERE network = $1 AND holder = $2 RETURNING network', [
    network,
    holder,
    ancestor,
  ]);
  if (moved.length === 0) throw new Error(`the ${network} watcher's lease passed to another instance`);
  return unconfirmed;
}
