import type { ChainProvider } from '../chain-provider';
import { ProviderRefusedRequest, type DepositFact, type ProviderEvent, type TransferFact } from '../../facts';
import { ChainRequestError, type ChainFact, type DepositStatus, type EvmChainSeam, type TransferStatus } from './seam';

/** The adapter name the evm chain's facts carry in settlement's inbox, unique on (adapter, event id). */
export const evmAdapter = 'evm';

/**
 * References the evm adapter answers: a transfer's by its evm_transfers id, a deposit's by its order
 * (one deposit address per sell order). The prefix tells them from another chain adapter's.
 */
const referencePrefix = 'evm:';
const transferReference = (id: string) => `${referencePrefix}transfer:${id}`;
const depositReference = (orderNo: string) => `${referencePrefix}deposit:${orderNo}`;

export const isEvmReference = (reference: string) => reference.startsWith(referencePrefix);

function idOf(reference: string, kind: 'transfer' | 'deposit'): string {
  const prefix = `${referencePrefix}${kind}:`;
  if (!reference.startsWith(prefix)) throw new Error(`${reference} is no evm ${kind} reference`);
  return reference.slice(prefix.length);
}

function transferFactOf(status: TransferStatus): TransferFact {
  const txHash = status.txHash ?? status.txHashes.at(-1);
  return { type: 'transfer', status: status.state, ...(txHash ? { txHash } : {}) };
}

/**
 * The order's deposit as settlement counts it: its exact deposit (the order's crypto and amount),
 * the one still in the chain when a reorg dropped an earlier one. A deposit is final once it has
 * the network's confirmations; being in a block is only seen, since a reorg may still drop it.
 */
function depositFactOf(status: DepositStatus): DepositFact {
  const exact = status.deposits.filter((deposit) => deposit.fit === 'exact');
  const counted = exact.find((deposit) => deposit.state !== 'unconfirmed') ?? exact.at(-1);
  if (!counted) return { type: 'deposit', status: 'none' };
  const state = counted.state === 'confirmed' ? 'final' : counted.state;
  return { type: 'deposit', status: state, amount: counted.amount, txHash: counted.txHash };
}

const depositStatuses = { depositSeen: 'seen', depositConfirmed: 'final', depositUnconfirmed: 'unconfirmed' } as const;

/**
 * A fact the evm machinery reported, as settlement's inbox keeps it: the same reference the
 * adapter answered for the transfer or the deposit, and the machinery's own event id (one per
 * change), so a fact reported again is stored once. A deposit that does not fit its order carries
 * its fit as `unfit`: it moves no order.
 */
export function providerEventOf(fact: ChainFact, occurredAt: number): ProviderEvent {
  const common = { eventId: fact.eventId, occurredAt, trusted: true };
  switch (fact.kind) {
    case 'transferConfirmed':
      return { ...common, reference: transferReference(fact.reference), fact: { type: 'transfer', status: 'confirmed', txHash: fact.txHash } };
    case 'transferFailed':
      return {
        ...common,
        reference: transferReference(fact.reference),
        fact: { type: 'transfer', status: 'failed', ...(fact.txHash ? { txHash: fact.txHash } : {}) },
      };
    default:
      return {
        ...common,
        reference: depositReference(fact.orderNo),
        fact: {
          type: 'deposit',
          status: depositStatuses[fact.kind],
          amount: fact.amount,
          txHash: fact.txHash,
          ...(fact.fit === 'exact' ? {} : { unfit: fact.fit }),
        },
      };
  }
}

export type EvmChainProvider = Pick<ChainProvider, 'send' | 'transferStatus' | 'depositFor' | 'depositStatus' | 'closeDeposit'>;

/** Settlement's chain calls on the evm machinery (seam.ts): what it answers, in the references and facts of providers/facts.ts. */
export function evmChainProvider(chain: EvmChainSeam): EvmChainProvider {
  return {
    async send(request) {
      const { reference } = await chain.queueDelivery({
        orderNo: request.orderNo,
        purpose: request.purpose,
        network: request.network.code,
        crypto: request.crypto,
        to: request.address,
        amount: request.amount,
      });
      return { reference: transferReference(reference) };
    },
    async transferStatus(reference) {
      const status = await chain.transferStatus(idOf(reference, 'transfer'));
      if (!status) throw new Error(`the evm chain has no transfer ${reference}`);
      return transferFactOf(status);
    },
    async depositFor(network, order) {
      const request = { orderNo: order.orderNo, network: network.code, crypto: order.crypto, amount: order.amount };
      // One deposit address per order: asking for it on another network, or another crypto or amount, is refused.
      const { address } = await chain.depositAddress(request).catch((error: unknown) => {
        throw error instanceof ChainRequestError ? new ProviderRefusedRequest(evmAdapter, error.message) : error;
      });
      return { reference: depositReference(order.orderNo), address };
    },
    async depositStatus(reference) {
      const status = await chain.depositStatus(idOf(reference, 'deposit'));
      if (!status) throw new Error(`the evm chain has no deposit ${reference}`);
      return depositFactOf(status);
    },
    closeDeposit: (reference) => chain.closeDeposits(idOf(reference, 'deposit')),
  };
}
