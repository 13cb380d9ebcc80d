/**
 * The seam between the EVM chain machinery and settlement (its inbox and reconciler).
 *
 * The machinery never changes an order. It moves crypto and watches deposits, and tells settlement
 * what the node reported through one injected function, `report(fact, tx)`, called inside the
 * store transaction that records the fact: settlement writes the fact into its inbox with `tx`, so
 * the chain's state and the fact commit together or not at all (a throw rolls both back, and the
 * next pass reports it again). Each fact has an `eventId` unique to that change, so an inbox unique
 * on (adapter, event id) takes it once. Settlement's reconciler asks `transferStatus` and
 * `depositStatus` for the same facts when it wants them again.
 *
 * Settlement calls in: `queueDelivery` when a buy is paid (or a refund is due), `depositAddress`
 * when a sell order is placed, `closeDeposits` when that order stops taking its deposit.
 */
import type { Db } from '../../../store/db';

/** A request settlement made that cannot be carried out as given; its message says which part and why. */
export class ChainRequestError extends Error {}

export type TransferPurpose = 'delivery' | 'refund';

/** Why a transfer failed: it reverted, the node's simulation refused it before sending, or a cancel ended it at the fee cap. */
export type TransferFailure = 'reverted' | 'wouldRevert' | 'feeCapReached';

/**
 * How a deposit relates to its order: exact (the order's crypto and amount, the first such), or
 * one ops must look at: wrongToken, wrongAmount, late (after the order closed), repeat (after an exact one).
 */
export type DepositFit = 'exact' | 'wrongToken' | 'wrongAmount' | 'late' | 'repeat';

export type DepositState = 'seen' | 'confirmed' | 'unconfirmed';

export type TransferState = 'queued' | 'submitted' | 'mined' | 'confirmed' | 'failed';

interface TransferFactBase {
  eventId: string;
  network: string;
  /** The transfer's reference: what queueDelivery answered. */
  reference: string;
  orderNo: string;
  purpose: TransferPurpose;
}

interface DepositFactBase {
  eventId: string;
  network: string;
  orderNo: string;
  /** The order's deposit address, checksummed. */
  address: string;
  crypto: string;
  /** Decimal string in units of the crypto. */
  amount: string;
  fit: DepositFit;
  txHash: string;
  /** -1 for a native transfer (the transaction's value), else the ERC-20 Transfer log's index. */
  logIndex: number;
  blockNumber: number;
}

export type ChainFact =
  /** Mined with the network's confirmations: delivered. */
  | (TransferFactBase & { kind: 'transferConfirmed'; txHash: string; blockNumber: number })
  /** Final: the crypto did not move (a reverted transfer, one the node refused, or one ended by its cancel). */
  | (TransferFactBase & { kind: 'transferFailed'; reason: TransferFailure; txHash?: string })
  /** In a block, fewer than the confirmations (again after a reorg, when it reappears). */
  | (DepositFactBase & { kind: 'depositSeen' })
  | (DepositFactBase & { kind: 'depositConfirmed' })
  /** A reorg dropped its block: not counted until it is seen again. */
  | (DepositFactBase & { kind: 'depositUnconfirmed' });

/** Settlement's intake of chain facts, called with the transaction that records them. */
export type ReportFact = (fact: ChainFact, tx: Db) => Promise<void>;

export interface DeliveryRequest {
  orderNo: string;
  purpose: TransferPurpose;
  network: string;
  crypto: string;
  /** The recipient's address (any case; stored checksummed). */
  to: string;
  /** Decimal string in units of the crypto; refused, never rounded, if the token cannot hold it exactly. */
  amount: string;
}

export interface TransferStatus {
  reference: string;
  orderNo: string;
  purpose: TransferPurpose;
  network: string;
  crypto: string;
  to: string;
  amount: string;
  state: TransferState;
  nonce?: number;
  /** Every transaction broadcast for it, oldest first: any of them may be the one that mines. */
  txHashes: string[];
  /** The transaction that mined and its block, once mined. */
  txHash?: string;
  blockNumber?: number;
  confirmations?: number;
  failure?: TransferFailure;
  /** Set while a queued transfer waits: balance (the hot wallet cannot cover it yet). */
  waiting?: 'balance';
}

export interface DepositRequest {
  orderNo: string;
  network: string;
  crypto: string;
  /** The amount the order expects, decimal string. */
  amount: string;
}

export interface DepositRecord {
  txHash: string;
  logIndex: number;
  crypto: string;
  amount: string;
  from: string;
  state: DepositState;
  fit: DepositFit;
  blockNumber: number;
  /** Blocks the deposit's block is deep under the watcher's newest block (0 while unconfirmed). */
  confirmations: number;
}

export interface DepositStatus {
  orderNo: string;
  network: string;
  address: string;
  crypto: string;
  amount: string;
  closed: boolean;
  deposits: DepositRecord[];
}

/** What settlement may call. */
export interface EvmChainSeam {
  /** Queues a transfer, once per order and purpose: the same request again answers the same reference. */
  queueDelivery(request: DeliveryRequest): Promise<{ reference: string }>;
  transferStatus(reference: string): Promise<TransferStatus | undefined>;
  /** The order's own deposit address, derived on first call and the same on every later one. */
  depositAddress(request: DepositRequest): Promise<{ address: string }>;
  /** From now on a deposit into the order's address is late. */
  closeDeposits(orderNo: string): Promise<void>;
  depositStatus(orderNo: string): Promise<DepositStatus | undefined>;
}
