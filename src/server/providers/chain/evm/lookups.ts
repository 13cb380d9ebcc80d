import type { Db } from '../../../store/db';
import type { DepositRow } from './deposits-store';
import type { DepositStatus, TransferStatus } from './seam';
import { broadcastsOf, transferById } from './transfers-store';

/**
 * A transfer as the store has it, for settlement's reconciler: its state, every hash broadcast and,
 * once mined, the one that mined with its confirmations as the sender last counted them. Undefined
 * for a reference that is no order's transfer.
 */
export async function transferStatusOf(db: Db, reference: string): Promise<TransferStatus | undefined> {
  if (!/^[1-9][0-9]{0,15}$/.test(reference)) return undefined;
  const transfer = await transferById(db, Number(reference));
  if (!transfer || transfer.order_no === null || transfer.purpose === 'nonceGap' || transfer.crypto === null) return undefined;
  const broadcasts = await broadcastsOf(db, transfer.id);
  const status: TransferStatus = {
    reference,
    orderNo: transfer.order_no,
    purpose: transfer.purpose,
    network: transfer.network,
    crypto: transfer.crypto,
    to: transfer.to_address,
    amount: transfer.amount,
    state: transfer.state,
    txHashes: broadcasts.filter((b) => !b.cancel).map((b) => b.tx_hash),
  };
  if (transfer.nonce !== null) status.nonce = transfer.nonce;
  if (transfer.mined_tx_hash !== null) status.txHash = transfer.mined_tx_hash;
  if (transfer.mined_block_number !== null) status.blockNumber = transfer.mined_block_number;
  if (transfer.confirmations !== null) status.confirmations = transfer.confirmations;
  if (transfer.failure !== null && transfer.failure !== 'superseded') status.failure = transfer.failure;
  if (transfer.waiting !== null) status.waiting = transfer.waiting;
  return status;
}

/** The order's deposit address and every deposit into it, with confirmations counted from the watcher's cursor. */
export async function depositStatusOf(db: Db, orderNo: string): Promise<DepositStatus | undefined> {
  const address = await db.one<{ network: string; address: string; crypto: string; amount: string; closed: boolean; cursor: number | null }>(
    `SELECT a.network, a.address, a.crypto, a.amount, a.closed_at IS NOT NULL AS closed, w.cursor_number AS cursor
       FROM chain_deposit_addresses a LEFT JOIN chain_watchers w ON w.network = a.network
      WHERE a.order_no = $1`,
    [orderNo],
  );
  if (!address) return undefined;
  const deposits = await db.query<DepositRow>('SELECT * FROM chain_deposits WHERE order_no = $1 ORDER BY id', [orderNo]);
  return {
    orderNo,
    network: address.network,
    address: address.address,
    crypto: address.crypto,
    amount: address.amount,
    closed: address.closed,
    deposits: deposits.map((row) => ({
      txHash: row.tx_hash,
      logIndex: row.log_index,
      crypto: row.crypto,
      amount: row.amount,
      from: row.from_address,
      state: row.state,
      fit: row.fit,
      blockNumber: row.block_number,
      confirmations: row.state === 'unconfirmed' || address.cursor === null ? 0 : Math.max(0, address.cursor - row.block_number + 1),
    })),
  };
}

export interface UnfitDeposit {
  network: string;
  orderNo: string;
  address: string;
  crypto: string;
  amount: string;
  fit: string;
  state: string;
  txHash: string;
  logIndex: number;
  seenAt: string;
}

/** Deposits that do not fit their order (wrong token or amount, late, a repeat), newest first: what ops must settle by hand. */
export async function unfitDeposits(db: Db, limit = 500): Promise<UnfitDeposit[]> {
  const rows = await db.query<DepositRow>("SELECT * FROM chain_deposits WHERE fit <> 'exact' ORDER BY seen_at DESC, id DESC LIMIT $1", [limit]);
  return rows.map((row) => ({
    network: row.network,
    orderNo: row.order_no,
    address: row.address,
    crypto: row.crypto,
    amount: row.amount,
    fit: row.fit,
    state: row.state,
    txHash: row.tx_hash,
    logIndex: row.log_index,
    seenAt: new Date(row.seen_at).toISOString(),
  }));
}
