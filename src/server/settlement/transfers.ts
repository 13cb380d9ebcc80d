import type { ProvidersConfig } from '../../shared/generated/providers.schema';
import type { Network } from '../../shared/generated/networks.schema';
import type { ChainProvider } from '../providers/chain/chain-provider';
import type { TransferFact } from '../providers/facts';
import type { Db } from '../store/db';
import { nextStatus, transferLifecycle, type TransferState } from './lifecycles';
import { watchSubject, type ReconcileSchedule } from './watch';

/** Why a transfer is sent: the crypto a buy order bought, or the refund of a sell order's failed payout. */
export type TransferPurpose = 'delivery' | 'refund';

export interface ChainTransferRow {
  id: number;
  idempotency_key: string;
  order_no: string;
  purpose: TransferPurpose;
  network: string;
  crypto: string;
  address: string;
  memo: string | null;
  amount: string;
  state: TransferState;
  reference: string | null;
  tx_hashes: string[];
  attempts: number;
}

export interface TransferOrder {
  orderNo: string;
  purpose: TransferPurpose;
  network: string;
  crypto: string;
  address: string;
  memo: string | null;
  amount: string;
}

/** The idempotency key of an order's transfer: the order number and the purpose, so each is sent once. */
export const transferKey = (orderNo: string, purpose: TransferPurpose) => `${orderNo}:${purpose}`;

/** Queues the transfer in the transaction that decides it (the payment landed, the refund was asked for); queuing it again changes nothing. */
export async function queueTransfer(tx: Db, transfer: TransferOrder, now: number): Promise<void> {
  await tx.query(
    `INSERT INTO chain_transfers (idempotency_key, order_no, purpose, network, crypto, address, memo, amount, next_attempt_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $9) ON CONFLICT (idempotency_key) DO NOTHING`,
    [
      transferKey(transfer.orderNo, transfer.purpose),
      transfer.orderNo,
      transfer.purpose,
      transfer.network,
      transfer.crypto,
      transfer.address,
      transfer.memo,
      transfer.amount,
      now,
    ],
  );
}

export interface SendOptions {
  db: Db;
  chain: ChainProvider;
  now: () => number;
  settings: ProvidersConfig['settlement']['transfers'];
  reconcile: ReconcileSchedule;
  networkOf: (code: string) => Network | undefined;
  onFailure: (transfer: ChainTransferRow, error: unknown) => void;
}

/**
 * One pass of the chain-transfers job: queued transfers due a send are taken under SKIP LOCKED with
 * a lease and handed to the chain adapter with their idempotency key; the reference it answers is
 * kept and watched. A send that fails stays queued and is tried again (never dropped); an instance
 * that dies after the chain took a transfer sends it again with the same key, and the chain answers
 * the transfer it already has. Answers how many were taken.
 */
export async function sendQueuedTransfers({ db, chain, now, settings, reconcile, networkOf, onFailure }: SendOptions): Promise<number> {
  const at = now();
  // An idle pass only reads (see claimDueEvents).
  if (!(await db.one("SELECT 1 AS due FROM chain_transfers WHERE state = 'queued' AND next_attempt_at <= $1 LIMIT 1", [at]))) return 0;
  const taken = await db.query<ChainTransferRow>(
    `UPDATE chain_transfers SET attempts = attempts + 1, next_attempt_at = $2
      WHERE id IN (SELECT id FROM chain_transfers WHERE state = 'queued' AND next_attempt_at <= $1 ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED)
      RETURNING *`,
    [at, at + settings.leaseMs, settings.batch],
  );
  for (const transfer of taken) {
    try {
      const network = networkOf(transfer.network);
      if (!network) throw new Error(`transfer ${transfer.idempotency_key} is on network ${transfer.network}, which networks.json no longer lists`);
      const { reference } = await chain.send({
        idempotencyKey: transfer.idempotency_key,
        orderNo: transfer.order_no,
        purpose: transfer.purpose,
        network,
        crypto: transfer.crypto,
        address: transfer.address,
        ...(transfer.memo ? { memo: transfer.memo } : {}),
        amount: transfer.amount,
      });
      await db.transaction(async (tx) => {
        const taken = await tx.one<{ id: number }>(
          `UPDATE chain_transfers SET state = 'submitted', reference = $2, next_attempt_at = NULL, last_error = NULL, updated_at = $3
           WHERE id = $1 AND state = 'queued' RETURNING id`,
          [transfer.id, reference, now()],
        );
        if (taken) await watchSubject(tx, 'transfer', reference, now(), reconcile);
      });
    } catch (error) {
      await db.query(`UPDATE chain_transfers SET next_attempt_at = $2, last_error = $3 WHERE id = $1 AND state = 'queued'`, [
        transfer.id,
        now() + settings.retryAfterMs,
        error instanceof Error ? error.message : String(error),
      ]);
      onFailure(transfer, error);
    }
  }
  return taken.length;
}

export function transferByReference(db: Db, reference: string): Promise<ChainTransferRow | undefined> {
  return db.one<ChainTransferRow>('SELECT * FROM chain_transfers WHERE reference = $1', [reference]);
}

/** The fact the store holds of a transfer. */
export function transferFactOf(row: ChainTransferRow): TransferFact {
  const txHash = row.tx_hashes.at(-1);
  return { type: 'transfer', status: row.state, ...(txHash ? { txHash } : {}) };
}

/**
 * Applies a chain fact to the transfer under its row lock: a new hash is kept (all of them, a
 * replaced transaction may still be the one mined), the state moves along its lifecycle only.
 * Answers the transfer after, and whether its state moved; undefined for an unknown reference.
 */
export async function applyTransferFact(
  tx: Db,
  reference: string,
  fact: TransferFact,
  now: number,
): Promise<{ transfer: ChainTransferRow; moved: boolean } | undefined> {
  const row = await tx.one<ChainTransferRow>('SELECT * FROM chain_transfers WHERE reference = $1 FOR UPDATE', [reference]);
  if (!row) return undefined;
  const next = fact.status === row.state ? undefined : nextStatus(transferLifecycle, row.state, fact.status);
  const hashes = fact.txHash && !row.tx_hashes.includes(fact.txHash) ? [...row.tx_hashes, fact.txHash] : row.tx_hashes;
  if (next === undefined && hashes === row.tx_hashes) return { transfer: row, moved: false };
  const updated = await tx.one<ChainTransferRow>('UPDATE chain_transfers SET state = $2, tx_hashes = $3, updated_at = $4 WHERE id = $1 RETURNING *', [
    row.id,
    next ?? row.state,
    JSON.stringify(hashes),
    now,
  ]);
  if (!updated) throw new Error(`chain transfer ${row.idempotency_key} vanished under its lock`);
  return { transfer: updated, moved: next !== undefined };
}
