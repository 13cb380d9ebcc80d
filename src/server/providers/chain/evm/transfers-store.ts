import type { Db } from '../../../store/db';
import type { TransferFailure, TransferPurpose, TransferState } from './seam';

/** A row of evm_transfers (migration 100). Numeric columns read as strings, bigint ones as numbers. */
export interface TransferRow {
  id: number;
  order_no: string | null;
  purpose: TransferPurpose | 'nonceGap';
  network: string;
  crypto: string | null;
  token_contract: string | null;
  from_address: string;
  to_address: string;
  amount: string;
  base_units: string;
  state: TransferState;
  nonce: number | null;
  gas_limit: string | null;
  mined_tx_hash: string | null;
  mined_block_number: number | null;
  mined_block_hash: string | null;
  confirmations: number | null;
  failure: TransferFailure | 'superseded' | null;
  waiting: 'balance' | null;
}

export interface BroadcastRow {
  tx_hash: string;
  transfer_id: number;
  nonce: number;
  cancel: boolean;
  max_fee_per_gas: string;
  max_priority_fee_per_gas: string;
  raw: string;
  signed_at: number;
}

export type NewTransfer = Pick<
  TransferRow,
  'order_no' | 'purpose' | 'network' | 'crypto' | 'token_contract' | 'from_address' | 'to_address' | 'amount' | 'base_units'
>;

const columns = `id, order_no, purpose, network, crypto, token_contract, from_address, to_address, amount, base_units, state, nonce,
  gas_limit, mined_tx_hash, mined_block_number, mined_block_hash, confirmations, failure, waiting`;

/** Inserts a queued transfer, or answers the one already queued for its order and purpose. */
export async function insertTransfer(db: Db, transfer: NewTransfer, now: number): Promise<TransferRow> {
  const inserted = await db.one<TransferRow>(
    `INSERT INTO evm_transfers (order_no, purpose, network, crypto, token_contract, from_address, to_address, amount, base_units, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
     ON CONFLICT (order_no, purpose) DO NOTHING
     RETURNING ${columns}`,
    [
      transfer.order_no,
      transfer.purpose,
      transfer.network,
      transfer.crypto,
      transfer.token_contract,
      transfer.from_address,
      transfer.to_address,
      transfer.amount,
      transfer.base_units,
      now,
    ],
  );
  if (inserted) return inserted;
  const existing = await db.one<TransferRow>(`SELECT ${columns} FROM evm_transfers WHERE order_no = $1 AND purpose = $2`, [
    transfer.order_no,
    transfer.purpose,
  ]);
  if (!existing) throw new Error(`chain transfer of ${String(transfer.order_no)} ${transfer.purpose} neither inserted nor found`);
  return existing;
}

export function transferById(db: Db, id: number): Promise<TransferRow | undefined> {
  return db.one<TransferRow>(`SELECT ${columns} FROM evm_transfers WHERE id = $1`, [id]);
}

export function broadcastsOf(db: Db, transferId: number): Promise<BroadcastRow[]> {
  return db.query<BroadcastRow>('SELECT * FROM evm_broadcasts WHERE transfer_id = $1 ORDER BY signed_at, tx_hash', [transferId]);
}

/** The wallet's transfers that hold a nonce and are not final, lowest nonce first, with their broadcasts. */
export async function openTransfers(db: Db, network: string, from: string): Promise<Array<TransferRow & { broadcasts: BroadcastRow[] }>> {
  const transfers = await db.query<TransferRow>(
    `SELECT ${columns} FROM evm_transfers WHERE network = $1 AND from_address = $2 AND state IN ('submitted', 'mined') ORDER BY nonce`,
    [network, from],
  );
  if (transfers.length === 0) return [];
  const broadcasts = await db.query<BroadcastRow>('SELECT * FROM evm_broadcasts WHERE transfer_id = ANY($1::bigint[]) ORDER BY signed_at, tx_hash', [
    transfers.map((t) => t.id),
  ]);
  return transfers.map((transfer) => ({ ...transfer, broadcasts: broadcasts.filter((b) => Number(b.transfer_id) === transfer.id) }));
}

export function queuedTransfers(db: Db, network: string, from: string, limit: number): Promise<TransferRow[]> {
  return db.query<TransferRow>(`SELECT ${columns} FROM evm_transfers WHERE network = $1 AND from_address = $2 AND state = 'queued' ORDER BY id LIMIT $3`, [
    network,
    from,
    limit,
  ]);
}

/** Transfers holding nonces from `from` (inclusive) to `to` (exclusive). */
export function transfersHoldingNonces(db: Db, network: string, address: string, from: number, to: number): Promise<TransferRow[]> {
  return db.query<TransferRow>(`SELECT ${columns} FROM evm_transfers WHERE network = $1 AND from_address = $2 AND nonce >= $3 AND nonce < $4`, [
    network,
    address,
    from,
    to,
  ]);
}

/** Raises the wallet's next nonce to at least `atLeast` (the node's pending nonce); answers the stored one. */
export async function raiseNonce(db: Db, network: string, address: string, atLeast: number): Promise<number> {
  const row = await db.one<{ next_nonce: number }>(
    `INSERT INTO evm_wallets (network, address, next_nonce) VALUES ($1, $2, $3)
     ON CONFLICT (network, address) DO UPDATE SET next_nonce = GREATEST(evm_wallets.next_nonce, EXCLUDED.next_nonce)
     RETURNING next_nonce`,
    [network, address, atLeast],
  );
  return Number(row?.next_nonce);
}

/** Takes the wallet's next nonce (inside the transaction that records what it signs with it). */
export async function takeNonce(tx: Db, network: string, address: string): Promise<number> {
  const row = await tx.one<{ nonce: number }>(
    'UPDATE evm_wallets SET next_nonce = next_nonce + 1 WHERE network = $1 AND address = $2 RETURNING next_nonce - 1 AS nonce',
    [network, address],
  );
  if (row === undefined) throw new Error(`no nonce kept for ${address} on ${network}`);
  return Number(row.nonce);
}

export async function insertBroadcast(db: Db, broadcast: BroadcastRow): Promise<void> {
  await db.query(
    `INSERT INTO evm_broadcasts (tx_hash, transfer_id, nonce, cancel, max_fee_per_gas, max_priority_fee_per_gas, raw, signed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      broadcast.tx_hash,
      broadcast.transfer_id,
      broadcast.nonce,
      broadcast.cancel,
      broadcast.max_fee_per_gas,
      broadcast.max_priority_fee_per_gas,
      broadcast.raw,
      broadcast.signed_at,
    ],
  );
}

/**
 * What the wallet's submitted transfers will still take from its balances: amounts per token
 * contract ('' for the native coin) and the most their gas may cost (gas limit times the highest
 * fee signed). Mined ones are already out of the balance the node gives.
 */
export async function committedUnits(db: Db, network: string, from: string): Promise<{ byContract: Map<string, bigint>; gas: bigint }> {
  const rows = await db.query<{ token_contract: string | null; units: string; gas: string | null }>(
    `SELECT t.token_contract, SUM(t.base_units) AS units,
            SUM(t.gas_limit * (SELECT MAX(b.max_fee_per_gas) FROM evm_broadcasts b WHERE b.transfer_id = t.id)) AS gas
       FROM evm_transfers t
      WHERE t.network = $1 AND t.from_address = $2 AND t.state = 'submitted'
      GROUP BY t.token_contract`,
    [network, from],
  );
  const byContract = new Map(rows.map((row) => [row.token_contract ?? '', BigInt(row.units)]));
  const gas = rows.reduce((sum, row) => sum + BigInt(row.gas ?? '0'), 0n);
  return { byContract, gas };
}
