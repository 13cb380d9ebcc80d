import type { Network } from '../../../shared/generated/networks.schema';
import type { DepositFact, EventParser, TransferFact } from '../facts';

export interface Deposit {
  /** The chain adapter's reference of the deposit it watches for (the reconciler asks about it). */
  reference: string;
  address: string;
  /** Set on networks that route deposits by memo (networks.json memoRegex). */
  memo?: string;
}

/** The sell order a deposit address is for. */
export interface DepositOrder {
  orderNo: string;
  crypto: string;
  /** Decimal string in units of the crypto. */
  amount: string;
}

export interface TransferRequest {
  /** Order number and purpose (delivery, refund): the chain sends a key once, whatever the retries. */
  idempotencyKey: string;
  /** The order and the purpose the key is made of, for an adapter that keeps them apart (the evm one). */
  orderNo: string;
  purpose: 'delivery' | 'refund';
  network: Network;
  crypto: string;
  address: string;
  memo?: string;
  amount: string;
}

/**
 * The blockchain side of the ramp: sends crypto (bought crypto, sell refunds) from the chain_transfers
 * queue, gives each sell order a deposit address and watches it, resolves domain names. Every call is
 * asynchronous; a transfer's progress (submitted, mined, confirmed or failed, product §4 code 11) and a
 * deposit's are reported later as events or status answers.
 */
export interface ChainProvider {
  send(request: TransferRequest): Promise<{ reference: string }>;
  transferStatus(reference: string): Promise<TransferFact>;
  /** The sell order's deposit address on the network, for the crypto and amount the order expects. */
  depositFor(network: Network, order: DepositOrder): Promise<Deposit>;
  depositStatus(reference: string): Promise<DepositFact>;
  /** The order stopped taking its deposit (its window ended): a deposit arriving later is late, kept for ops. */
  closeDeposit(reference: string): Promise<void>;
  /** ENS / Unstoppable / SPACE ID resolution; undefined when the name is not registered. */
  resolveName(name: string): Promise<string | undefined>;
  events: EventParser;
}
